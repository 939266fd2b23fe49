#!/usr/bin/env python3
"""Read Resources/map/landmarks-map.bin back and check it.

For every landmark this reports, for the recommended "medium" view (1 degree
of latitude tall, 2:1 aspect; see Resources/map/README.md), how many features
of each kind intersect the view, and whether the landmark point is on land or
on water according to the data.  With --render DIR it also draws one PNG per
landmark (near / medium / far panels) so a person can look at the result:
land green-grey, water blue, rivers blue lines, borders dashed.

Needs only the standard library for the report; shapely (exact intersection
tests instead of bounding boxes) and pycairo (`apt-get install python3-cairo`,
for --render) are used when available.  See tools/build-mapdata.py for the
set-up; run from the repository root:

    /tmp/mapdata-venv/bin/python tools/check-mapdata.py --render /tmp/mapcheck

Exits non-zero if the file is malformed or a landmark's medium view shows no
land at all.
"""

from __future__ import annotations

import argparse
import array
import math
import os
import struct
import sys

KIND_NAMES = ["land", "lake", "island", "river", "border", "state"]
POLYGON_KINDS = (0, 1, 2)
SPANS = {"near": 0.25, "medium": 1.0, "far": 4.0}
ASPECT = 2.0  # view width / height


def load_landmarks():
    import json
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Resources", "landmarkData.json")
    with open(path) as f:
        return [(l["name"], l["coordinates"]["latitude"], l["coordinates"]["longitude"])
                for l in json.load(f)]


class Feature:
    __slots__ = ("kind", "detail", "rank", "bbox", "parts")

    def __init__(self, kind, detail, rank, bbox, parts):
        self.kind, self.detail, self.rank, self.bbox, self.parts = kind, detail, rank, bbox, parts


def read_map(path):
    data = open(path, "rb").read()
    if data[:4] != b"LMAP":
        raise ValueError("bad magic")
    version, flags, nfeat, nreg = struct.unpack_from("<HHII", data, 4)
    if version not in (1, 2):
        raise ValueError(f"unsupported version {version}")
    off = 16
    regions = []
    for _ in range(nreg):
        regions.append(tuple(v / 1e6 for v in struct.unpack_from("<4i", data, off)))
        off += 16
    feats = []
    for _ in range(nfeat):
        kind, detail, rank, _res, x0, y0, x1, y1, nparts = struct.unpack_from("<BBBB4iI", data, off)
        off += 24
        parts = []
        for _ in range(nparts):
            (n,) = struct.unpack_from("<I", data, off)
            off += 4
            a = array.array("i")
            a.frombytes(data[off:off + 8 * n])
            if sys.byteorder != "little":
                a.byteswap()
            off += 8 * n
            parts.append([(a[i] / 1e6, a[i + 1] / 1e6) for i in range(0, 2 * n, 2)])
        # Validate the stored bounding box.
        xs = [p[0] for part in parts for p in part]
        ys = [p[1] for part in parts for p in part]
        if (round(min(xs) * 1e6), round(min(ys) * 1e6), round(max(xs) * 1e6), round(max(ys) * 1e6)) != (x0, y0, x1, y1):
            raise ValueError("bounding box mismatch")
        if kind in POLYGON_KINDS and any(len(p) < 3 or p[0] == p[-1] for p in parts):
            raise ValueError("bad ring")
        feats.append(Feature(kind, detail, rank, (x0 / 1e6, y0 / 1e6, x1 / 1e6, y1 / 1e6), parts))
    if version >= 2:
        (count,) = struct.unpack_from("<I", data, off)
        off += 4
        for _ in range(count):
            kind, rank, length, lon, lat, population = struct.unpack_from("<BBHiiI", data, off)
            off += 16
            data[off:off + length].decode("utf-8")  # names are UTF-8
            off += length
            if kind > 1 or not (-180e6 <= lon <= 180e6 and -90e6 <= lat <= 90e6):
                raise ValueError("bad place")
    if off != len(data):
        raise ValueError(f"{len(data) - off} trailing bytes")
    return regions, feats


def view_rect(lat, lon, span):
    half_h = span / 2
    half_w = span * ASPECT / 2 / math.cos(math.radians(lat))
    return (lon - half_w, lat - half_h, lon + half_w, lat + half_h)


def bbox_hits(b, r):
    return b[0] <= r[2] and r[0] <= b[2] and b[1] <= r[3] and r[1] <= b[3]


