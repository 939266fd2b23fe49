@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk
@_spi(Bindings) import Adw
import GtkUIWidgets

@Observable @MainActor
private final class Peaks {
    var names = ["Denali", "Foraker", "Hunter"]
    var heights = ["Denali": 6190, "Foraker": 5304, "Hunter": 4442]
}

private struct PeakDetail: View {
    let name: String
    let height: Int
    var body: some View {
        VStack {
            Text("About \(name)")
            Text("\(height) m")
        }
    }
}

/// The sidebar of SwiftUI's tutorials: a list of links, a detail that says
/// what to do until one is followed.
private struct PeakBrowser: View {
    let peaks: Peaks
    var body: some View {
        NavigationSplitView {
            List {
                ForEach(peaks.names, id: \.self) { name in
                    NavigationLink {
                        PeakDetail(name: name, height: peaks.heights[name] ?? 0)
                    } label: {
                        Text(name)
                    }
                }
            }
        } detail: {
            Text("Select a peak").frame(minWidth: 200)
        }
    }
}

/// Links in a list that is not made from a content block.
private struct PeakIndex: View {
    let peaks: Peaks
    var body: some View {
        NavigationSplitView {
            VStack {
                List(peaks.names, id: \.self) { name in
                    NavigationLink(name) { PeakDetail(name: name, height: peaks.heights[name] ?? 0) }
                }
                NavigationLink("The highest") { Text("Denali is the highest") }
            }
        } detail: {
            Text("Select a peak")
        }
    }
}

/// Links with a destination on the pages of a stack, one leading to another.
private struct PeakStack: View {
    let peaks: Peaks
    @State private var path: [Int] = []
    var body: some View {
        TabView(selection: .constant("peaks"), title: "Peaks") {
            Tab("Peaks", systemImage: "view-list-symbolic", value: "peaks") {
                NavigationStack(path: $path) {
                    NavigationLink("Denali") {
                        VStack {
                            PeakDetail(name: "Denali", height: peaks.heights["Denali"] ?? 0)
                            NavigationLink("Its neighbour") { Text("About Foraker").navigationTitle("Foraker") }
                        }
                        .navigationTitle("Denali")
                    }
                    .navigationTitle("Peaks")
                } destination: { (value: Int) in
                    Text("Page \(value)")
                }
            }
        }
    }
}

/// A `NavigationLink(destination:)` shows its destination in the split view's
/// detail, as SwiftUI's does: its row is the control, the row of what is
/// shown is selected, and the detail follows the model.
final class NavigationLinkTests: XCTestCase {
    @MainActor
    private static func row(_ index: Int, of list: Gtk.Widget) -> Gtk.Widget? {
        list.descendants(RecyclerRow.self).first { $0.index == index }
    }

    @MainActor
    private static func isSelected(_ row: Gtk.Widget) -> Bool {
        row.stateFlags.contains(.selected)
    }

