import GtkUI
import LandmarksModel
import Observation

/// Where the user is: the Featured tab's pushed details, the List tab's
/// filter, search and selection, the Collections tab's pages, and the
/// collection being named. Kept above the tabs so the window's commands
/// (Add to Favorites) know which landmark is on screen.
@Observable @MainActor
final class AppNavigation {
    /// Landmarks pushed on the Featured tab, by id (the last one is shown).
    var featuredPath: [Landmark.ID] = []
    /// The List tab's selection, held by id.
    var listSelection: Landmark.ID?
    /// In a narrow window: whether the List tab shows the detail pane.
    var showsListDetail = false
    var filter = LandmarkFilter()
    var isSearching = false
    /// Whether the profile sheet is open.
    var showsProfile = false
    /// A profile draft discarded by closing the sheet and taken back with
    /// Undo: the sheet reopens on it, in the editor.
    var restoredProfileDraft: Profile?
    /// The profile's recent hike: whether its graph is open, and what it
    /// plots. Kept here, not in the summary, which editing replaces.
    var showsHikeDetail = true
    var hikeMeasure = HikeMeasure.elevation
    /// The Collections tab's pages: a collection, then a landmark in it.
    var collectionsPath: [CollectionRoute] = []
    /// The collection being named in the naming alert, while it is open.
    var naming: CollectionNaming?
    /// The name typed in the naming alert.
    var collectionName = ""

    /// The landmark whose detail is on screen in `tab`, if any.
    func shownLandmark(in tab: AppTab) -> Landmark.ID? {
        switch tab {
        case .featured: featuredPath.last
        case .list: listSelection
        case .collections:
            if case .landmark(let id)? = collectionsPath.last { id } else { nil }
        }
    }
}
