@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// What a person left is there when they start the app again.
final class RestartJourneyTests: XCTestCase {
    /// A favorite is a deliberate act: it is on disk as soon as the main loop
    /// has run what is ready, with no timer to wait for (a crash right after
    /// the toggle loses nothing).
    func testAFavoriteIsOnDiskBeforeAnyTimerRuns() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            driver.click(try XCTUnwrap(driver.listRow(shown("Twin Lake"))))
            driver.wait("the detail opens") { driver.label(tr("About %1$s", shown("Twin Lake"))) != nil }
            let id = try XCTUnwrap(driver.model.landmarks.first { $0.name == shown("Twin Lake") }?.id)
            XCTAssertFalse(driver.model.landmark(id: id)!.isFavorite)
            XInput.press("shift+alt+f")
            driver.wait("the model has the favorite") { driver.model.landmark(id: id)?.isFavorite == true }
            GtkTest.drain()  // what is ready runs; a debounce timer would not have fired yet
            let file = driver.dataDirectory.appendingPathComponent("state.json")
            let saved = try XCTUnwrap(try? Data(contentsOf: file), "state.json is written")
            let favorites = try XCTUnwrap(
                (try JSONSerialization.jsonObject(with: saved) as? [String: Any])?["favorites"] as? [String: Bool])
            XCTAssertEqual(favorites[String(id)], true, "the favorite is on disk at once")
        }
    }

    func testFavoriteProfileAndTabAreAsLeftAfterQuittingAndStartingAgain() throws {
        try GtkTest.run {
            let first = try AppDriver(width: 1000, height: 720, tab: "list")
            let dataDirectory = first.dataDirectory
            defer { try? FileManager.default.removeItem(at: dataDirectory) }
            try assertShowsList(first)
            first.click(try XCTUnwrap(first.listRow(shown("Icy Bay"))))
            first.wait("the detail opens") { first.label(tr("About %1$s", shown("Icy Bay"))) != nil }
            let star = try XCTUnwrap(allWidgets("GtkToggleButton", in: first.mainWindow!.window).first {
                $0.hasCSSClass("favorite-button") && first.isShowing($0)
            })
            first.click(star)
            first.wait("Icy Bay is a favorite") { first.listRow(shown("Icy Bay")).map(first.showsStar) ?? false }

            first.click(try XCTUnwrap(first.switcherButton(tr("Featured"))))
            try assertShowsFeatured(first)
            first.click(try XCTUnwrap(first.headerButton(tr("User Profile"))))
            first.wait("the profile opens") { first.sheet.flatMap { first.button(tr("Edit"), in: $0) } != nil }
            let sheet = try XCTUnwrap(first.sheet)
            first.click(try XCTUnwrap(first.button(tr("Edit"), in: sheet)))
            let field = try XCTUnwrap({ () -> Gtk.Text? in
                first.wait("the editor opens") { findWidget("AdwEntryRow", in: sheet) != nil }
                return findWidget("AdwEntryRow", in: sheet).flatMap { findWidget("GtkText", in: $0)?.cast(to: Gtk.Text.self) }
            }())
            first.click(field)
            XInput.press("ctrl+a")
            XInput.type("night_hiker")
            first.wait("the name is typed") { field.text == "night_hiker" }
            first.click(try XCTUnwrap(first.button(tr("Done"), in: sheet)))
            first.wait("the profile is saved in the model") { first.model.profile.username == "night_hiker" }
            XInput.press("Escape")
            first.wait("the sheet closes") { first.sheet == nil }
            first.quit()

            let again = try AppDriver(dataDirectory: dataDirectory)
            try assertShowsFeatured(again)
            XCTAssertTrue(again.model.landmarks.first { $0.name == shown("Icy Bay") }?.isFavorite ?? false, "the favorite")
            XCTAssertEqual(again.model.profile.username, "night_hiker", "the profile")
            XCTAssertEqual(again.app.state!.settings.windowWidth, 1000, "the window's size, exactly")
            XCTAssertEqual(again.mainWindow!.window.defaultWidth, 1000)
            again.click(try XCTUnwrap(again.headerButton(tr("User Profile"))))
            again.wait("the profile shows the saved name") { again.sheet.flatMap { findLabel("night_hiker", in: $0) } != nil }
            XInput.press("Escape")
            again.wait("the sheet closes") { again.sheet == nil }
            again.click(try XCTUnwrap(again.switcherButton(tr("List"))))
            try assertShowsList(again)
            again.wait("the list stars Icy Bay") { again.listRow(shown("Icy Bay")).map(again.showsStar) ?? false }
        }
    }

    func testClosingTheWindowKeepsItsSizeThroughTheShutdownThatFollows() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 900, height: 650, tab: "featured")
            try assertShowsFeatured(driver)
            XInput.press("ctrl+w")
            driver.wait("Ctrl+W closes the window") { !driver.mainWindow!.window.isMapped }
            // What the application's shutdown does once its last window is gone.
            driver.app.saveEverything()
            let settings = driver.app.state!.settings
            XCTAssertEqual(settings.windowWidth, 900, "the size the window had, not that of a closed window")
            XCTAssertEqual(settings.windowHeight, 650)
        }
    }
}
