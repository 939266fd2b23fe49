@_spi(Bindings) import GtkBridge
import CGtkWidgets
import Foundation
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

/// Long and stacked names keep to their place: a 200-letter word is
/// ellipsized within its category item, which stays as wide as its
/// neighbours, and marks stacked above or below a name's line are cut at
/// the line and at the list row, never painted over their neighbours.
final class LongNameLayoutTests: XCTestCase {
    @MainActor
    private static func model(renaming index: Int, to name: String) throws -> ModelData {
        let model = try bundledModel()
        model.landmarks[index].name = name
        return model
    }

    func testAWordOfTwoHundredLettersLeavesItsCategoryItemAsWideAsTheOthers() throws {
        try GtkTest.run {
            let model = try Self.model(renaming: 0, to: String(repeating: "W", count: 200))
            let category = model.landmarks[0].category
            let presented = PresentedView(CategoryHome().environment(model).environment(AppNavigation()), width: 1400, height: 900)
            presented.settle()
            let items = categoryItems(in: presented.host.widget.widget)
            XCTAssertEqual(items.count, model.landmarks.count)
            let row = items.filter { item in
                allWidgets("GtkLabel", in: item).contains { String(cString: gtk_label_get_label(OpaquePointer($0))) == model.landmarks[0].name }
            }
            let long = try XCTUnwrap(row.first)
            let recycler = gtk_widget_get_ancestor(long, cgtk_recycler_get_type())
            let neighbour = try XCTUnwrap(items.first { $0 != long && gtk_widget_get_ancestor($0, cgtk_recycler_get_type()) == recycler },
                                          "another \(category) item")
            XCTAssertEqual(gtk_widget_get_width(long), gtk_widget_get_width(neighbour), "the long name is cut, not the row widened")
        }
    }

    func testNamesAreClippedToTheirLineAndRowsToThemselves() throws {
        try GtkTest.run {
            let stacked = "a" + String(repeating: "\u{301}", count: 30) + " Lake"
            let model = try Self.model(renaming: 0, to: stacked)
            let navigation = AppNavigation()
            let home = PresentedView(CategoryHome().environment(model).environment(navigation))
            let item = try XCTUnwrap(categoryItems(in: home.host.widget.widget).first { findLabel(stacked, in: $0) != nil })
            let itemName = try XCTUnwrap(findLabel(stacked, in: item))
            // `.frame(width: 155).clipped()`: the frame the name fills clips it.
            let nameFrame = try XCTUnwrap(gtk_widget_get_parent(itemName))
            XCTAssertEqual(gtk_widget_get_width(nameFrame), 155)
            XCTAssertEqual(gtk_widget_get_width(itemName), 155, "the name fills its frame")
            XCTAssertEqual(gtk_widget_get_overflow(nameFrame), GTK_OVERFLOW_HIDDEN, "the category item's name")
            home.tearDown()

            let list = PresentedView(LandmarkList().environment(model).environment(navigation))
            list.settle()
            let rowName = try XCTUnwrap(findLabel(stacked, in: list.host.widget.widget))
            XCTAssertEqual(gtk_widget_get_overflow(rowName), GTK_OVERFLOW_HIDDEN, "the list row's name")
            let row = try XCTUnwrap(gtk_widget_get_ancestor(rowName, cgtk_recycler_row_get_type()))
            XCTAssertEqual(gtk_widget_get_overflow(row), GTK_OVERFLOW_HIDDEN, "the list row")
        }
    }
}
