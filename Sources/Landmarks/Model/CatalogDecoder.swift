// CatalogDecoder: turns the bytes of `landmarkData.json` or `hikeData.json`
// into validated Landmark and Hike values, or one CatalogError naming the
// entry and field at fault.
//
// It checks, in file order: JSON syntax (with line and column), the shape of
// each entry (every field present with the right type), known categories,
// coordinates on the globe, ranges with lower ≤ upper, and unique ids. It
// stops at the first problem. It does not look for files in bundles or
// resources, and does not check that images exist.
import FoundationEssentials

/// Decodes and validates catalogue files.
enum CatalogDecoder {
    static let latitudeBounds: ClosedRange<Double> = -90...90
    static let longitudeBounds: ClosedRange<Double> = -180...180

    /// Decodes a landmark catalogue.
    static func landmarks(from data: Data) throws(CatalogError) -> [Landmark] {
        if let landmarks = quickLandmarks(from: data) { return landmarks }
        return try decodeEntries(data, kind: .landmark, make: landmark(reading:))
    }

    /// The fast path for a good catalogue: Foundation's decoder and the same
    /// checks of meaning (ids unique, names and picture names not empty,
    /// coordinates in range). Anything it does not accept goes through the
    /// strict reader, which names the entry and field at fault.
    /// Bytes nested past the strict reader's limit never reach Foundation's
    /// decoder, which can trap on them (see `JSONNesting`).
    private static func quickLandmarks(from data: Data) -> [Landmark]? {
        guard JSONNesting.isSafeToDecode(Array(data)),
              let landmarks = try? JSONDecoder().decode([Landmark].self, from: data), !landmarks.isEmpty else { return nil }
        var ids = Set<Int>()
        for landmark in landmarks {
            guard ids.insert(landmark.id).inserted, !landmark.name.trimmingWhitespace.isEmpty,
                  !landmark.imageName.trimmingWhitespace.isEmpty,
                  latitudeBounds.contains(landmark.coordinates.latitude),
                  longitudeBounds.contains(landmark.coordinates.longitude) else { return nil }
        }
        return landmarks
    }

    /// Reads and decodes a landmark catalogue file.
    static func landmarks(contentsOf url: URL) throws(CatalogError) -> [Landmark] {
        try landmarks(from: read(url))
    }

    /// Decodes a hike file.
    static func hikes(from data: Data) throws(CatalogError) -> [Hike] {
        try decodeEntries(data, kind: .hike, make: hike(reading:))
    }

    /// Reads and decodes a hike file.
    static func hikes(contentsOf url: URL) throws(CatalogError) -> [Hike] {
        try hikes(from: read(url))
    }

    private static func read(_ url: URL) throws(CatalogError) -> Data {
        do {
            return Data(try PosixFile.read(path: url.path))
        } catch {
            throw .unreadable(path: url.path, reason: error.reason)
        }
    }

    /// Parses the list, builds each entry with `make`, and checks ids are unique.
    private static func decodeEntries<Entry: Identifiable<Int>>(
        _ data: Data, kind: CatalogEntry.Kind,
        make: (CatalogFieldReader) throws(CatalogError) -> Entry
    ) throws(CatalogError) -> [Entry] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(Array(data))
        } catch {
            throw .malformedJSON(line: error.line, column: error.column, reason: error.reason)
        }
        guard let elements = document.arrayValue else {
            throw .notAList(kind: kind, found: document.foundDescription)
        }
        guard !elements.isEmpty else { throw .empty(kind: kind) }

        var entries: [Entry] = []
        var firstEntryWithID: [Int: CatalogEntry] = [:]
        for (index, element) in elements.enumerated() {
            let members = element.objectValue
            let entry = CatalogEntry(
                kind: kind, index: index,
                id: members?["id"]?.integerValue, name: members?["name"]?.stringValue)
            guard let members else { throw .entryNotAnObject(entry, found: element.foundDescription) }
            let value = try make(CatalogFieldReader(entry: entry, members: members))
            if let first = firstEntryWithID[value.id] {
                throw .duplicateID(value.id, first: first, second: entry)
            }
            firstEntryWithID[value.id] = entry
            entries.append(value)
        }
        return entries
    }

    private static func landmark(reading fields: CatalogFieldReader) throws(CatalogError) -> Landmark {
        let id = try fields.integer("id")
        let name = try fields.nonEmptyString("name")
        let park = try fields.string("park")
        let state = try fields.string("state")
        let description = try fields.string("description")
        let isFavorite = try fields.bool("isFavorite")
        let isFeatured = try fields.bool("isFeatured")
        let categoryName = try fields.string("category")
        guard let category = Landmark.Category(rawValue: categoryName) else {
            throw .unknownCategory(fields.entry, value: categoryName)
        }
        let imageName = try fields.nonEmptyString("imageName")
        let coordinates = try fields.object("coordinates")
        return Landmark(
            id: id, name: name, park: park, state: state, description: description,
            isFavorite: isFavorite, isFeatured: isFeatured, category: category, imageName: imageName,
            coordinates: Landmark.Coordinates(
                latitude: try coordinates.number("latitude", in: latitudeBounds),
                longitude: try coordinates.number("longitude", in: longitudeBounds)))
    }

    private static func hike(reading fields: CatalogFieldReader) throws(CatalogError) -> Hike {
        let id = try fields.integer("id")
        let name = try fields.nonEmptyString("name")
        let distance = try fields.number("distance")
        let difficulty = try fields.integer("difficulty")
        var observations: [Hike.Observation] = []
        for observation in try fields.objects("observations") {
            observations.append(
                Hike.Observation(
                    distanceFromStart: try observation.number("distanceFromStart"),
                    elevation: try observation.range("elevation"),
                    pace: try observation.range("pace"),
                    heartRate: try observation.range("heartRate")))
        }
        return Hike(id: id, name: name, distance: distance, difficulty: difficulty, observations: observations)
    }
}
