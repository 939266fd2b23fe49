@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
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
    private static func openMenu(_ driver: AppDriver) throws -> Gtk.Popover {
        let menuButton = try XCTUnwrap(driver.headerButton(tr("Main Menu")))
        driver.click(menuButton)
        let button = menuButton.ancestor(widgetType: Gtk.MenuButton.gType) ?? menuButton
        let menu = try XCTUnwrap(button.cast(to: Gtk.MenuButton.self)?.popover)
        driver.waitForPopover(menu)
        return menu
    }

    /// The menu item showing `text`, and whether it can be chosen.
    @MainActor
    private static func item(_ text: String, in menu: Gtk.Widget) -> (found: Bool, sensitive: Bool) {
        guard let label = findLabel(text, in: menu), label.isMapped else { return (false, false) }
        return (true, !label.stateFlags.contains(.insensitive))   // gtk_widget_is_sensitive: itself and its ancestors
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
            driver.wait("the menu closes") { !menu.isMapped }

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
