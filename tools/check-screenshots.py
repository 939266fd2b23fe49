#!/usr/bin/env python3
"""Checks that every screenshot the metainfo names is committed under
data/screenshots/ with the size the metainfo states (read from the PNG
header), so a software centre never shows a missing or stretched image.

    tools/check-screenshots.py Resources/io.github.swiftgtk.Landmarks.metainfo.xml.in
"""
import os
import struct
import sys
import xml.etree.ElementTree as ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PREFIX = "https://raw.githubusercontent.com/swiftgtk/landmarks/main/"


def main(path):
    problems = []
    images = ElementTree.parse(path).getroot().findall("./screenshots/screenshot/image")
    if not images:
        problems.append("the metainfo names no screenshots")
    for image in images:
        url = (image.text or "").strip()
        if not url.startswith(PREFIX):
            problems.append(f"{url}: not a file of this repository")
            continue
        file = os.path.join(ROOT, url[len(PREFIX):])
        try:
            with open(file, "rb") as png:
                header = png.read(24)
        except OSError as error:
            problems.append(f"{url}: {error.strerror}")
            continue
        if header[:8] != b"\x89PNG\r\n\x1a\n":
            problems.append(f"{file}: not a PNG")
            continue
        width, height = struct.unpack(">II", header[16:24])
        stated = (int(image.get("width", 0)), int(image.get("height", 0)))
        if stated != (width, height):
            problems.append(f"{file}: {width}×{height}, the metainfo says {stated[0]}×{stated[1]}")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