    func testAClickOnALinkRowShowsItsDestinationInTheDetailAndSelectsTheRow() throws {
        try GtkTest.run {
            let peaks = Peaks()
            let mounted = PresentedView(PeakBrowser(peaks: peaks), width: 900, height: 500)
            let root = mounted.host.widget
            XCTAssertNotNil(findLabel("Select a peak", in: root), "the detail before a link is followed")
            let list = try XCTUnwrap(allWidgets("CgtkRecycler", in: root).first)
            XCTAssertTrue(allWidgets("GtkButton", in: list).isEmpty, "the rows are the links, not buttons in rows")
            let foraker = try XCTUnwrap(Self.row(1, of: list))
            XInput.click(foraker)
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("About Foraker", in: root) != nil }), "one click opens the link")
            XCTAssertNil(findLabel("Select a peak", in: root))
            XCTAssertTrue(Self.isSelected(foraker), "the row of what is shown is selected")
            XCTAssertFalse(Self.isSelected(try XCTUnwrap(Self.row(0, of: list))))

            peaks.heights["Foraker"] = 5300
            mounted.settle()
            XCTAssertNotNil(findLabel("5300 m", in: root), "the detail follows the model through its link")

            XInput.press("Up")
            XInput.press("Return")
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("About Denali", in: root) != nil }), "Enter opens the focused row's link")
            XCTAssertTrue(Self.isSelected(try XCTUnwrap(Self.row(0, of: list))))
            XCTAssertFalse(Self.isSelected(foraker))
        }
    }

    func testAScreenReaderOpensALinkRowThroughItsActivateAction() throws {
        try GtkTest.run {
            let mounted = PresentedView(PeakBrowser(peaks: Peaks()), width: 900, height: 500)
            let root = mounted.host.widget
            let list = try XCTUnwrap(allWidgets("CgtkRecycler", in: root).first)
            list.emitSignal("activate-row", uint: 2)
            mounted.settle()
            XCTAssertNotNil(findLabel("About Hunter", in: root))
        }
    }

    func testLinksInADataListAndBesideItOpenTheirOwnDestination() throws {
        try GtkTest.run {
            let peaks = Peaks()
            let mounted = PresentedView(PeakIndex(peaks: peaks), width: 900, height: 500)
            let root = mounted.host.widget
            let list = try XCTUnwrap(allWidgets("CgtkRecycler", in: root).first)
            list.emitSignal("activate-row", uint: 1)
            mounted.settle()
            XCTAssertNotNil(findLabel("About Foraker", in: root))
            peaks.heights["Foraker"] = 5303
            mounted.settle()
            XCTAssertNotNil(findLabel("5303 m", in: root), "a data list's link keeps its destination current too")

            let highest = try XCTUnwrap(allWidgets("GtkButton", in: root).first { findLabel("The highest", in: $0) != nil },
                                        "a link outside a list is a button")
            XInput.click(highest)
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("Denali is the highest", in: root) != nil }))
            XCTAssertNil(findLabel("About Foraker", in: root))
            XCTAssertFalse(Self.isSelected(try XCTUnwrap(Self.row(1, of: list))), "no row's link is shown")
        }
    }

    func testAFoldedSplitViewShowsTheDetailWhenALinkIsFollowedAndGoesBack() throws {
        try GtkTest.run {
            let mounted = PresentedView(PeakBrowser(peaks: Peaks()), width: 320, height: 500)
            let root = mounted.host.widget
            let leaflet = try XCTUnwrap(root.descendants(Adw.Leaflet.self).first)
            XCTAssertTrue(GtkTest.iterate(until: { leaflet.isFolded }), "narrow: one pane")
            let list = try XCTUnwrap(allWidgets("CgtkRecycler", in: root).first)
            list.emitSignal("activate-row", uint: 0)
            XCTAssertTrue(GtkTest.iterate(until: {
                leaflet.visibleChild.map { findLabel("About Denali", in: $0) != nil } ?? false
            }), "the detail pane is shown")
            leaflet.navigate(direction: .back)
            mounted.settle()
            XCTAssertNotNil(findLabel("Denali", in: try XCTUnwrap(leaflet.visibleChild)), "back at the sidebar")
            list.emitSignal("activate-row", uint: 2)
            XCTAssertTrue(GtkTest.iterate(until: {
                leaflet.visibleChild.map { findLabel("About Hunter", in: $0) != nil } ?? false
            }), "and forward again to another peak")
        }
    }

    func testLinksOnAStackPushPagesThatFollowTheModelAndGoBackOneByOne() throws {
        try GtkTest.run {
            let peaks = Peaks()
            let mounted = PresentedView(PeakStack(peaks: peaks), width: 800, height: 500)
            let root = mounted.host.widget
            let leaflet = try XCTUnwrap(root.descendants(Adw.Leaflet.self).first)
            let title = try XCTUnwrap(root.descendants(Adw.WindowTitle.self).first)
            let back = try XCTUnwrap(findWidget("GtkButton", in: root), "the header's first button")
            let visible = { leaflet.visibleChild! }
            let link = { (text: String) in allWidgets("GtkButton", in: visible()).first { findLabel(text, in: $0) != nil } }
            XCTAssertFalse(back.isVisible)

            try XCTUnwrap(link("Denali")).emitSignal("clicked")
            mounted.settle()
            XCTAssertNotNil(findLabel("About Denali", in: visible()), "the link pushed its page")
            XCTAssertEqual(title.title, "Denali")
            XCTAssertTrue(back.isVisible)
            peaks.heights["Denali"] = 6194
            mounted.settle()
            XCTAssertNotNil(findLabel("6194 m", in: visible()), "the page follows the model through its link")

            try XCTUnwrap(link("Its neighbour")).emitSignal("clicked")
            mounted.settle()
            XCTAssertNotNil(findLabel("About Foraker", in: visible()), "a link on a pushed page pushes another")
            XCTAssertEqual(title.title, "Foraker")

            back.emitSignal("clicked")
            mounted.settle()
            XCTAssertNotNil(findLabel("About Denali", in: visible()), "Back goes one page back")
            XCTAssertEqual(title.title, "Denali")
            leaflet.navigate(direction: .back)   // a swipe back
            mounted.settle()
            XCTAssertNotNil(findLabel("Denali", in: visible()))
            XCTAssertNil(findLabel("About Denali", in: visible()), "and again to the root")
            XCTAssertEqual(title.title, "Peaks")
            XCTAssertFalse(back.isVisible)
            let pages = try XCTUnwrap(leaflet.objectProperty("pages"))
            GtkTest.settle(until: { listItems(of: pages).count == 1 }, timeout: 5)
            XCTAssertEqual(listItems(of: pages).count, 1, "the pages gone back from are taken down")
        }
    }
}
