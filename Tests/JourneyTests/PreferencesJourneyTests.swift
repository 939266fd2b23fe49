import CGtk
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Preferences as a person opens and changes them: from the keyboard, on
/// either tab, choosing the map's zoom in its row.
final class PreferencesJourneyTests: XCTestCase {
    @MainActor
    private static func openPreferences(_ driver: AppDriver) throws -> UnsafeMutablePointer<GtkWidget> {
        XInput.press("ctrl+comma")
        driver.wait("Ctrl+, opens the preferences") { driver.sheet.map { gtk_widget_get_width($0) > 0 } ?? false }
        let sheet = try XCTUnwrap(driver.sheet)
        driver.settle()
        XCTAssertEqual(gtk_window_get_title(UnsafeMutableRawPointer(sheet).assumingMemoryBound(to: GtkWindow.self)).map { String(cString: $0) },
                       tr("Preferences"), "named by its title")
        return sheet
    }

    func testTheZoomIsChosenInItsRowAndKeptAsASetting() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            let sheet = try Self.openPreferences(driver)
            XCTAssertNotNil(findLabel(tr("Map"), in: sheet), "the group's title")
            let row = try XCTUnwrap(findWidget("AdwComboRow", in: sheet))
            XCTAssertEqual(adw_combo_row_get_selected(UnsafeMutableRawPointer(row).assumingMemoryBound(to: AdwComboRow.self)), 1, "Medium, the default")
            driver.click(row)
            let popover = try XCTUnwrap(findWidget("GtkPopover", in: row))
            driver.waitForPopover(popover)
            let sheetWindow = UnsafeMutableRawPointer(sheet).assumingMemoryBound(to: GtkWindow.self)
            XInput.press("Down")
            driver.wait("the keyboard is in the row's list of choices") {
                gtk_window_get_focus(sheetWindow).map { gtk_widget_is_ancestor($0, popover) != 0 } ?? false
            }
            XInput.press("End")
            XInput.press("Return")
            driver.wait("the row's choice is the setting") { driver.app.state?.settings.mapZoom == .far }
            XCTAssertEqual(adw_combo_row_get_selected(UnsafeMutableRawPointer(row).assumingMemoryBound(to: AdwComboRow.self)), 2)
            XInput.press("Escape")
            driver.wait("Escape closes the preferences") { driver.sheet == nil }
            driver.wait("the main window has the keyboard again") {
                driver.mainWindow!.window.isActive
            }
            XCTAssertEqual(driver.app.state?.settings.mapZoom, .far, "closing keeps the choice")
        }
    }
}
