import CGtk
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Narrowing and widening the window while the List tab shows a landmark
/// beside the list, under the suite's fatal warnings: the split folds into
/// one pane with a Back button and unfolds again, and no header bar is ever
/// drawn before it is laid out (a GTK warning, which would end the run).
final class NarrowingJourneyTests: XCTestCase {
    func testNarrowingWithALandmarkSelectedFoldsToItsPageAndWideningUnfolds() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            let turtleRock = try XCTUnwrap(driver.listRow(shown("Turtle Rock")))
            driver.click(turtleRock)
            driver.wait("the landmark shows beside the list") { driver.label(tr("About %1$s", shown("Turtle Rock"))) != nil }
            for (width, height) in [(400, 800), (1000, 720), (400, 800)] {
                XInput.resizeWindow(titled: tr("Landmarks"), width: width, height: height)
                // The window's own frame takes a few pixels of what X gives it.
                driver.wait("the window is \(width) wide") { abs(gtk_widget_get_width(driver.window) - Int32(width)) <= 16 }
                driver.settle()
                GtkTest.waitForFrames(3, of: driver.window)
                if width == 400 {
                    driver.wait("folded, the header offers Back") { driver.headerButton(tr("Back")) != nil }
                    XCTAssertEqual(driver.headerTitle, shown("Turtle Rock"), "the folded header names the landmark")
                } else {
                    driver.wait("unfolded, the header has no Back") { driver.headerButton(tr("Back")) == nil }
                }
            }
        }
    }
}
