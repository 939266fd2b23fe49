// ModelData: the app's observable store of landmarks, hikes and the profile.
//
// Views read it and write favorites, collections and the profile into it; Observation tells
// them what changed. It does not read files itself (CatalogDecoder does) and
// does not save (Autosaver watches it and saves through StateStore).
import FoundationEssentials
import Localization
import Observation

/// The shared model: the catalogue with the user's favorites, the hikes and the profile.
@Observable @MainActor
package final class ModelData {
    package var landmarks: [Landmark]
    package var hikes: [Hike]
    package var profile: Profile
    /// The user's own collections, in the order they were made (Favorites
    /// are the landmarks' flags, not one of these).
    package var collections: [LandmarkCollection] = [] {
        didSet { lastCollectionID = max(lastCollectionID, collections.map(\.id).max() ?? 0) }
    }
    /// The highest collection id this run has seen, so a deleted
    /// collection's id is not given again while Undo may bring it back.
    @ObservationIgnored var lastCollectionID = 0
    /// The ids of the collections deleted in this run: once the ids run out
    /// and free ones are taken again, these are not (Undo may bring their
    /// owners back).
    @ObservationIgnored var deletedCollectionIDs: Set<LandmarkCollection.ID> = []

    package init(landmarks: [Landmark], hikes: [Hike], profile: Profile = .default) {
        self.landmarks = landmarks
        self.hikes = hikes
        self.profile = profile
    }

    /// Decodes and validates both catalogues.
    package static func load(landmarks: Data, hikes: Data) throws(CatalogError) -> ModelData {
        ModelData(
            landmarks: try CatalogDecoder.landmarks(from: landmarks),
            hikes: try CatalogDecoder.hikes(from: hikes))
    }

    /// Reads, decodes and validates both catalogue files.
    package static func load(landmarksURL: URL, hikesURL: URL) throws(CatalogError) -> ModelData {
        ModelData(
            landmarks: try CatalogDecoder.landmarks(contentsOf: landmarksURL),
            hikes: try CatalogDecoder.hikes(contentsOf: hikesURL))
    }

    /// The landmarks of the carousel, in catalogue order.
    package var features: [Landmark] { landmarks.filter(\.isFeatured) }

    /// The landmarks grouped by category name, each group in catalogue order
    /// (views of `landmarks`, not copies).
    package var categories: [String: Subset<Landmark>] {
        let landmarks = landmarks
        let groups = Dictionary(grouping: landmarks.indices, by: { landmarks[$0].category })
        return Dictionary(uniqueKeysWithValues: groups.map { ($0.key.rawValue, Subset(base: landmarks, positions: $0.value)) })
    }

    /// The names of the categories that have landmarks, in the order their
    /// shown names sort in the user's language: "Lakes", "Mountains",
    /// "Rivers" in English; 강, 산, 호수 (Rivers, Mountains, Lakes) in Korean.
    package var categoryNames: [String] { Self.sortedByShownName(categories.keys) }

    /// Category names ordered by what the interface shows for them.
    package static func sortedByShownName(_ names: some Sequence<String>) -> [String] {
        func shown(_ name: String) -> String { Landmark.Category(rawValue: name)?.name ?? name }
        return names.sorted { LocaleFormat.collates(shown($0), before: shown($1)) }
    }

    /// The position of the landmark with this id in `landmarks`.
    package func index(of id: Landmark.ID) -> Int? {
        landmarks.firstIndex { $0.id == id }
    }

    /// The landmark with this id, as it is now.
    package func landmark(id: Landmark.ID) -> Landmark? {
        index(of: id).map { landmarks[$0] }
    }

    /// Sets the favorite flag of the landmark with this id; unknown ids are ignored.
    package func setFavorite(_ isFavorite: Bool, id: Landmark.ID) {
        guard let index = index(of: id), landmarks[index].isFavorite != isFavorite else { return }
        landmarks[index].isFavorite = isFavorite
    }

    /// Flips the favorite flag of the landmark with this id; unknown ids are ignored.
    package func toggleFavorite(id: Landmark.ID) {
        guard let index = index(of: id) else { return }
        landmarks[index].isFavorite.toggle()
    }
}
