@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

/// The map of all landmarks, as a person meets it in the List tab with
/// nothing selected: reached with Tab, its markers visited with the arrows,
/// a landmark opened with Enter.
final class LandmarksMapJourneyTests: XCTestCase {
    func testTabReachesTheMapArrowsVisitMarkersAndEnterOpensOne() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
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

    /// The markers drawn on the map `area`.
    @MainActor
    private static func markers(on area: Gtk.Widget) throws -> LandmarkMarkers {
        try XCTUnwrap(area.attached(forKey: LandmarkMarkers.attachmentKey) as? LandmarkMarkers)
    }

    /// The List tab's map of all landmarks once its markers are drawn.
    @MainActor
    private static func drawnOverview(_ driver: AppDriver) throws -> (Gtk.Widget, LandmarkMarkers) {
        try assertShowsList(driver)
        let area = try XCTUnwrap(overviewMap(driver))
        let markers = try markers(on: area)
        driver.wait("the markers are drawn") { !markers.shown.isEmpty }
        return (area, markers)
    }

    /// The map of all landmarks, when it is on screen (not a detail's map).
    /// What a failed wait for the overview map saw, for finding why: whether
    /// the click reached the app, the map's widget and where it lies, the list.
    @MainActor
    private static func describeOverview(_ driver: AppDriver) -> String {
        let maps = allWidgets("GtkDrawingArea", in: driver.window).filter { area in
            accessibleLabelMismatch(of: area, tr("Map of the landmarks")) == nil
        }
        let places = maps.map { area -> String in
            let bounds = driver.bounds(of: area)
            return "mapped \(area.isMapped) at \(bounds.map { "\($0.x),\($0.y) \($0.width)×\($0.height)" } ?? "nowhere")"
        }
        return "detail asked for \(driver.navigation.showsListDetail), selection \(String(describing: driver.navigation.listSelection)), "
            + "window \(driver.window.width)×\(driver.window.height), "
            + "maps [\(places.joined(separator: "; "))], list showing \(String(describing: driver.landmarkList.map(driver.isShowing)))"
    }

    @MainActor
    private static func overviewMap(_ driver: AppDriver) -> Gtk.Widget? {
        allWidgets("GtkDrawingArea", in: driver.window).first { area in
            driver.isWhollyOnScreen(area) && accessibleLabelMismatch(of: area, tr("Map of the landmarks")) == nil
        }
    }

    func testEscapeInTheListAndTheMapButtonBringBackTheMapOfAllLandmarks() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            XCTAssertNotNil(Self.overviewMap(driver), "nothing selected: the map shows")
            driver.click(try XCTUnwrap(driver.listRow(shown("Twin Lake"))))
            driver.wait("the detail replaces the map") { driver.label(tr("About %1$s", shown("Twin Lake"))) != nil && Self.overviewMap(driver) == nil }
            XInput.press("Escape")
            driver.wait("Escape in the list clears the selection and the map returns") {
                driver.navigation.listSelection == nil && Self.overviewMap(driver) != nil
            }
            XCTAssertFalse(allWidgets("CgtkRecyclerRow", in: try XCTUnwrap(driver.landmarkList)).contains {
                $0.stateFlags.contains(.selected)
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
            try assertShowsList(driver)
            XCTAssertNil(Self.overviewMap(driver), "the list fills a narrow window")
            driver.click(try XCTUnwrap(driver.headerButton(tr("Map of All Landmarks"))))
            // The first map of the session reads the map data first: on a busy machine, seconds.
            let shown = driver.wait("the map takes the window", timeout: 15) {
                Self.overviewMap(driver) != nil && driver.landmarkList.map(driver.isShowing) == false
            }
            if !shown { XCTFail("where the window stands: \(Self.describeOverview(driver))") }
            driver.click(try XCTUnwrap(driver.headerButton(tr("Back"))))
            driver.wait("Back shows the list again") { driver.landmarkList.map(driver.isShowing) == true && Self.overviewMap(driver) == nil }
        }
    }

