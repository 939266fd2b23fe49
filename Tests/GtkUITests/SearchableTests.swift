@_spi(Bindings) import GtkBridge
import Adw
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
private final class SearchModel {
    var query = ""
    var column = NavigationSplitViewColumn.sidebar
}

private struct SearchReader: View {
    @Environment(\.isSearching) private var isSearching
    var body: some View {
        Text(isSearching ? "Searching" : "Browsing")
    }
}

private struct SearchableList: View {
    let model: SearchModel
    var body: some View {
        SearchReader()
            .searchable(text: Bindable(model).query, prompt: "Find a trail")
    }
}

private struct CompactColumns: View {
    let model: SearchModel
    var body: some View {
        NavigationSplitView(preferredCompactColumn: Bindable(model).column) {
            Text("Sidebar")
        } detail: {
            Text("Detail").frame(minWidth: 200)
        }
    }
}

final class SearchableTests: XCTestCase {
    func testASearchableViewIsSearchingWhileItsBarIsOpenOrHoldsText() throws {
        try GtkTest.run {
            let model = SearchModel()
            let mounted = PresentedView(SearchableList(model: model), width: 400, height: 300)
            let root = mounted.host.widget
            XCTAssertNotNil(findLabel("Browsing", in: root))
            let bar = try XCTUnwrap(allWidgets("GtkSearchBar", in: root).first?.cast(to: Gtk.SearchBar.self))
            bar.searchMode = true   // as Ctrl+F or a typed letter does
            mounted.settle()
            XCTAssertNotNil(findLabel("Searching", in: root))
            let entry = try XCTUnwrap(allWidgets("GtkSearchEntry", in: root).first)
            // The prompt is the entry's placeholder, and so its name for screen readers.
            assertAccessibleLabel(entry, "Find a trail")

            model.query = "lake"
            bar.searchMode = false   // Escape
            mounted.settle()
            XCTAssertNotNil(findLabel("Searching", in: root), "text left in the field is still a search")
            model.query = ""
            mounted.settle()
            XCTAssertNotNil(findLabel("Browsing", in: root))
        }
    }

    func testThePreferredCompactColumnIsTheOneAFoldedSplitViewShows() throws {
        try GtkTest.run {
            let model = SearchModel()
            model.column = .detail
            let mounted = PresentedView(CompactColumns(model: model), width: 400, height: 400)
            let root = mounted.host.widget
            let leaflet = try XCTUnwrap(allWidgets("AdwLeaflet", in: root).first?.cast(to: Adw.Leaflet.self))
            XCTAssertTrue(leaflet.isFolded)
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("Detail", in: root).map { $0.isMapped } ?? false }))
            model.column = .sidebar
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("Sidebar", in: root).map { $0.isMapped } ?? false }))
        }
    }
}
