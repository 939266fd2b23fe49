@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// The navigation journeys while a screen reader reads the whole window over
/// and over, as one does while a person works: opening a landmark and going
/// back, switching tabs, opening and closing the profile sheet. GTK's
/// criticals are fatal here, as in the whole suite, so any warning the
/// reading provokes fails the journey.
final class ScreenReaderJourneyTests: XCTestCase {
    @MainActor
    private static func categoryItem(_ name: String, _ driver: AppDriver) -> Gtk.Widget? {
        let page = driver.visiblePage!
        return categoryItems(in: page).first { findLabel(name, in: $0) != nil && driver.isShowing($0) }
    }

    /// Lets the reader walk the whole tree again in the state the window is in.
    @MainActor
    private static func letItRead(_ driver: AppDriver, _ reader: AccessibilityBus.ContinuousReader,
                                  file: StaticString = #filePath, line: UInt = #line) {
        driver.settle()
        XCTAssertTrue(reader.waitForAWalk(), "the reader walks the tree", file: file, line: line)
        reads += 1
    }
    @MainActor private static var reads = 0

    func testOpeningGoingBackSwitchingTabsAndTheSheetWhileAScreenReaderReads() throws {
        try GtkTest.run {
            // Tall enough for every category row, whichever order the language sorts them in.
            let driver = try AppDriver(width: 1000, height: 1150, tab: "featured")
            try assertShowsFeatured(driver)
            let reader = try AccessibilityBus.ContinuousReader()
            Self.reads = 0
            var stopped = false
            defer { if !stopped { _ = reader.stop() } }
            Self.letItRead(driver, reader)
            for name in [shown("St. Mary Lake"), shown("Twin Lake")] {
                driver.click(try XCTUnwrap(Self.categoryItem(name, driver)))
                driver.wait("the detail opens", timeout: 15) { driver.label(tr("About %1$s", name)) != nil }
                Self.letItRead(driver, reader)
                driver.click(try XCTUnwrap(driver.headerButton(tr("Back"))))
                driver.wait("Back returns to the Featured page", timeout: 15) { driver.navigation.featuredPath.isEmpty }
                Self.letItRead(driver, reader)
            }
            XInput.press("alt+2")
            try assertShowsList(driver)
            Self.letItRead(driver, reader)
            driver.click(try XCTUnwrap(driver.listRow(shown("Turtle Rock"))))
            // Answering the reader slows the window: what the journey waits for
            // may take longer than a person's patience, never forever.
            driver.wait("the click selects the row", timeout: 15) { driver.navigation.listSelection != nil }
            let selected = try XCTUnwrap(driver.model.landmarks.first { $0.id == driver.navigation.listSelection })
            driver.wait("the list's detail opens", timeout: 15) { driver.label(tr("About %1$s", selected.name)) != nil }
            Self.letItRead(driver, reader)
            XInput.press("Escape")
            driver.wait("the map of all landmarks returns") { driver.navigation.listSelection == nil }
            Self.letItRead(driver, reader)
            XInput.press("alt+1")
            try assertShowsFeatured(driver)
            driver.click(try XCTUnwrap(driver.headerButton(tr("User Profile"))))
            driver.wait("the profile sheet opens") { driver.sheet != nil }
            Self.letItRead(driver, reader)
            XInput.press("Escape")
            driver.wait("the sheet closes") { driver.sheet == nil }
            Self.letItRead(driver, reader)
            stopped = true
            XCTAssertGreaterThanOrEqual(reader.stop(), 2 * Self.reads, "the reader walked the tree at every step")
        }
    }
}
