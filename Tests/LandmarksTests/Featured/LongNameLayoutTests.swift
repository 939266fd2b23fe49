@_spi(Bindings) import GtkBridge
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
            let items = categoryItems(in: presented.host.widget)
            XCTAssertEqual(items.count, model.landmarks.count)
            let row = items.filter { item in
                item.descendants(Gtk.Label.self).contains { $0.label == model.landmarks[0].name }
            }
            let long = try XCTUnwrap(row.first)
            let recycler = long.enclosing("CgtkRecycler")
            let neighbour = try XCTUnwrap(items.first { $0 != long && $0.enclosing("CgtkRecycler") == recycler },
                                          "another \(category) item")
            XCTAssertEqual(long.width, neighbour.width, "the long name is cut, not the row widened")
        }
    }

    func testNamesAreClippedToTheirLineAndRowsToThemselves() throws {
        try GtkTest.run {
            let stacked = "a" + String(repeating: "\u{301}", count: 30) + " Lake"
            let model = try Self.model(renaming: 0, to: stacked)
            let navigation = AppNavigation()
            let home = PresentedView(CategoryHome().environment(model).environment(navigation))
            let item = try XCTUnwrap(categoryItems(in: home.host.widget).first { findLabel(stacked, in: $0) != nil })
            let itemName = try XCTUnwrap(findLabel(stacked, in: item))
            // `.frame(width: 155).clipped()`: the frame the name fills clips it.
            let nameFrame = try XCTUnwrap(itemName.parent)
            XCTAssertEqual(nameFrame.width, 155)
            XCTAssertEqual(itemName.width, 155, "the name fills its frame")
            XCTAssertEqual(nameFrame.overflow, .hidden, "the category item's name")
            home.tearDown()

            let list = PresentedView(LandmarkList().environment(model).environment(navigation))
            list.settle()
            let rowName = try XCTUnwrap(findLabel(stacked, in: list.host.widget))
            XCTAssertEqual(rowName.overflow, .hidden, "the list row's name")
            let row = try XCTUnwrap(rowName.enclosing("CgtkRecyclerRow"))
            XCTAssertEqual(row.overflow, .hidden, "the list row")
        }
    }
}
