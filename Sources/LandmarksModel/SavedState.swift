// SavedState: what survives a restart — favorites by landmark id, the
// user's collections and the profile — and how it merges with a catalogue.
//
// The file format, version 2:
//
//     {"version": 2, "favorites": {"1001": true, "1004": false},
//      "catalogs": [[2001, 2002], [1001, 1004]],
//      "collections": [{"id": 1, "name": "Deserts", "landmarks": [1001]}],
//      "profile": {…}}
//
// Version 1 is the same without `collections`; it is read as a state with
// none, and written back as version 2 at the next save.
//
// Favorites are keyed by id, not position, so a reordered or extended catalogue
// keeps them, and ids the catalogue no longer has stay in the file.
// `catalogs` (optional; older files lack it) lists the ids of each catalogue
// the favorites came from, the one opened longest ago first: when the file
// would grow past what the reader accepts, the favorites of the oldest
// catalogues are the ones left out (SavedState+Fitting). Decoding is in
// SavedState+Decoding; reading and writing the file is StateStore's job.
import FoundationEssentials

/// The user's saved favorites, collections and profile.
package struct SavedState: Encodable, Equatable, Sendable {
    /// The format this code writes; files with a higher version are not read.
    package static let currentVersion = 2

    package var version: Int
    /// Favorite flags by landmark id, including ids the current catalogue lacks.
    package var favorites: [Int: Bool]
    /// The landmark ids of each catalogue recorded, the one opened longest
    /// ago first. Ids in `favorites` that no group holds are older still
    /// (from a file written before groups were kept).
    package var catalogs: [[Int]] = []
    /// The user's collections, in the order they were made. Always kept
    /// whole: their limits keep them far below the file's.
    package var collections: [LandmarkCollection] = []
    /// Nil until the user has a saved profile; then it replaces `Profile.default`.
    package var profile: Profile?

    package init(
        favorites: [Int: Bool] = [:], catalogs: [[Int]] = [], collections: [LandmarkCollection] = [],
        profile: Profile? = nil
    ) {
        version = Self.currentVersion
        self.favorites = favorites
        self.catalogs = catalogs
        self.collections = collections
        self.profile = profile
    }

    /// Nothing saved yet.
    package static let empty = SavedState()

    /// The catalogue with saved favorites applied: an id in the file overrides
    /// the catalogue's default; a landmark the file does not mention keeps it.
    package func applying(to landmarks: [Landmark]) -> [Landmark] {
        landmarks.map { landmark in
            var landmark = landmark
            if let isFavorite = favorites[landmark.id] { landmark.isFavorite = isFavorite }
            return landmark
        }
    }

    /// Records the favorite flag of every landmark given, and keeps the
    /// entries of ids that are not among them. The landmarks' catalogue
    /// becomes the newest group; older groups it holds all of are merged into it.
    package mutating func record(favoritesOf landmarks: [Landmark]) {
        for landmark in landmarks { favorites[landmark.id] = landmark.isFavorite }
        guard !landmarks.isEmpty else { return }
        let ids = landmarks.map(\.id)
        if catalogs.last == ids { return }
        let current = Set(ids)
        catalogs.removeAll { group in group.allSatisfy(current.contains) }
        catalogs.append(ids)
    }

    // MARK: - File encoding

    private enum CodingKeys: String, CodingKey {
        case version, favorites, catalogs, collections, profile
    }

    private enum CollectionKeys: String, CodingKey {
        case id, name, landmarks
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(favorites, forKey: .favorites)
        if !catalogs.isEmpty { try container.encode(catalogs, forKey: .catalogs) }
        var list = container.nestedUnkeyedContainer(forKey: .collections)
        for collection in collections {
            var fields = list.nestedContainer(keyedBy: CollectionKeys.self)
            try fields.encode(collection.id, forKey: .id)
            try fields.encode(collection.name, forKey: .name)
            try fields.encode(collection.landmarkIDs, forKey: .landmarks)
        }
        try container.encodeIfPresent(profile, forKey: .profile)
    }

    /// The file's bytes: pretty-printed, keys sorted, dates in ISO 8601, so a
    /// person can read the file and diffs stay small.
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        var state = self
        state.version = Self.currentVersion
        return Array(try encoder.encode(state)) + [0x0A]
    }
}
