// CatalogDecoder: turns the bytes of `landmarkData.json` or `hikeData.json`
// into validated Landmark and Hike values, or one CatalogError naming the
// entry and field at fault.
//
// It checks, in file order: JSON syntax (with line and column), the shape of
// each entry (every field present with the right type), known categories,
// coordinates on the globe, ranges with lower ≤ upper, unique ids, and the
// sizes of CatalogLimits. It stops at the first problem. Every catalogue goes
// through this one path: there is no faster, laxer decoder beside it. It does not look for files in bundles or
// resources, and does not check that images exist.
import FoundationEssentials
import Localization

/// Decodes and validates catalogue files.
package enum CatalogDecoder {
    package static let latitudeBounds: ClosedRange<Double> = -90...90
    package static let longitudeBounds: ClosedRange<Double> = -180...180

    /// Decodes a landmark catalogue, its texts in the first of `languages`
    /// it has (see CatalogTranslations), else as written.
    package static func landmarks(from data: Data, languages: [String] = Translation.languages) throws(CatalogError) -> [Landmark] {
        try landmarks(bytes: Array(data), languages: languages)
    }

    /// Decodes a landmark catalogue from its bytes, which it lets go of
    /// once they are parsed (a large catalogue's file is several megabytes).
    package static func landmarks(bytes: consuming [UInt8], languages: [String] = Translation.languages) throws(CatalogError) -> [Landmark] {
        try decodeEntries(bytes, kind: .landmark, limit: CatalogLimits.landmarks) { fields throws(CatalogError) in
            try landmark(reading: fields, languages: languages)
        }
    }

    /// Reads and decodes a landmark catalogue file.
    package static func landmarks(contentsOf url: URL, languages: [String] = Translation.languages) throws(CatalogError) -> [Landmark] {
        try landmarks(bytes: read(url), languages: languages)
    }

    /// Decodes a hike file, the names in the first of `languages` it has.
    package static func hikes(from data: Data, languages: [String] = Translation.languages) throws(CatalogError) -> [Hike] {
        try hikes(bytes: Array(data), languages: languages)
    }

    /// Decodes a hike file from its bytes.
    package static func hikes(bytes: consuming [UInt8], languages: [String] = Translation.languages) throws(CatalogError) -> [Hike] {
        try decodeEntries(bytes, kind: .hike, limit: CatalogLimits.hikes) { fields throws(CatalogError) in
            try hike(reading: fields, languages: languages)
        }
    }

    /// Reads and decodes a hike file.
    package static func hikes(contentsOf url: URL, languages: [String] = Translation.languages) throws(CatalogError) -> [Hike] {
        try hikes(bytes: read(url), languages: languages)
    }

    private static func read(_ url: URL) throws(CatalogError) -> [UInt8] {
        do {
            return try PosixFile.read(path: url.path, limit: CatalogLimits.catalogBytes)
        } catch {
            throw .unreadable(path: url.path, reason: error.reason)
        }
    }

    /// Parses the list, builds each entry with `make`, and checks there are at
    /// most `limit` entries and their ids are unique.
    private static func decodeEntries<Entry: Identifiable<Int>>(
        _ bytes: consuming [UInt8], kind: CatalogEntry.Kind, limit: Int,
        make: (CatalogFieldReader) throws(CatalogError) -> Entry
    ) throws(CatalogError) -> [Entry] {
        let document: JSONValue
        do {
            // The bytes go as soon as the document is parsed: only one copy
            // of the file is ever held, and not beside the entries built.
            document = try JSONParser.parse(consume bytes)
        } catch {
            throw .malformedJSON(line: error.line, column: error.column, reason: error.reason)
        }
        guard let elements = document.arrayValue else {
            throw .notAList(kind: kind, found: document.foundDescription)
        }
        guard !elements.isEmpty else { throw .empty(kind: kind) }
        guard elements.count <= limit else { throw .tooMany(kind: kind, count: elements.count, limit: limit) }

        // Room for every entry at once: grown by doubling, 10,000 landmarks
        // would end in room for 16,384, 0.8 MB held for nothing.
        var entries: [Entry] = []
        entries.reserveCapacity(elements.count)
        var firstEntryWithID: [Int: CatalogEntry] = [:]
        firstEntryWithID.reserveCapacity(elements.count)
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

    private static func landmark(reading fields: CatalogFieldReader, languages: [String]) throws(CatalogError) -> Landmark {
        let id = try fields.integer("id")
        let name = try fields.nonEmptyString("name", maximumLength: CatalogLimits.shortText)
        let park = try fields.string("park", maximumLength: CatalogLimits.shortText)
        let state = try fields.string("state", maximumLength: CatalogLimits.shortText)
        let description = try fields.string("description", maximumLength: CatalogLimits.description)
        let isFavorite = try fields.bool("isFavorite")
        let isFeatured = try fields.bool("isFeatured")
        let categoryName = try fields.string("category", maximumLength: CatalogLimits.shortText)
        guard let category = Landmark.Category(rawValue: categoryName) else {
            throw .unknownCategory(fields.entry, value: categoryName)
        }
        let imageName = try fields.nonEmptyString("imageName", maximumLength: CatalogLimits.pictureName)
        let coordinates = try fields.object("coordinates")
        let shown = try fields.translations(
            of: [("name", CatalogLimits.shortText), ("park", CatalogLimits.shortText), ("state", CatalogLimits.shortText),
                 ("description", CatalogLimits.description)],
            languages: languages)
        let translated = shown["name"] != nil || shown["park"] != nil || shown["state"] != nil
        return Landmark(
            id: id, name: shown["name"] ?? name, park: shown["park"] ?? park, state: shown["state"] ?? state,
            description: shown["description"] ?? description,
            isFavorite: isFavorite, isFeatured: isFeatured, category: category, imageName: imageName,
            coordinates: Landmark.Coordinates(
                latitude: try coordinates.number("latitude", in: latitudeBounds),
                longitude: try coordinates.number("longitude", in: longitudeBounds)),
            originalText: translated ? "\(name) \(park) \(state)" : nil)
    }

    private static func hike(reading fields: CatalogFieldReader, languages: [String]) throws(CatalogError) -> Hike {
        let id = try fields.integer("id")
        let name = try fields.nonEmptyString("name", maximumLength: CatalogLimits.shortText)
        let distance = try fields.number("distance")
        let difficulty = try fields.integer("difficulty")
        var observations: [Hike.Observation] = []
        for observation in try fields.objects("observations", maximumCount: CatalogLimits.observationsPerHike) {
            observations.append(
                Hike.Observation(
                    distanceFromStart: try observation.number("distanceFromStart"),
                    elevation: try observation.range("elevation"),
                    pace: try observation.range("pace"),
                    heartRate: try observation.range("heartRate")))
        }
        let shown = try fields.translations(of: [("name", CatalogLimits.shortText)], languages: languages)
        return Hike(id: id, name: shown["name"] ?? name, distance: distance, difficulty: difficulty, observations: observations)
    }
}
