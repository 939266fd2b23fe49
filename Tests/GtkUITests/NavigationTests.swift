@_spi(Bindings) import GtkBridge
import CGtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
final class NavigationModel {
    var tab = "one"
    var path: [Int] = []
}

private struct TabsAndStack: View {
    let model: NavigationModel
    var body: some View {
        TabView(selection: Bindable(model).tab, title: "Test") {
            Tab("One", systemImage: "starred-symbolic", value: "one") {
                NavigationStack(path: Bindable(model).path) {
                    Text("Root").navigationTitle("Root Title")
                } destination: { value in
                    Text("Page \(value)").navigationTitle("Page \(value)")
                }
            }
            Tab("Two", systemImage: "view-list-symbolic", value: "two") {
                Text("Second tab").toolbar {
                    ToolbarItem(placement: .end) { IconButton("Filter", systemImage: "funnel-symbolic") {} }
                }
            }
        }
    }
}

final class NavigationTests: XCTestCase {
    func testTabSelectionIsBoundBothWaysWithoutEcho() {
        GtkTest.run {
            let model = NavigationModel()
            let mounted = PresentedView(TabsAndStack(model: model), width: 800, height: 500)
            let stack = OpaquePointer(findWidget(named: "AdwViewStack", in: mounted.host.widget)!)
            XCTAssertEqual(String(cString: adw_view_stack_get_visible_child_name(stack)), "tab-one")

            model.tab = "two"
            mounted.settle()
            XCTAssertEqual(String(cString: adw_view_stack_get_visible_child_name(stack)), "tab-two")

            adw_view_stack_set_visible_child_name(stack, "tab-one")   // as the switcher would
            XCTAssertEqual(model.tab, "one")
            mounted.settle()
            XCTAssertEqual(String(cString: adw_view_stack_get_visible_child_name(stack)), "tab-one")
        }
    }

    func testPushingAndPoppingThePathShowsPagesAndTheBackButton() {
        GtkTest.run {
            let model = NavigationModel()
            let mounted = PresentedView(TabsAndStack(model: model), width: 800, height: 500)
            let leaflet = OpaquePointer(findWidget(named: "AdwLeaflet", in: mounted.host.widget)!)
            let back = findWidget(named: "GtkButton", in: mounted.host.widget)!   // the header's first button
            XCTAssertEqual(gtk_widget_get_visible(back), 0)

            model.path = [7]
            mounted.settle()
            let page = adw_leaflet_get_visible_child(leaflet)!
            XCTAssertNotNil(findLabel("Page 7", in: page))
            XCTAssertEqual(gtk_widget_get_visible(back), 1, "a pushed page shows the back button")
            let title = findWidget(named: "AdwWindowTitle", in: mounted.host.widget)!
            XCTAssertEqual(String(cString: adw_window_title_get_title(OpaquePointer(title))), "Page 7")

            cgtk_signal_emit(back, "clicked")
            XCTAssertEqual(model.path, [])
            mounted.settle()
            XCTAssertEqual(gtk_widget_get_visible(back), 0)
            let pages = adw_leaflet_get_pages(leaflet)
            defer { g_object_unref(UnsafeMutableRawPointer(pages)) }
            // The page goes once its slide-out animation has finished.
            GtkTest.settle(until: { g_list_model_get_n_items(pages) == 1 }, timeout: 5)
            XCTAssertEqual(g_list_model_get_n_items(pages), 1, "the popped page was removed")
        }
    }

    func testToolbarItemsShowOnlyWithTheirTab() {
        GtkTest.run {
            let model = NavigationModel()
            let mounted = PresentedView(TabsAndStack(model: model), width: 800, height: 500)
            let header = findWidget(named: "AdwHeaderBar", in: mounted.host.widget)!
            @MainActor func filterButtons() -> Int {
                var count = 0
                var index = 0
                while let button = findWidget(named: "GtkButton", in: Gtk.Widget(taking: UnsafeMutableRawPointer(header)), index: index) {
                    if let tooltip = gtk_widget_get_tooltip_text(button), String(cString: tooltip) == "Filter" { count += 1 }
                    index += 1
                }
                return count
            }
            XCTAssertEqual(filterButtons(), 0)
            model.tab = "two"
            mounted.settle()
            XCTAssertEqual(filterButtons(), 1)
            model.tab = "one"
            mounted.settle()
            XCTAssertEqual(filterButtons(), 0)
        }
    }

    /// A tab nobody has opened has no widgets yet; opening it builds its
    /// content, which then stays while another tab shows.
    func testATabIsBuiltWhenFirstSelectedAndKept() {
        GtkTest.run {
            let model = NavigationModel()
            let mounted = PresentedView(TabsAndStack(model: model), width: 800, height: 500)
            let root = mounted.host.widget
            XCTAssertNil(findLabel("Second tab", in: root), "not built before it is opened")
            model.tab = "two"
            mounted.settle()
            XCTAssertNotNil(findLabel("Second tab", in: root))
            model.tab = "one"
            mounted.settle()
            XCTAssertNotNil(findLabel("Second tab", in: root), "kept once built")
        }
    }
}
