@_spi(Bindings) import GtkBridge
import GtkUIWidgets
import Foundation
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

/// The List tab in a window, with the app's model, navigation and a saved-state
/// store in a temporary directory.
@MainActor
private final class ListTab {
    let model: ModelData
    let navigation = AppNavigation()
    let settings: AppSettings
    let store: StateStore
    let autosaver: Autosaver
    let presented: PresentedView<ContentView>

    init(width: Int32 = 1000, height: Int32 = 720, landmarks: [Landmark]? = nil) throws {
        model = try bundledModel()
        if let landmarks { model.landmarks = landmarks }
        settings = try memorySettings()
        settings.selectedTab = AppTab.list.rawValue
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        store = StateStore(directory: directory)
        (autosaver, _) = Autosaver.restore(into: model, from: store)
        presented = PresentedView(
            ContentView(model: model, settings: settings, toaster: Toaster(), navigation: navigation),
            width: width, height: height)
    }

    var root: Gtk.Widget { presented.host.widget }

    /// The List tab's list (the Featured tab's category rows are lists too).
    var landmarkList: Recycler? {
        root.descendants(Recycler.self).first { $0.hasCSSClass("navigation-sidebar") }
    }

    /// Row names the list holds, in order (whether or not their rows are built).
    var listedNames: [String] {
        guard let list = landmarkList else { return [] }
        return (0..<list.nItems).compactMap { index in
            guard let id = landmarkID(at: index) else { return nil }
            return self.model.landmark(id: id)?.name
        }
    }

    private func landmarkID(at position: UInt32) -> Landmark.ID? {
        // The list shows filtered landmarks in catalogue order.
        let filtered = model.landmarks.filter(navigation.filter.matches)
        return Int(position) < filtered.count ? filtered[Int(position)].id : nil
    }

    var favoriteButton: Gtk.ToggleButton? {
        root.descendants(Gtk.ToggleButton.self).first { $0.hasCSSClass("favorite-button") }
    }

    func starredRows() -> Int {
        allWidgets("GtkImage", in: landmarkList!).filter { $0.hasCSSClass("fg-yellow-3") }.count
    }

    func settle() {
        presented.settle()
        GtkTest.waitForFrames(of: root)
        presented.settle()
    }

    func tearDown() { presented.tearDown() }
}

final class ListTabTests: XCTestCase {
    func testTogglingAFavoriteInTheDetailShowsInTheRowTheFavoritesFilterAndTheSavedState() throws {
        try GtkTest.run {
            let tab = try ListTab()
            tab.navigation.listSelection = 1005   // Twin Lake, not a favorite
            tab.settle()
            XCTAssertEqual(tab.starredRows(), 3)
            let writes = tab.store.writeCount
            let button = try XCTUnwrap(tab.favoriteButton)
            button.isActive = true   // a click
            XCTAssertTrue(tab.model.landmark(id: 1005)!.isFavorite)
            tab.settle()
            XCTAssertEqual(tab.starredRows(), 4, "the row's star appeared")
            tab.navigation.filter.favoritesOnly = true
            tab.settle()
            XCTAssertTrue(tab.listedNames.contains("Twin Lake"), "the favorites-only list has it")
            GtkTest.settle(until: { tab.store.writeCount > writes }, timeout: 2)
            XCTAssertEqual(tab.store.writeCount, writes + 1, "saved once")
            XCTAssertEqual(tab.store.load().state.favorites[1005], true)
        }
    }

    func testSelectionSurvivesAFavoriteToggleAndAFilterChangeThatKeepsIt() throws {
        try GtkTest.run {
            let tab = try ListTab()
            tab.navigation.listSelection = 1004   // St. Mary Lake
            tab.settle()
            let detailTitle = { findLabel("About St. Mary Lake", in: tab.root) != nil }
            XCTAssertTrue(detailTitle())
            tab.model.toggleFavorite(id: 1004)
            tab.settle()
            XCTAssertEqual(tab.navigation.listSelection, 1004)
            XCTAssertTrue(detailTitle())
            tab.navigation.filter.category = .lakes
            tab.settle()
            XCTAssertTrue(detailTitle(), "still listed under Lakes: still selected")
            tab.navigation.filter.category = .rivers
            tab.settle()
            XCTAssertFalse(detailTitle(), "not listed under Rivers: the detail gives way")
            XCTAssertNotNil(findWidget("GtkDrawingArea", in: tab.root), "the map of the listed landmarks takes its place")
        }
    }

    func testEmptyResultSaysWhy() throws {
        try GtkTest.run {
            let tab = try ListTab()
            tab.navigation.filter = LandmarkFilter(category: .rivers, favoritesOnly: true)
            for id in tab.model.landmarks.filter({ $0.category == .rivers }).map(\.id) { tab.model.setFavorite(false, id: id) }
            tab.settle()
            XCTAssertNotNil(findLabel("No Favorite Rivers", in: tab.root))
        }
    }

    func testTenThousandLandmarksBuildRowsForAboutAScreenfulOnly() throws {
        try GtkTest.run {
            let base = try bundledModel().landmarks
            let many = (0..<10_000).map { index -> Landmark in
                var landmark = base[index % base.count]
                landmark.id = 100_000 + index
                landmark.name = "\(landmark.name) \(index)"
                return landmark
            }
            let tab = try ListTab(width: 1000, height: 600, landmarks: many)
            let list = try XCTUnwrap(tab.landmarkList)
            XCTAssertTrue(GtkTest.iterate(until: { childWidgets(of: list).filter { $0.isMapped }.count >= 8 }))
            let rows = childWidgets(of: list)
            let mapped = rows.filter { $0.isMapped }.count
            XCTAssertGreaterThanOrEqual(mapped, 8, "a 600 px window shows about 9 rows of 68 px")
            XCTAssertLessThanOrEqual(mapped, 13)
            XCTAssertLessThanOrEqual(rows.count, 2 * 9, "rows built for the viewport and a few beside it, not 10,000")
        }
    }

    func testDetailAndListRenderAndEveryControlHasAName() throws {
        try GtkTest.run {
            let tab = try ListTab()
            tab.navigation.listSelection = 1004
            tab.settle()
            XCTAssertTrue(tab.presented.waitForPictures())
            try tab.presented.snapshot("list-tab.png")
            let buttons = (allWidgets("GtkButton", in: tab.root) + allWidgets("GtkToggleButton", in: tab.root))
                .compactMap { $0.cast(to: Gtk.Button.self) }
            for button in buttons where button.isMapped && button.child?.typeName == "GtkImage" {
                // Icon-only buttons must carry a name for screen readers.
                let parent = button.parent.map { $0.typeName } ?? "-"
                let icon = button.iconName ?? "-"
                guard parent != "GtkWindowControls" else { continue }   // GTK names its own
                XCTAssertNotNil(button.tooltipText, "icon button without a name: \(icon) in \(parent)")
            }
        }
    }
}
