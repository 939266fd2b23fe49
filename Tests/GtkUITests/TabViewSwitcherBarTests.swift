@_spi(Bindings) import GtkBridge
import Adw
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private enum Page: Hashable { case first, second }

@Observable @MainActor
private final class Pages {
    var selection = Page.first
}

private struct TwoTabs: View {
    @Bindable var pages: Pages
    var body: some View {
        TabView(selection: $pages.selection, title: "Pages") {
            Tab("First", systemImage: "star", value: Page.first) { Text("first page") }
            Tab("Second", systemImage: "list.bullet", value: Page.second) { Text("second page") }
        }
    }
}

/// The tab buttons in the bar a narrow window shows at the bottom.
@MainActor
private func bottomBarButtons(in root: Gtk.Widget) throws -> [Gtk.Widget] {
    let bar = try XCTUnwrap(findWidget("AdwViewSwitcherBar", in: root))
    return allWidgets("AdwViewSwitcherButton", in: bar)
}

final class TabViewSwitcherBarTests: XCTestCase {

    func testAWideWindowBuildsNoBottomBarButtons() throws {
        try GtkTest.run {
            let mounted = PresentedView(TwoTabs(pages: Pages()), width: 800, height: 500)
            let header = try XCTUnwrap(findWidget("AdwHeaderBar", in: mounted.host.widget))
            XCTAssertFalse(allWidgets("AdwViewSwitcherButton", in: header).filter(\.isMapped).isEmpty,
                           "the tabs' buttons show in the header")
            XCTAssertEqual(try bottomBarButtons(in: mounted.host.widget).count, 0,
                           "the bottom bar, never shown, has no buttons")
        }
    }

    func testANarrowWindowShowsABottomBarWhoseButtonsSwitchTabs() throws {
        try GtkTest.run {
            let pages = Pages()
            let mounted = PresentedView(TwoTabs(pages: pages), width: 360, height: 500)
            let bar = try XCTUnwrap(findWidget("AdwViewSwitcherBar", in: mounted.host.widget)?.cast(to: Adw.ViewSwitcherBar.self))
            XCTAssertTrue(GtkTest.iterate(until: { bar.reveal }), "the bottom bar shows in a narrow window")
            let buttons = try bottomBarButtons(in: mounted.host.widget)
            XCTAssertEqual(buttons.count, 2, "a button per tab")
            let second = try XCTUnwrap(buttons.first { button in
                button.descendants(Gtk.Label.self).contains { $0.label == "Second" }
            })
            XCTAssertTrue(GtkTest.iterate(until: { second.isMapped }), "the buttons show")
            second.emitSignal("clicked")   // as a click does
            mounted.settle()
            XCTAssertEqual(pages.selection, .second, "the bottom bar's button selects its tab")
        }
    }
}
