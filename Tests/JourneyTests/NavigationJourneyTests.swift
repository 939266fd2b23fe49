@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Opening a landmark from the Featured tab and coming back, by mouse and by
/// keyboard alone.
final class NavigationJourneyTests: XCTestCase {
    /// The category item button for `name` on the Featured page.
    @MainActor
    private static func categoryItem(_ name: String, _ driver: AppDriver) -> Gtk.Widget? {
        let page = driver.visiblePage!
        return categoryItems(in: page).first { findLabel(name, in: $0) != nil && driver.isShowing($0) }
    }

    func testCategoryItemOpensItsDetailAndBackReturnsTheFocusToIt() throws {
        try GtkTest.run {
            // Tall enough for every category row, whichever order the language sorts them in.
            let driver = try AppDriver(width: 1000, height: 1150, tab: "featured")
            try assertShowsFeatured(driver)
            let item = try XCTUnwrap(Self.categoryItem(shown("St. Mary Lake"), driver))
            driver.click(item)
            driver.wait("the detail opens") { driver.label(tr("About %1$s", shown("St. Mary Lake"))) != nil }
            XCTAssertEqual(driver.headerTitle, shown("St. Mary Lake"))
            let map = try XCTUnwrap(allWidgets("GtkDrawingArea", in: driver.mainWindow!.window).first {
                $0.isMapped && $0.isFocusable
            }, "the detail's map")
            map.grabFocus()
            XInput.press("alt+Left")
            driver.wait("Alt+Left from the map goes back") { driver.navigation.featuredPath.isEmpty && driver.headerTitle == nil }
            driver.wait("the focus is back on the item that opened the detail") {
                Self.categoryItem(shown("St. Mary Lake"), driver).map { driver.focused(within: "CgtkRecyclerRow") == $0 } ?? false
            }

            driver.click(try XCTUnwrap(Self.categoryItem(shown("Twin Lake"), driver)))
            driver.wait("the detail opens") { driver.label(tr("About %1$s", shown("Twin Lake"))) != nil }
            driver.click(try XCTUnwrap(driver.headerButton(tr("Back"))))
            driver.wait("Back returns to the Featured page") { driver.navigation.featuredPath.isEmpty }
            driver.wait("the focus is back on the item") {
                Self.categoryItem(shown("Twin Lake"), driver).map { driver.focused(within: "CgtkRecyclerRow") == $0 } ?? false
            }
        }
    }

    func testKeyboardAloneOpensALandmarkAndTogglesItsFavorite() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            // Tab stops: the carousel, its dots, then one per category row.
            var stops = 0
            while Self.focusedCategoryItem(driver) == nil, stops < 12 {
                XInput.press("Tab")
                driver.settle()
                stops += 1
            }
            // The rows in the order the language sorts their names: the first row's
            // first two items, and the second row's first.
            let rows = driver.model.categoryNames.map { Array(driver.model.categories[$0]!) }
            let (firstItem, secondItem, nextRowItem) = (rows[0][0].name, rows[0][1].name, rows[1][0].name)
            let first = try XCTUnwrap(Self.focusedCategoryItem(driver), "Tab reaches a category row")
            XCTAssertEqual(findLabel(firstItem, in: first).map { _ in true }, true, "the row's first item")
            XInput.press("Right")
            driver.wait("Right moves along the row") { Self.focusedCategoryItem(driver).map { findLabel(secondItem, in: $0) != nil } ?? false }
            XInput.press("Tab")
            driver.settle()
            let next = try XCTUnwrap(Self.focusedCategoryItem(driver), "Tab goes on to the next row")
            XCTAssertNotNil(findLabel(nextRowItem, in: next), "one Tab stop per row: the next row's first item")
            XInput.press("shift+Tab")
            driver.wait("Shift+Tab comes back to the first row") { Self.focusedCategoryItem(driver).map { findLabel(firstItem, in: $0) != nil } ?? false }

            XInput.press("Return")
            driver.wait("Enter opens the landmark") { driver.label(tr("About %1$s", firstItem)) != nil }
            let wasFavorite = driver.model.landmarks.first { $0.name == firstItem }!.isFavorite
            var presses = 0
            while driver.focused(within: "GtkToggleButton").map({ !$0.hasCSSClass("favorite-button") }) ?? true,
                  presses < 10 {
                XInput.press("Tab")
                driver.settle()
                presses += 1
            }
            XCTAssertNotNil(driver.focused(within: "GtkToggleButton"), "Tab reaches the favorite button")
            XInput.press("space")
            driver.wait("Space toggles the favorite") {
                driver.model.landmarks.first { $0.name == firstItem }!.isFavorite != wasFavorite
            }
            XInput.press("alt+Left")
            driver.wait("Alt+Left goes back") { driver.navigation.featuredPath.isEmpty }
            driver.wait("the focus is on the item again") { Self.focusedCategoryItem(driver) != nil }
        }
    }

    @MainActor
    private static func focusedCategoryItem(_ driver: AppDriver) -> Gtk.Widget? {
        driver.focused(within: "CgtkRecyclerRow").flatMap { allWidgets(withStyleClass: "category-item", in: $0).isEmpty ? nil : $0 }
    }
}
