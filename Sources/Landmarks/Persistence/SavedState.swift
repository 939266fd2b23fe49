// SavedState: what survives a restart — favorites by landmark id and the
// profile — and how it merges with a catalogue.
//
// The file format, version 1:
//
//     {"version": 1, "favorites": {"1001": true, "1004": false}, "profile": {…}}
//
// Favorites are keyed by id, not position, so a reordered or extended catalogue
// keeps them, and ids the catalogue no longer has stay in the file. Decoding
// is in SavedState+Decoding; reading and writing the file is StateStore's job.
import FoundationEssentials

/// The user's saved favorites and profile.
struct SavedState: Encodable, Equatable, Sendable {
    /// The format this code writes; files with a higher version are not read.
    static let currentVersion = 1

    var version: Int
    /// Favorite flags by landmark id, including ids the current catalogue lacks.
    var favorites: [Int: Bool]
    /// Nil until the user has a saved profile; then it replaces `Profile.default`.
    var profile: Profile?

    init(favorites: [Int: Bool] = [:], profile: Profile? = nil) {
        version = Self.currentVersion
        self.favorites = favorites
        self.profile = profile
    }

    /// Nothing saved yet.
    static let empty = SavedState()

    /// The catalogue with saved favorites applied: an id in the file overrides
    /// the catalogue's default; a landmark the file does not mention keeps it.
    func applying(to landmarks: [Landmark]) -> [Landmark] {
        landmarks.map { landmark in
            var landmark = landmark
            if let isFavorite = favorites[landmark.id] { landmark.isFavorite = isFavorite }
            return landmark
        }
    }

    /// Records the favorite flag of every landmark given, and keeps the
    /// entries of ids that are not among them.
    mutating func record(favoritesOf landmarks: [Landmark]) {
        for landmark in landmarks { favorites[landmark.id] = landmark.isFavorite }
    }

    /// This state after recording `landmarks` and `profile`.
    func recording(landmarks: [Landmark], profile: Profile) -> SavedState {
        var state = self
        state.record(favoritesOf: landmarks)
        state.profile = profile
        return state
    }

    // MARK: - File encoding

    /// The file's bytes: pretty-printed, keys sorted, dates in ISO 8601, so a
    /// person can read the file and diffs stay small.
    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        var state = self
        state.version = Self.currentVersion
        return Array(try encoder.encode(state)) + [0x0A]
    }
}
