import Adw
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Preferences as a person opens and changes them: from the keyboard, on
/// either tab, choosing the map's zoom in its row.
final class PreferencesJourneyTests: XCTestCase {
    @MainActor
    private static func openPreferences(_ driver: AppDriver) throws -> Gtk.Window {
        XInput.press("ctrl+comma")
        driver.wait("Ctrl+, opens the preferences") { driver.sheet.map { $0.width > 0 } ?? false }
        let sheet = try XCTUnwrap(driver.sheet)
        driver.settle()
        XCTAssertEqual(sheet.title,
                       tr("Preferences"), "named by its title")
        return sheet
    }

    func testTheZoomIsChosenInItsRowAndKeptAsASetting() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            let sheet = try Self.openPreferences(driver)
            XCTAssertNotNil(findLabel(tr("Map"), in: sheet), "the group's title")
            let row = try XCTUnwrap(findWidget("AdwComboRow", in: sheet)?.cast(to: Adw.ComboRow.self))
            XCTAssertEqual(row.selected, 1, "Medium, the default")
            driver.click(row)
            let popover = try XCTUnwrap(findWidget("GtkPopover", in: row))
            driver.waitForPopover(popover)
            XInput.press("Down")
            driver.wait("the keyboard is in the row's list of choices") {
                sheet.focus.map { $0.hasAncestor(popover) } ?? false
            }
            XInput.press("End")
            XInput.press("Return")
            driver.wait("the row's choice is the setting") { driver.app.state?.settings.mapZoom == .far }
            XCTAssertEqual(row.selected, 2)
            XInput.press("Escape")
            driver.wait("Escape closes the preferences") { driver.sheet == nil }
            driver.wait("the main window has the keyboard again") {
                driver.mainWindow!.window.isActive
            }
            XCTAssertEqual(driver.app.state?.settings.mapZoom, .far, "closing keeps the choice")
        }
    }
}
