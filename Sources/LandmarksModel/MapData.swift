// MapData: the offline map (coast, lakes, islands, rivers, borders, and the
// names of places and states) read from `landmarks-map.bin` (format:
// Resources/map/FORMAT.md).
//
// It parses and bounds-checks the whole file into memory once; it does not draw
// (MapRenderer does) and does not know about zoom or views.
import Localization

/// Features of the offline map in micro-degrees, in painting order.
package struct MapData: Sendable {
    package enum Kind: UInt8, Sendable {
        case land = 0, lake = 1, islandInLake = 2, river = 3, nationalBorder = 4, stateBorder = 5

        package var isArea: Bool { rawValue <= 2 }
    }

    package struct Box: Sendable, Equatable {
        package var minLon, minLat, maxLon, maxLat: Int32

        package init(minLon: Int32, minLat: Int32, maxLon: Int32, maxLat: Int32) {
            (self.minLon, self.minLat, self.maxLon, self.maxLat) = (minLon, minLat, maxLon, maxLat)
        }

        package func intersects(_ other: Box) -> Bool {
            minLon <= other.maxLon && other.minLon <= maxLon && minLat <= other.maxLat && other.minLat <= maxLat
        }

        package func contains(lon: Int32, lat: Int32) -> Bool {
            lon >= minLon && lon <= maxLon && lat >= minLat && lat <= maxLat
        }
    }

    package struct Feature: Sendable {
        package let kind: Kind
        package let isDetail: Bool
        package let rank: UInt8
        package let box: Box
        /// Rings (areas) or polylines (lines): flat (lon, lat) pairs in micro-degrees.
        package let parts: [[Int32]]
    }

    /// A name on the map: a populated place, or a state's label.
    package struct Place: Sendable, Equatable {
        package enum Kind: UInt8, Sendable {
            case town = 0, state = 1
        }

        package let kind: Kind
        /// 0 for the largest cities … 5 for villages.
        package let rank: UInt8
        package let population: UInt32
        package let lon, lat: Int32
        package let name: String
    }

    package struct FormatError: Error, CustomStringConvertible {
        package let description: String

        package init(description: String) { self.description = description }
    }

    /// The same map with its places named as `rename` says (the session's
    /// language); a place it has no name for keeps its own.
    package func renamingPlaces(_ rename: (Place) -> String?) -> MapData {
        var renamed = self
        renamed.places = places.map { place in
            rename(place).map { Place(kind: place.kind, rank: place.rank, population: place.population,
                                      lon: place.lon, lat: place.lat, name: $0) } ?? place
        }
        return renamed
    }

    package let features: [Feature]
    /// Names, largest first within each kind (none in a version 1 file).
    package private(set) var places: [Place]
    /// Where the detailed layer has data.
    package let regions: [Box]
    /// Where there is any data: beyond it a view would show the cut edge of
    /// the land (the overview layer is clipped to a rectangle).
    package let extent: Box

    /// The features whose bounds meet `box`.
    package func features(in box: Box) -> [Feature] {
        features.filter { $0.box.intersects(box) }
    }

    /// Parses a whole file; any truncation or bad count is a `FormatError`.
    package init(bytes: UnsafeRawBufferPointer) throws(FormatError) {
        var reader = Reader(bytes: bytes)
        guard reader.remaining >= 16, Array(bytes[0..<4]) == Array("LMAP".utf8) else {
            throw FormatError(description: "not a Landmarks map file (no LMAP header)")
        }
        reader.offset = 4
        let version = try reader.u16()
        guard version == 1 || version == 2 else { throw FormatError(description: "map format version \(version) is not supported") }
        _ = try reader.u16()
        let featureCount = Int(try reader.u32())
        let regionCount = Int(try reader.u32())
        var regions: [Box] = []
        for _ in 0..<regionCount { regions.append(try reader.box()) }
        var features: [Feature] = []
        features.reserveCapacity(featureCount)
        for _ in 0..<featureCount {
            let rawKind = try reader.u8()
            let detail = try reader.u8()
            let rank = try reader.u8()
            _ = try reader.u8()
            let box = try reader.box()
            let partCount = Int(try reader.u32())
            var parts: [[Int32]] = []
            parts.reserveCapacity(partCount)
            for _ in 0..<partCount {
                let pointCount = Int(try reader.u32())
                parts.append(try reader.int32s(pointCount * 2))
            }
            // Kinds this version does not know are skipped, as the format asks.
            if let kind = Kind(rawValue: rawKind) {
                features.append(Feature(kind: kind, isDetail: detail == 1, rank: rank, box: box, parts: parts))
            }
        }
        var places: [Place] = []
        if version >= 2 {
            let placeCount = Int(try reader.u32())
            places.reserveCapacity(min(placeCount, reader.remaining / 16))
            for _ in 0..<placeCount {
                let rawKind = try reader.u8()
                let rank = try reader.u8()
                let length = Int(try reader.u16())
                let position = try reader.int32s(2)
                let population = try reader.u32()
                let name = try reader.utf8(length)
                if let kind = Place.Kind(rawValue: rawKind) {
                    places.append(Place(kind: kind, rank: rank, population: population, lon: position[0], lat: position[1], name: name))
                }
            }
        }
        guard reader.remaining == 0 else { throw FormatError(description: "\(reader.remaining) bytes after the map data") }
        self.features = features
        self.places = places
        self.regions = regions
        extent = features.dropFirst().reduce(features.first?.box ?? Box(minLon: 0, minLat: 0, maxLon: 0, maxLat: 0)) { union, feature in
            Box(minLon: min(union.minLon, feature.box.minLon), minLat: min(union.minLat, feature.box.minLat),
                maxLon: max(union.maxLon, feature.box.maxLon), maxLat: max(union.maxLat, feature.box.maxLat))
        }
    }

    /// Little-endian, bounds-checked reads.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0
        var remaining: Int { bytes.count - offset }

        private mutating func take(_ count: Int) throws(FormatError) -> Int {
            guard count >= 0, remaining >= count else {
                throw FormatError(description: "the map file ends early (at byte \(offset))")
            }
            defer { offset += count }
            return offset
        }

        mutating func u8() throws(FormatError) -> UInt8 { bytes[try take(1)] }
        mutating func u16() throws(FormatError) -> UInt16 {
            UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: try take(2), as: UInt16.self))
        }
        mutating func u32() throws(FormatError) -> UInt32 {
            UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: try take(4), as: UInt32.self))
        }
        mutating func box() throws(FormatError) -> Box {
            let values = try int32s(4)
            return Box(minLon: values[0], minLat: values[1], maxLon: values[2], maxLat: values[3])
        }
        mutating func utf8(_ count: Int) throws(FormatError) -> String {
            let start = try take(count)
            guard let text = String(validating: bytes[start..<start + count], as: UTF8.self) else {
                throw FormatError(description: "a place name is not UTF-8 (at byte \(start))")
            }
            return text
        }
        mutating func int32s(_ count: Int) throws(FormatError) -> [Int32] {
            let start = try take(count * 4)
            return (0..<count).map { Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: start + $0 * 4, as: Int32.self)) }
        }
    }
}
