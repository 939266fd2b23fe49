@_spi(Bindings) import GtkBridge
import Adw
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private enum Section: Hashable { case featured, list }

@Observable @MainActor
private final class Tabs {
    var selection = Section.featured
}

private struct Tabbed: View {
    @Bindable var tabs: Tabs
    var body: some View {
        TabView(selection: $tabs.selection) {
            Text("featured page")
                .tabItem { Label("Featured", systemImage: "star") }
                .tag(Section.featured)
            Text("list page")
                .tag(Section.list)
                .tabItem { Label("List", systemImage: "list.bullet") }
            Text("no tab")
        }
    }
}

/// SwiftUI's TabView(selection:) with .tabItem and .tag makes the same tabs as GtkUI's Tab.
final class TabItemTests: XCTestCase {
    func testTaggedTabItemsAreTabsWithTheirTitlesAndIconsAndFollowTheSelection() throws {
        try GtkTest.run {
            let tabs = Tabs()
            let mounted = PresentedView(Tabbed(tabs: tabs), width: 800, height: 500)
            let stack = try XCTUnwrap(findWidget("AdwViewStack", in: mounted.host.widget)?.cast(to: Adw.ViewStack.self))
            let pages = listItems(of: try XCTUnwrap(stack.objectProperty("pages")))
            XCTAssertEqual(pages.count, 2, "the untagged view is no tab")
            var items: [(String, String)] = []
            for page in pages.map({ $0.cast(to: Adw.ViewStackPage.self)! }) {
                items.append((page.title ?? "", page.iconName ?? ""))
            }
            XCTAssertTrue(items.elementsEqual([("Featured", "non-starred-symbolic"), ("List", "view-list-bullet-symbolic")], by: ==), "\(items)")
            XCTAssertNotNil(findLabel("featured page", in: mounted.host.widget))

            tabs.selection = .list
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("list page", in: mounted.host.widget) != nil }),
                          "the list tab shows when selected")
            stack.visibleChildName = "tab-featured"   // as the switcher would
            XCTAssertEqual(tabs.selection, .featured, "switching tabs writes the selection")
        }
    }
}
