import Adw
import Gtk
import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

// The 2025 sample's toolbar, menus and sharing on a real header bar.

@Observable @MainActor
private final class ChromeModel {
    var path: [Int] = []
    var editing = false
    var log: [String] = []
}

private struct ToolbarPage: View {
    let model: ChromeModel
    var body: some View {
        TabView(selection: .constant("one"), title: "Sample") {
            Tab("One", systemImage: "starred-symbolic", value: "one") {
                NavigationStack(path: Bindable(model).path) {
                    Text("Root").navigationTitle("Root Title")
                } destination: { value in
                    Text("Page \(value)")
                        .navigationTitle("Page \(value)")
                        .toolbar(removing: model.editing ? .title : nil)
                        .navigationBarBackButtonHidden(model.editing)
                        .toolbar {
                            ToolbarSpacer(.flexible)
                            ToolbarItem { Button("Share") {} }
                            ToolbarSpacer(.fixed)
                            ToolbarItemGroup {
                                Button("Favorite") {}
                                Button("Collections") {}
                            }
                        }
                }
            }
        }
    }
}

final class SwiftUI2025ChromeTests: XCTestCase {
    func testPageItemsReadLeftToRightAsWrittenAndSpacersPartTheGroups() throws {
        try GtkTest.run {
            let model = ChromeModel()
            model.path = [1]
            let mounted = PresentedView(ToolbarPage(model: model), width: 800, height: 400)
            let header = try XCTUnwrap(mounted.host.widget.firstDescendant(Adw.HeaderBar.self))
            mounted.settle()
            let labels = header.descendants(Gtk.Label.self).compactMap { label -> (String, Double, Double)? in
                guard let text = label.label, ["Share", "Favorite", "Collections"].contains(text),
                      let button = label.ancestor(widgetType: Gtk.Button.gType),
                      let bounds = button.bounds(in: header) else { return nil }
                return (text, bounds.x, bounds.width)
            }
            XCTAssertEqual(labels.sorted { $0.1 < $1.1 }.map(\.0), ["Share", "Favorite", "Collections"])
            let share = try XCTUnwrap(labels.first { $0.0 == "Share" }), favorite = try XCTUnwrap(labels.first { $0.0 == "Favorite" })
            let gap = favorite.1 - (share.1 + share.2)
            XCTAssertGreaterThanOrEqual(gap, 12, "a fixed spacer parts the share button from the group")
        }
    }

    func testRemovingTheTitleAndHidingBackLeaveThePageWithoutThemUntilTheyAreAskedForAgain() throws {
        try GtkTest.run {
            let model = ChromeModel()
            model.path = [2]
            let mounted = PresentedView(ToolbarPage(model: model), width: 800, height: 400)
            let header = try XCTUnwrap(mounted.host.widget.firstDescendant(Adw.HeaderBar.self))
            // The title the header shows: the one mapped (a view switcher keeps its own for narrow widths).
            @MainActor func shownTitle() -> String? {
                header.descendants(Adw.WindowTitle.self).first { $0.isMapped }?.title
            }
            let back = try XCTUnwrap(header.descendants(Gtk.Button.self).first { $0.tooltipText == tr("Back") })
            XCTAssertEqual(shownTitle(), "Page 2")
            XCTAssertTrue(back.isVisible)

            model.editing = true
            mounted.settle()
            XCTAssertEqual(shownTitle(), "", "the header shows no title")
            XCTAssertFalse(back.isVisible, "and no Back button")

            model.editing = false
            mounted.settle()
            XCTAssertEqual(shownTitle(), "Page 2")
            XCTAssertTrue(back.isVisible)
        }
    }
}
