#!/usr/bin/env python3
"""Writes a large landmark catalogue for benchmarks, from the bundled one.

Each generated landmark copies a bundled one (so its pictures exist) with a
new id (from 100000), a numbered name, its coordinates nudged within 0.5°, and
the category cycled; one in seven is a favorite; the first copies of the
bundled featured landmarks stay featured. The bundled texts' translations
("localized") are left out, so the file keeps the size and decoding work the
benchmarks have always measured (25,000 copies stay under the 32 MB limit).
Deterministic: the same count gives the same file.

    python3 tools/generate-catalog.py 10000 > /tmp/landmarks-10000.json
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    with open(os.path.join(ROOT, "Resources", "landmarkData.json"), encoding="utf-8") as source:
        bundled = json.load(source)
    categories = ["Lakes", "Rivers", "Mountains"]
    landmarks = []
    for index in range(count):
        base = dict(bundled[index % len(bundled)])
        base.pop("localized", None)
        base["id"] = 100000 + index
        base["name"] = f"{base['name']} {index + 1}"
        base["category"] = categories[index % 3]
        base["isFavorite"] = index % 7 == 0
        # The bundled featured landmarks (the ones with feature pictures) stay featured once.
        base["isFeatured"] = bool(base["isFeatured"]) and index < len(bundled)
        nudge = ((index * 7919) % 1000) / 1000.0 - 0.5
        base["coordinates"] = {
            "latitude": round(base["coordinates"]["latitude"] + nudge, 6),
            "longitude": round(base["coordinates"]["longitude"] - nudge, 6),
        }
        landmarks.append(base)
    json.dump(landmarks, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
