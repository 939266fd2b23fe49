@_spi(Bindings) import GtkBridge
import CGtk
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
            let stack = OpaquePointer(try XCTUnwrap(findWidget(named: "AdwViewStack", in: mounted.host.widget)))
            let pages = adw_view_stack_get_pages(stack)!
            XCTAssertEqual(g_list_model_get_n_items(pages), 2, "the untagged view is no tab")
            var items: [(String, String)] = []
            for index in 0..<g_list_model_get_n_items(pages) {
                let page = OpaquePointer(g_list_model_get_item(pages, index)!)
                items.append((String(cString: adw_view_stack_page_get_title(page)), String(cString: adw_view_stack_page_get_icon_name(page))))
                g_object_unref(UnsafeMutableRawPointer(page))
            }
            g_object_unref(UnsafeMutableRawPointer(pages))
            XCTAssertTrue(items.elementsEqual([("Featured", "non-starred-symbolic"), ("List", "view-list-bullet-symbolic")], by: ==), "\(items)")
            XCTAssertNotNil(findLabel("featured page", in: mounted.host.widget.widget))

            tabs.selection = .list
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("list page", in: mounted.host.widget.widget) != nil }),
                          "the list tab shows when selected")
            adw_view_stack_set_visible_child_name(stack, "tab-featured")   // as the switcher would
            XCTAssertEqual(tabs.selection, .featured, "switching tabs writes the selection")
        }
    }
}
