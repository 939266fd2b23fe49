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
            while driver.focus != map, presses < 8 {
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
}
