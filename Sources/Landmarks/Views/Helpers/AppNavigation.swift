import GtkUI
import LandmarksModel
import Observation

/// Where the user is: the Featured tab's pushed details, the List tab's
/// filter, search and selection. Kept above the tabs so the window's commands
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
    /// True while the main window opens, until its first frame is on screen:
    /// what lies below the fold at the usual sizes (the Featured tab's
    /// category rows, under a carousel as tall as the window) is built right
    /// after it, so the window shows sooner.
    var isOpening = false

    /// The landmark whose detail is on screen in `tab`, if any.
    func shownLandmark(in tab: AppTab) -> Landmark.ID? {
        switch tab {
        case .featured: featuredPath.last
        case .list: listSelection
        }
    }
}
