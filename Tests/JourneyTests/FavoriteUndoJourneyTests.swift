@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// A favorite changed by a slip is offered back: the toast after it has Undo,
/// which restores what was there, on disk too.
final class FavoriteUndoJourneyTests: XCTestCase {
    @MainActor private static func savedFavorite(_ id: Landmark.ID, in driver: AppDriver) throws -> Bool? {
        let file = driver.dataDirectory.appendingPathComponent("state.json")
        let saved = try XCTUnwrap(try? Data(contentsOf: file), "state.json is written")
        let favorites = (try JSONSerialization.jsonObject(with: saved) as? [String: Any])?["favorites"] as? [String: Bool]
        return favorites?[String(id)]
    }

    @MainActor private static func openDetail(_ name: String, in driver: AppDriver) throws -> Landmark.ID {
        try assertShowsList(driver)
        driver.click(try XCTUnwrap(driver.listRow(shown(name))))
        driver.wait("the detail opens") { driver.label(tr("About %1$s", shown(name))) != nil }
        return try XCTUnwrap(driver.model.landmarks.first { $0.name == shown(name) }?.id)
    }

    func testTheCommandsToastUndoesAClearedFavoriteAndSavesItAgain() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            let id = try Self.openDetail("Turtle Rock", in: driver)
            XCTAssertTrue(driver.model.landmark(id: id)!.isFavorite)
            XInput.press("shift+alt+f")
            driver.wait("the favorite is cleared") { driver.model.landmark(id: id)?.isFavorite == false }
            let message = FavoriteChange.message(isFavorite: false)
            driver.wait("a toast says so") { driver.label(message).map(driver.isShowing) == true }
            GtkTest.drain()
            XCTAssertEqual(try Self.savedFavorite(id, in: driver), false, "the change is on disk at once")
            driver.click(try XCTUnwrap(driver.button(tr("Undo"))))
            driver.wait("Undo restores the favorite") { driver.model.landmark(id: id)?.isFavorite == true }
            GtkTest.drain()
            XCTAssertEqual(try Self.savedFavorite(id, in: driver), true, "and the restored favorite is saved")
        }
    }

    func testTheStarsToastUndoesANewFavorite() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            let id = try Self.openDetail("Twin Lake", in: driver)
            XCTAssertFalse(driver.model.landmark(id: id)!.isFavorite)
            let star = try XCTUnwrap(allWidgets("GtkToggleButton", in: driver.mainWindow!.window).first { button in
                driver.isShowing(button) && button.hasCSSClass("favorite-button")
            })
            driver.click(star)
            driver.wait("the star sets the favorite") { driver.model.landmark(id: id)?.isFavorite == true }
            let message = FavoriteChange.message(isFavorite: true)
            driver.wait("a toast says so") { driver.label(message).map(driver.isShowing) == true }
            driver.click(try XCTUnwrap(driver.button(tr("Undo"))))
            driver.wait("Undo clears it again") { driver.model.landmark(id: id)?.isFavorite == false }
            driver.wait("the star shows it") { !star.cast(to: Gtk.ToggleButton.self)!.isActive }
            GtkTest.drain()
            XCTAssertEqual(try Self.savedFavorite(id, in: driver) ?? false, false)
        }
    }
}
