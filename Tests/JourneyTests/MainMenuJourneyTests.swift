import CGtk
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// The main menu as a person uses it: the app's commands (`LandmarkCommands`)
/// name what they will do to the landmark on screen, and are greyed while
/// none is.
final class MainMenuJourneyTests: XCTestCase {
    /// Opens the main menu; returns its popover.
    @MainActor
    private static func openMenu(_ driver: AppDriver) throws -> UnsafeMutablePointer<GtkWidget> {
        let menuButton = try XCTUnwrap(driver.headerButton(tr("Main Menu")))
        driver.click(menuButton)
        let button = gtk_widget_get_ancestor(menuButton, gtk_menu_button_get_type()) ?? menuButton
        let popover = try XCTUnwrap(gtk_menu_button_get_popover(OpaquePointer(button)))
        let menu = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)
        driver.waitForPopover(menu)
        return menu
    }

    /// The menu item showing `text`, and whether it can be chosen.
    @MainActor
    private static func item(_ text: String, in menu: UnsafeMutablePointer<GtkWidget>) -> (found: Bool, sensitive: Bool) {
        guard let label = findLabel(text, in: menu), gtk_widget_get_mapped(label) != 0 else { return (false, false) }
        return (true, gtk_widget_is_sensitive(label) != 0)
    }

    func testTheFavoriteCommandNamesItsVerbForTheLandmarkShownAndIsGreyedWithNone() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            var menu = try Self.openMenu(driver)
            XCTAssertEqual(Self.item(tr("Add to Favorites"), in: menu).found, true)
            XCTAssertEqual(Self.item(tr("Add to Favorites"), in: menu).sensitive, false, "nothing shown: nothing to favorite")
            for item in [tr("Preferences"), tr("Keyboard Shortcuts"), tr("About Landmarks")] {
                XCTAssertTrue(Self.item(item, in: menu).found, "\(item) is in the menu")
            }
            XCTAssertFalse(Self.item(tr("New Window"), in: menu).found, "one window")
            XInput.press("Escape")
            driver.wait("the menu closes") { gtk_widget_get_mapped(menu) == 0 }

            let turtleRock = shown("Turtle Rock")
            driver.click(try XCTUnwrap(driver.listRow(turtleRock)))
            driver.wait("the detail opens") { driver.label(tr("About %1$s", turtleRock)) != nil }
            let id = try XCTUnwrap(driver.model.landmarks.first { $0.name == turtleRock }?.id)
            XCTAssertTrue(driver.model.landmark(id: id)!.isFavorite, "Turtle Rock starts as a favorite")
            menu = try Self.openMenu(driver)
            driver.wait("the command names what it will do") { Self.item(tr("Remove from Favorites"), in: menu).sensitive }
            driver.click(try XCTUnwrap(findLabel(tr("Remove from Favorites"), in: menu)))
            driver.wait("choosing it takes the favorite away") { driver.model.landmark(id: id)?.isFavorite == false }

            XInput.press("shift+alt+f")
            driver.wait("Shift+Alt+F gives it back") { driver.model.landmark(id: id)?.isFavorite == true }
        }
    }
}
