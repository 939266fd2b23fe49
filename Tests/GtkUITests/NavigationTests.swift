@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk
@_spi(Bindings) import Adw

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
            let stack = mounted.host.widget.descendants(Adw.ViewStack.self)[0]
            XCTAssertEqual(stack.visibleChildName, "tab-one")

            model.tab = "two"
            mounted.settle()
            XCTAssertEqual(stack.visibleChildName, "tab-two")

            stack.visibleChildName = "tab-one"   // as the switcher would
            XCTAssertEqual(model.tab, "one")
            mounted.settle()
            XCTAssertEqual(stack.visibleChildName, "tab-one")
        }
    }

    func testPushingAndPoppingThePathShowsPagesAndTheBackButton() {
        GtkTest.run {
            let model = NavigationModel()
            let mounted = PresentedView(TabsAndStack(model: model), width: 800, height: 500)
            let leaflet = mounted.host.widget.descendants(Adw.Leaflet.self)[0]
            let back = findWidget("GtkButton", in: mounted.host.widget)!   // the header's first button
            XCTAssertFalse(back.isVisible)

            model.path = [7]
            mounted.settle()
            let page = leaflet.visibleChild!
            XCTAssertNotNil(findLabel("Page 7", in: page))
            XCTAssertTrue(back.isVisible, "a pushed page shows the back button")
            let title = mounted.host.widget.descendants(Adw.WindowTitle.self)[0]
            XCTAssertEqual(title.title, "Page 7")

            back.emitSignal("clicked")
            XCTAssertEqual(model.path, [])
            mounted.settle()
            XCTAssertFalse(back.isVisible)
            let pages = leaflet.objectProperty("pages")!
            // The page goes once its slide-out animation has finished.
            GtkTest.settle(until: { listItems(of: pages).count == 1 }, timeout: 5)
            XCTAssertEqual(listItems(of: pages).count, 1, "the popped page was removed")
        }
    }

    func testToolbarItemsShowOnlyWithTheirTab() {
        GtkTest.run {
            let model = NavigationModel()
            let mounted = PresentedView(TabsAndStack(model: model), width: 800, height: 500)
            let header = findWidget("AdwHeaderBar", in: mounted.host.widget)!
            @MainActor func filterButtons() -> Int {
                allWidgets("GtkButton", in: header).filter { $0.tooltipText == "Filter" }.count
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