def point_in_ring(x, y, ring):
    inside = False
    n = len(ring)
    j = n - 1
    for i in range(n):
        xi, yi = ring[i]
        xj, yj = ring[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def point_in_feature(x, y, f):
    inside = False
    for ring in f.parts:  # even-odd over outer ring and holes
        if point_in_ring(x, y, ring):
            inside = not inside
    return inside


def surface_at(feats, lat, lon):
    """'land' or 'water' by the painter's model: later kinds paint over earlier."""
    result = "water"
    for f in feats:
        if f.kind in POLYGON_KINDS and f.bbox[0] <= lon <= f.bbox[2] and f.bbox[1] <= lat <= f.bbox[3]:
            if point_in_feature(lon, lat, f):
                result = "water" if f.kind == 1 else "land"
    return result


def exact_counter():
    try:
        import shapely
        from shapely.geometry import LineString, Polygon, box
    except ImportError:
        return None

    def hits(f, r):
        g = (Polygon(f.parts[0], f.parts[1:]) if f.kind in POLYGON_KINDS
             else LineString(f.parts[0]) if len(f.parts) == 1
             else shapely.MultiLineString(f.parts))
        return g.intersects(box(*r))
    return hits


def render(feats, lat, lon, name, path, width=480, height=240, spans=SPANS):
    import cairo
    surf = cairo.ImageSurface(cairo.FORMAT_RGB24, width * len(spans), height + 22)
    ctx = cairo.Context(surf)
    ctx.set_source_rgb(1, 1, 1)
    ctx.paint()
    for i, (label, span) in enumerate(spans.items()):
        r = view_rect(lat, lon, span)
        sx = width / (r[2] - r[0])
        sy = height / (r[3] - r[1])
        ctx.save()
        ctx.translate(i * width, 22)
        ctx.rectangle(0, 0, width - 2, height)
        ctx.clip()
        ctx.set_source_rgb(0.62, 0.77, 0.90)  # sea
        ctx.paint()

        def path_of(part, close):
            ctx.move_to((part[0][0] - r[0]) * sx, (r[3] - part[0][1]) * sy)
            for x, y in part[1:]:
                ctx.line_to((x - r[0]) * sx, (r[3] - y) * sy)
            if close:
                ctx.close_path()

        for f in feats:
            if not bbox_hits(f.bbox, r):
                continue
            if f.kind in POLYGON_KINDS:
                for part in f.parts:
                    path_of(part, True)
                ctx.set_fill_rule(cairo.FILL_RULE_EVEN_ODD)
                if f.kind == 1:
                    ctx.set_source_rgb(0.62, 0.77, 0.90)
                else:
                    ctx.set_source_rgb(0.80, 0.85, 0.76)
                ctx.fill()
            else:
                for part in f.parts:
                    path_of(part, False)
                if f.kind == 3 and f.rank >= 8:  # canal
                    ctx.set_source_rgb(0.45, 0.6, 0.75)
                    ctx.set_line_width(0.8)
                elif f.kind == 3:
                    ctx.set_source_rgb(0.35, 0.55, 0.85)
                    ctx.set_line_width(1.4 if 1 <= f.rank <= 2 else 0.9)
                    ctx.set_dash([3, 2] if 5 <= f.rank <= 7 else [])
                elif f.kind == 4:
                    ctx.set_source_rgb(0.45, 0.3, 0.45)
                    ctx.set_line_width(1.6)
                    ctx.set_dash([6, 3])
                else:
                    ctx.set_source_rgb(0.5, 0.45, 0.5)
                    ctx.set_line_width(1.0)
                    ctx.set_dash([4, 3])
                ctx.stroke()
                ctx.set_dash([])
        # landmark marker
        ctx.arc(width / 2, height / 2, 4, 0, 2 * math.pi)
        ctx.set_source_rgb(0.85, 0.1, 0.1)
        ctx.fill()
        ctx.restore()
        ctx.set_source_rgb(0, 0, 0)
        ctx.move_to(i * width + 4, 16)
        ctx.set_font_size(13)
        ctx.show_text(f"{name} - {label} ({span} deg lat)")
    surf.write_to_png(path)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?", default=os.path.normpath(os.path.join(here, "..", "Resources", "map", "landmarks-map.bin")))
    ap.add_argument("--render", metavar="DIR", help="write one PNG per landmark into DIR")
    args = ap.parse_args()

    regions, feats = read_map(args.file)
    print(f"{args.file}: {os.path.getsize(args.file)} bytes, {len(feats)} features, {len(regions)} detail regions")
    hits = exact_counter()
    ok = True
    landmarks = load_landmarks()
    print(f"medium view = {SPANS['medium']} deg lat x {ASPECT}:1 ({'exact' if hits else 'bounding-box'} test)")
    print(f"{'landmark':22s} " + " ".join(f"{k:>6s}" for k in KIND_NAMES) + "  point  detail")
    for name, lat, lon in landmarks:
        r = view_rect(lat, lon, SPANS["medium"])
        counts = [0] * len(KIND_NAMES)
        for f in feats:
            if bbox_hits(f.bbox, r) and (hits is None or hits(f, r)):
                counts[f.kind] += 1
        covered = any(g[0] <= r[0] and r[2] <= g[2] and g[1] <= r[1] and r[3] <= g[3] for g in regions)
        print(f"{name:22s} " + " ".join(f"{c:6d}" for c in counts)
              + f"  {surface_at(feats, lat, lon):5s}  {'yes' if covered else 'NO'}")
        if counts[0] == 0 or not covered:
            ok = False
        if args.render:
            os.makedirs(args.render, exist_ok=True)
            fname = "-".join("".join(c if c.isalnum() else " " for c in name.lower()).split())
            render(feats, lat, lon, name, os.path.join(args.render, f"{fname}.png"))
    if args.render:
        render(feats, 50.0, -115.0, "North America", os.path.join(args.render, "overview.png"),
               width=1200, height=600, spans={"overview": 45.0})
        print(f"PNGs written to {args.render}")
    if not ok:
        print("FAILED: a medium view has no land or is not inside a detail region")
        sys.exit(1)


if __name__ == "__main__":
    main()
