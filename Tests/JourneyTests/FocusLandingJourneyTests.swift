@_spi(Bindings) import Gtk
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Where the keyboard focus lands as pages open, as a keyboard or screen
/// reader user meets it: a landmark's page always on its favorite button,
/// however it was opened; a collection's page on its first landmark; and a
/// row's context menu, closed, gives the focus back to its row.
final class FocusLandingJourneyTests: XCTestCase {
    /// The accessible name of the button with the focus, if a button has it.
    @MainActor
    private static func focusedButtonName(_ driver: AppDriver) -> String? {
        guard let focus = driver.focus, focus.isMapped else { return nil }
        return focus.tooltipText
    }

    @MainActor
    private static func assertFocusOnFavorite(
        _ driver: AppDriver, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        driver.wait("the page of \(name) opens", file: file, line: line) {
            driver.label(tr("About %1$s", name)).map(driver.isShowing) == true
        }
        let names = [tr("Add to Favorites"), tr("Remove from Favorites")]
        driver.wait("the focus lands on the favorite button", file: file, line: line) {
            Self.focusedButtonName(driver).map(names.contains) == true
        }
        // It stays there: nothing later moves it to the map or the header.
        GtkTest.assertStaysTrue(for: 0.3, "the focus stays on the favorite button", file: file, line: line) {
            Self.focusedButtonName(driver).map(names.contains) == true
        }
    }

    func testALandmarkOpenedFromANarrowListLandsOnItsFavoriteButton() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 400, height: 800, tab: "list")
            try assertShowsList(driver)
            let row = try XCTUnwrap(driver.tabIntoList(), "Tab reaches the list")
            let name = try XCTUnwrap(driver.listedNames.first)
            XCTAssertNotNil(findLabel(name, in: row))
            XInput.press("Return")
            Self.assertFocusOnFavorite(driver, name)
        }
    }

    func testALandmarkOpenedFromFeaturedLandsOnItsFavoriteButtonAndNowhereOnTheWay() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let row = try XCTUnwrap(driver.tabIntoList(presses: 20), "Tab reaches a category row")
            let name = try XCTUnwrap(driver.model.landmarks.first { findLabel($0.name, in: row) != nil }?.name)
            // Every widget the focus rests on, as a screen reader hears each one.
            let window = driver.window
            var visited: [String] = []
            let watch = window.onNotifyFocusWidget {
                guard let focus = window.focus else { return }
                visited.append(focus.tooltipText ?? focus.typeName)
            }
            defer { watch.disconnect() }
            XInput.press("Return")
            Self.assertFocusOnFavorite(driver, name)
            let favorite = [tr("Add to Favorites"), tr("Remove from Favorites")]
            XCTAssertEqual(visited.filter { !favorite.contains($0) }, [],
                           "the focus went straight to the favorite button, not the map first: \(visited)")
        }
    }

    func testALandmarkOpenedFromTheMapOfAllLandmarksLandsOnItsFavoriteButton() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            let map = try XCTUnwrap(findWidget("GtkDrawingArea", in: driver.window), "the map stands in for the detail")
            var presses = 0
            while driver.focus != map, presses < 12 {
                XInput.press("Tab")
                presses += 1
                driver.settle()
            }
            XCTAssertEqual(driver.focus, map, "Tab reaches the map")
            XInput.press("Right")
            // A group of markers zooms in on Enter; Enter again opens a landmark.
            var tries = 0
            while driver.navigation.listSelection == nil, tries < 5 {
                XInput.press("Return")
                driver.settle()
                tries += 1
            }
            let id = try XCTUnwrap(driver.navigation.listSelection, "a landmark was opened from the map")
            Self.assertFocusOnFavorite(driver, try XCTUnwrap(driver.model.landmarks.first { $0.id == id }?.name))
        }
    }

    func testACollectionOpensOnItsFirstLandmarkAndAClosedMenuGivesTheFocusBackToItsRow() throws {
        try GtkTest.run {
            let directory = try AppDriver.preparedDataDirectory(tab: "collections", state: #"""
                {"version": 2, "favorites": {}, "collections": [{"id": 1, "name": "Trip", "landmarks": [1003, 1001, 1005]}]}
                """#)
            defer { try? FileManager.default.removeItem(at: directory) }
            let driver = try AppDriver(dataDirectory: directory)
            try assertShowsCollections(driver)
            XCTAssertNotNil(driver.tabIntoList(), "Tab reaches the list of collections")
            XInput.press("End", "Return")
            driver.wait("the collection opens") { driver.headerTitle == "Trip" }
            // The names as the model shows them, in the session's language.
            let first = try XCTUnwrap(driver.model.landmarks.first { $0.id == 1003 }?.name)
            let second = try XCTUnwrap(driver.model.landmarks.first { $0.id == 1001 }?.name)
            @MainActor func focusedRowShows(_ name: String) -> Bool {
                guard let row = driver.focused(within: "CgtkRecyclerRow"), row.isMapped else { return false }
                return row.label(showing: name) != nil
            }
            driver.wait("the focus is on its first landmark, not the header") { focusedRowShows(first) }

            XInput.press("Down", "Menu")
            driver.wait("the Menu key opens the row's menu") { driver.showsPopoverMenu }
            XInput.press("Escape")
            driver.wait("Escape gives the focus back to the row") { focusedRowShows(second) }
            GtkTest.assertStaysTrue(for: 0.3, "and it stays there") { focusedRowShows(second) }
        }
    }
}
