@_spi(Bindings) import Gtk
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
                driver.wait("the window is \(width) wide") { abs(driver.mainWindow!.window.width - Int32(width)) <= 16 }
                driver.settle()
                GtkTest.waitForFrames(3, of: driver.mainWindow!.window)
                if width == 400 {
                    driver.wait("folded, the header offers Back") { driver.headerButton(tr("Back")) != nil }
                    XCTAssertEqual(driver.headerTitle, shown("Turtle Rock"), "the folded header names the landmark")
                } else {
                    driver.wait("unfolded, the header has no Back") { driver.headerButton(tr("Back")) == nil }
                }
            }
        }
    }

    /// The window's own buttons in the main header bar, by their style class.
    @MainActor
    private static func windowButtons(_ driver: AppDriver) -> [String] {
        guard let header = findWidget("AdwHeaderBar", in: driver.mainWindow!.window) else { return [] }
        return ["minimize", "maximize", "close"].filter { name in
            allWidgets(withStyleClass: name, in: header).contains { $0.isMapped }
        }
    }

    /// Whether a label showing `text` in the header is shown whole.
    @MainActor
    private static func titleIsWhole(_ text: String, _ driver: AppDriver) -> Bool {
        guard let header = findWidget("AdwHeaderBar", in: driver.mainWindow!.window) else { return false }
        return header.descendants(Gtk.Label.self).contains { label in
            label.isMapped && label.text == text
                && !label.isEllipsizedNow
        }
    }

    func testAtPhoneWidthsTheTitleShowsWholeBesideOnlyTheCloseButton() throws {
        try GtkTest.run {
            // Whatever this machine's desktop asks for, the test asks for all three.
            let settings = try XCTUnwrap(Gtk.Settings.default)
            let saved = settings.gtkDecorationLayout
            settings.gtkDecorationLayout = "icon:minimize,maximize,close"
            defer { settings.gtkDecorationLayout = saved }
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            XCTAssertEqual(Self.windowButtons(driver), ["minimize", "maximize", "close"], "a wide window has what the desktop asks for")
            for (width, height) in [(400, 800), (360, 800)] {
                XInput.resizeWindow(titled: tr("Landmarks"), width: width, height: height)
                driver.wait("the window is \(width) wide") { abs(driver.mainWindow!.window.width - Int32(width)) <= 16 }
                driver.settle()
                GtkTest.waitForFrames(3, of: driver.mainWindow!.window)
                driver.wait("at \(width) px only the close button is left") { Self.windowButtons(driver) == ["close"] }
                driver.wait("at \(width) px the title shows whole") { Self.titleIsWhole(tr("Landmarks"), driver) }
            }
            XInput.resizeWindow(titled: tr("Landmarks"), width: 1000, height: 720)
            driver.wait("widened, the desktop's buttons are back") { Self.windowButtons(driver) == ["minimize", "maximize", "close"] }
        }
    }
}
