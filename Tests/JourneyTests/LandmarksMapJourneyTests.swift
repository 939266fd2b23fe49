import CGtk
import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks

/// The map of all landmarks, as a person meets it in the List tab with
/// nothing selected: reached with Tab, its markers visited with the arrows,
/// a landmark opened with Enter.
final class LandmarksMapJourneyTests: XCTestCase {
    func testTabReachesTheMapArrowsVisitMarkersAndEnterOpensOne() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            defer { driver.tearDown() }
            try assertShowsList(driver)
            XCTAssertNil(driver.navigation.listSelection)
            let map = try XCTUnwrap(findWidget("GtkDrawingArea", in: driver.window), "the map stands in for the detail")
            var presses = 0
            while driver.focus != map, presses < 12 {
                XInput.press("Tab")
                presses += 1
                driver.settle()
            }
            XCTAssertEqual(driver.focus, map, "Tab reaches the map")
            XInput.press("Right")
            XInput.press("Return")
            driver.wait("Enter on a marker opens a landmark, or zooms into a group") {
                driver.navigation.listSelection != nil || driver.focus == map
            }
            // A group zooms in on Enter; visiting again reaches single landmarks.
            var tries = 0
            while driver.navigation.listSelection == nil, tries < 4 {
                XInput.press("Return")
                driver.settle()
                tries += 1
            }
            let id = try XCTUnwrap(driver.navigation.listSelection, "a landmark was opened from the map")
            let name = try XCTUnwrap(driver.model.landmarks.first { $0.id == id }?.name)
            driver.wait("its detail shows") { findLabel(tr("About %1$s", name), in: driver.window) != nil }
        }
    }

    /// The map of all landmarks, when it is on screen (not a detail's map).
    @MainActor
    private static func overviewMap(_ driver: AppDriver) -> UnsafeMutablePointer<GtkWidget>? {
        allWidgets("GtkDrawingArea", in: driver.window).first { area in
            guard driver.isWhollyOnScreen(area) else { return false }
            guard let mismatch = cgtk_accessible_check_label(OpaquePointer(area), tr("Map of the landmarks")) else { return true }
            g_free(mismatch)
            return false
        }
    }

    func testEscapeInTheListAndTheMapButtonBringBackTheMapOfAllLandmarks() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            defer { driver.tearDown() }
            try assertShowsList(driver)
            XCTAssertNotNil(Self.overviewMap(driver), "nothing selected: the map shows")
            driver.click(try XCTUnwrap(driver.listRow(shown("Twin Lake"))))
            driver.wait("the detail replaces the map") { driver.label(tr("About %1$s", shown("Twin Lake"))) != nil && Self.overviewMap(driver) == nil }
            XInput.press("Escape")
            driver.wait("Escape in the list clears the selection and the map returns") {
                driver.navigation.listSelection == nil && Self.overviewMap(driver) != nil
            }
            XCTAssertFalse(allWidgets("CgtkRecyclerRow", in: try XCTUnwrap(driver.landmarkList)).contains {
                gtk_widget_get_state_flags($0).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
            }, "no row shows as selected")

            driver.click(try XCTUnwrap(driver.listRow(shown("Twin Lake"))))
            driver.wait("the detail shows again") { Self.overviewMap(driver) == nil }
            driver.click(try XCTUnwrap(driver.headerButton(tr("Map of All Landmarks"))))
            driver.wait("the header's map button brings the map back") {
                driver.navigation.listSelection == nil && Self.overviewMap(driver) != nil
            }
        }
    }

    func testANarrowWindowReachesTheMapOfAllLandmarksAndBackReturnsToTheList() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 400, height: 800, tab: "list")
            defer { driver.tearDown() }
            try assertShowsList(driver)
            XCTAssertNil(Self.overviewMap(driver), "the list fills a narrow window")
            driver.click(try XCTUnwrap(driver.headerButton(tr("Map of All Landmarks"))))
            driver.wait("the map takes the window") { Self.overviewMap(driver) != nil && driver.landmarkList.map(driver.isShowing) == false }
            driver.click(try XCTUnwrap(driver.headerButton(tr("Back"))))
            driver.wait("Back shows the list again") { driver.landmarkList.map(driver.isShowing) == true && Self.overviewMap(driver) == nil }
        }
    }
}