    func testASearchFitsTheMapToWhatItFindsAndFindingNothingSaysSo() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            let (area, markers) = try Self.drawnOverview(driver)
            let icyBay = try XCTUnwrap(driver.model.landmarks.first { $0.name == shown("Icy Bay") })
            XInput.press("ctrl+f")
            XInput.type(searchWord("Icy"))
            driver.wait("the map shows Icy Bay alone, in its middle") {
                guard markers.shown.map(\.ids) == [[icyBay.id]], let marker = markers.shown.first else { return false }
                let width = Double(area.width), height = Double(area.height)
                return abs(marker.x - width / 2) < width * 0.3 && abs(marker.y - height / 2) < height * 0.3
            }
            XInput.type("zzz")
            driver.wait("with nothing found the map's place says so") {
                Self.overviewMap(driver) == nil && driver.label(tr("No Landmarks on the Map")) != nil
            }
            XInput.press("ctrl+a")
            XInput.press("BackSpace")
            driver.wait("every landmark is back on the map") {
                Self.overviewMap(driver) != nil && driver.listedNames.count >= 8
            }
        }
    }

    func testADragThatStartsOnAMarkerPansTheMapAndOpensNothing() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            let (area, markers) = try Self.drawnOverview(driver)
            let marker = try XCTUnwrap(markers.shown.first { !$0.isGroup && $0.x > 100 && $0.y > 100 })
            XInput.drag(area, from: (marker.x, marker.y), by: 90, 60)
            driver.wait("the map pans with the drag") {
                markers.shown.first { $0.ids == marker.ids }.map { abs($0.x - marker.x - 90) < 3 && abs($0.y - marker.y - 60) < 3 } == true
            }
            // A click would open the marker on release, within a turn or two of the main loop.
            GtkTest.assertStaysTrue(for: 0.3, "the drag opened nothing") { driver.navigation.listSelection == nil }

            let moved = try XCTUnwrap(markers.shown.first { $0.ids == marker.ids })
            XInput.click(area, at: (moved.x, moved.y))
            driver.wait("a click on the marker still opens it") { driver.navigation.listSelection == marker.ids.first }
        }
    }

    func testHoveringAMarkerShowsItsNameInATooltip() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            let (area, markers) = try Self.drawnOverview(driver)
            let marker = try XCTUnwrap(markers.shown.first { !$0.isGroup })
            XInput.hover(area, at: (marker.x - 20, marker.y - 20))
            XInput.hover(area, at: (marker.x, marker.y))
            driver.wait("a tooltip names the marker's landmark") {
                allWidgets("GtkTooltipWindow", in: driver.window).flatMap { $0.descendants(Gtk.Label.self) }.contains { label in
                    label.isMapped
                        && label.text.hasPrefix(marker.names[0])
                }
            }
        }
    }

    func testTheDetailMapShowsThatItHasTheKeyboardFocus() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            driver.click(try XCTUnwrap(driver.listRow(shown("Turtle Rock"))))
            driver.wait("the detail shows") { driver.label(tr("About %1$s", shown("Turtle Rock"))) != nil }
            var presses = 0
            while driver.focus.map({ $0.typeName }) != "GtkDrawingArea", presses < 12 {
                XInput.press("Tab")
                driver.settle()
                presses += 1
            }
            let area = try XCTUnwrap(driver.focus)
            XCTAssertEqual(area.typeName, "GtkDrawingArea", "Tab reaches the detail's map")
            let mapView = try XCTUnwrap(area.parent)
            let focused = try Self.renderOnceTheRingIsStill(mapView, area: area, driver, focused: true)
            XInput.press("shift+Tab")
            driver.wait("the focus leaves the map") { driver.focus != area }
            let unfocused = try Self.renderOnceTheRingIsStill(mapView, area: area, driver, focused: false)
            // The ring lies 3 px in from the map's edges, 2 px wide; inside it the map is unchanged.
            let middle = focused.height / 2
            XCTAssertFalse(focused.pixel(x: 4, y: middle).isClose(to: unfocused.pixel(x: 4, y: middle), tolerance: 20),
                           "a ring shows the focus: \(focused.pixel(x: 4, y: middle)) against \(unfocused.pixel(x: 4, y: middle))")
            XCTAssertEqual(focused.pixel(x: 12, y: middle), unfocused.pixel(x: 12, y: middle), "and covers nothing else")
        }
    }

    /// `view` rendered once the focus ring at its edge has finished its
    /// transition (Adwaita fades the outline in and out): two renders, frames
    /// apart, agree there, however long a busy machine takes to get there.
    /// With `focused`, both renders fall while the map shows its focus.
    @MainActor
    private static func renderOnceTheRingIsStill(
        _ view: Gtk.Widget, area: Gtk.Widget, _ driver: AppDriver, focused: Bool
    ) throws -> RenderedImage {
        var last: RenderedImage?
        var still: RenderedImage?
        let isStill = { () -> Bool in
            GtkTest.waitForFrames(2, of: area)
            guard let now = try? WidgetRenderer.render(view) else { return false }
            defer { last = now }
            guard let last, last.pixel(x: 4, y: last.height / 2) == now.pixel(x: 4, y: now.height / 2) else { return false }
            still = now
            return true
        }
        if focused {
            driver.waitWhileTheFocusShows(at: area, "the focus ring's transition ends", until: isStill)
        } else {
            driver.wait("the focus ring's transition ends", until: isStill)
        }
        return try XCTUnwrap(still)
    }
}
