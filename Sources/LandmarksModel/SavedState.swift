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
// Members this version does not know — at the top, in a collection, in the
// profile — are kept as they were read and written back, so a later
// version's additions survive a save by this one. A file of a later version
// is read by this version's rules where it can be (and written back with its
// own version number and everything this version does not understand);
// StateStore leaves one it cannot read untouched.
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
    /// Members of the file this version does not know, written back as read:
    /// at the top, in each collection (by id), in the profile.
    package var unknownFields: [String: JSONValue] = [:]
    package var unknownCollectionFields: [LandmarkCollection.ID: [String: JSONValue]] = [:]
    package var unknownProfileFields: [String: JSONValue] = [:]

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

    /// `applying(to:)` in place: the landmarks are written only where the
    /// file says otherwise, so an array nothing else holds is not copied.
    package func apply(to landmarks: inout [Landmark]) {
        guard !favorites.isEmpty else { return }
        for index in landmarks.indices {
            if let isFavorite = favorites[landmarks[index].id], landmarks[index].isFavorite != isFavorite {
                landmarks[index].isFavorite = isFavorite
            }
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

    /// The members of the file this version reads, at the top.
    package static let knownFields: Set<String> = ["version", "favorites", "catalogs", "collections", "profile"]
    /// The members of a collection this version reads.
    package static let knownCollectionFields: Set<String> = ["id", "name", "landmarks"]

    package func encode(to encoder: any Encoder) throws {
        var unknown = encoder.container(keyedBy: JSONKey.self)
        try unknown.encode(fields: unknownFields.filter { !Self.knownFields.contains($0.key) })
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(favorites, forKey: .favorites)
        if !catalogs.isEmpty { try container.encode(catalogs, forKey: .catalogs) }
        var list = container.nestedUnkeyedContainer(forKey: .collections)
        for collection in collections {
            var fields = list.nestedContainer(keyedBy: JSONKey.self)
            try fields.encode(fields: (unknownCollectionFields[collection.id] ?? [:])
                .filter { !Self.knownCollectionFields.contains($0.key) })
            try fields.encode(collection.id, forKey: JSONKey("id"))
            try fields.encode(collection.name, forKey: JSONKey("name"))
            try fields.encode(collection.landmarkIDs, forKey: JSONKey("landmarks"))
        }
        if let profile {
            try container.encode(ProfileFields(profile: profile, unknown: unknownProfileFields), forKey: .profile)
        }
    }

    /// The profile with the members of it this version does not know.
    private struct ProfileFields: Encodable {
        var profile: Profile
        var unknown: [String: JSONValue]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONKey.self)
            try container.encode(fields: unknown.filter { !Profile.knownFields.contains($0.key) })
            try profile.encode(to: encoder)
        }
    }

    /// The file's bytes: pretty-printed, keys sorted, dates in ISO 8601, so a
    /// person can read the file and diffs stay small. The version is this
    /// code's, or the file's when a later version wrote it.
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        var state = self
        state.version = max(version, Self.currentVersion)
        return Array(try encoder.encode(state)) + [0x0A]
    }
}
