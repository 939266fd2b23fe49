import Foundation
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Proof that no interface text escapes translation: the app runs with a
/// generated catalogue that turns every message of `po/landmarks.pot` into
/// accented look-alikes (tools/pseudo-locale.py), a person walks every
/// screen, and every text on screen and every accessible name and
/// description must have lost its plain ASCII letters — apart from landmark
/// data (names, parks, states, descriptions, hikes, map places, the user's
/// name), which the catalogue translates, and GTK's and libadwaita's own
/// texts, which their own translations cover.
final class PseudoLocaleWalkTests: XCTestCase {
    private static let language = "en@pseudo"

    /// The pseudo catalogue, compiled into a fresh locale folder.
    private static func makeCatalog() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-pseudo-\(UUID().uuidString)")
        let output = folder.appendingPathComponent("\(language)/LC_MESSAGES/\(AppInfo.translationDomain).mo")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [TestPaths.packageRoot() + "/tools/pseudo-locale.py", "--output", output.path,
                             TestPaths.packageRoot() + "/po/landmarks.pot"]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "tools/pseudo-locale.py compiled the catalogue")
        return folder
    }

    func testEveryScreenShowsOnlyTranslatedInterfaceText() throws {
        let catalog = try Self.makeCatalog()
        defer { try? FileManager.default.removeItem(at: catalog) }
        try GtkTest.run {
            setenv(AppInfo.localeOverrideVariable, catalog.path, 1)
            defer { unsetenv(AppInfo.localeOverrideVariable) }
            try InLanguage.run(language: Self.language, locale: "C.UTF-8", configure: LandmarksApplication.configureTranslations) {
                try Self.walk()
            }
        }
    }

    @MainActor
    private static func walk() throws {
        let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
        defer { driver.tearDown() }   // each language scope ends with its own app
        var checker = try UntranslatedTextChecker(model: driver.model, typed: ["Trip"])
        XCTAssertNotEqual(tr("Featured"), "Featured", "the pseudo catalogue is in use")

        try checker.check("the Featured tab", driver)

        driver.click(try XCTUnwrap(driver.switcherButton(tr("List"))))
        driver.wait("the List tab shows its map of all landmarks") { driver.landmarkList.map(driver.isShowing) == true }
        try checker.check("the List tab with the map of all landmarks", driver)

        let filter = try XCTUnwrap(driver.headerButton(tr("Filter")))
        driver.click(filter)
        let popover = try XCTUnwrap(findWidget("GtkPopover", in: filter))
        driver.waitForPopover(popover)
        try checker.check("the filter menu", driver)
        XInput.press("Escape")
        driver.wait("the filter menu closes") { !popover.isMapped }

        // The menu's own journey is ListJourneyTests; here the filter is set to reach its screens.
        driver.navigation.filter = LandmarkFilter(category: .lakes, favoritesOnly: true)
        driver.settle()
        try checker.check("a filter with its bar and an empty result", driver)
        driver.navigation.filter = LandmarkFilter(category: .lakes)
        driver.settle()
        XInput.press("ctrl+f")
        driver.wait("the search entry has the focus") { driver.focused(within: "GtkSearchEntry") != nil }
        XInput.type("123")  // no letters: the status page quotes it
        driver.wait("the search finds nothing") { driver.label(driver.navigation.filter.emptyTitle) != nil }
        try checker.check("a search with no results", driver)
        driver.click(try XCTUnwrap(driver.button(tr("Show All"))))
        driver.wait("every landmark is listed again") { driver.listRow(driver.model.landmarks[0].name) != nil }

        driver.click(try XCTUnwrap(driver.listRow(driver.model.landmarks[0].name)))
        driver.wait("the detail opens") { driver.label(tr("About %1$s", driver.model.landmarks[0].name)) != nil }
        try checker.check("a landmark's detail", driver)

        do {   // the menu is rebuilt for the new collection: let go of this one (see `openMenu`)
            let addMenu = try CollectionsJourneyTests.openMenu(tr("Add to Collection"), in: driver)
            try checker.check("the Add to Collection menu", driver)
            XInput.press("Escape")
            driver.wait("the menu closes") { !addMenu.isMapped }
        }
        XInput.press("ctrl+n")
        driver.wait("the naming alert opens") { driver.alert != nil }
        driver.settle()
        try checker.check("the naming alert", driver)
        XInput.type("Trip")
        XInput.press("Return")
        driver.wait("the collection is made") { driver.model.collections.count == 1 }
        driver.click(try XCTUnwrap(driver.switcherButton(tr("Collections"))))
        try assertShowsCollections(driver)
        try checker.check("the Collections tab, with a new collection's toast", driver)
        driver.click(try CollectionsJourneyTests.settledRow("Trip", in: driver))
        driver.wait("the empty collection opens") { driver.headerTitle == "Trip" }
        try checker.check("an empty collection", driver)
        let collectionMenu = try CollectionsJourneyTests.openMenu(tr("Collection Menu"), in: driver)
        try checker.check("a collection's menu", driver)
        XInput.press("Escape")
        driver.wait("the menu closes") { !collectionMenu.isMapped }
        XInput.press("alt+Left")   // the focus is on the menu's button, in the header
        driver.wait("back to the collections") { driver.navigation.collectionsPath.isEmpty }
        driver.wait("the header shows the tabs") { driver.switcherButton(tr("Featured")) != nil }

        driver.click(try XCTUnwrap(driver.switcherButton(tr("Featured"))))
        driver.wait("the Featured tab shows") { driver.headerButton(tr("User Profile")) != nil }
        driver.click(try XCTUnwrap(driver.headerButton(tr("User Profile"))))
        driver.wait("the profile opens") { driver.sheet.flatMap { driver.button(tr("Edit"), in: $0) } != nil }
        driver.settle()
        try checker.check("the profile", driver)
        let sheet = try XCTUnwrap(driver.sheet)
        driver.click(try XCTUnwrap(driver.button(tr("Edit"), in: sheet)))
        driver.wait("the editor opens") { driver.button(tr("Cancel"), in: sheet) != nil }
        let username = try XCTUnwrap(findWidget("AdwEntryRow", in: sheet).flatMap { findWidget("GtkText", in: $0) })
        driver.click(username)
        XInput.press("ctrl+a")
        XInput.press("BackSpace")
        driver.click(try XCTUnwrap(driver.button(tr("Done"), in: sheet)))
        driver.wait("the editor says what is wrong") { findLabel(tr("Enter a username."), in: sheet) != nil }
        try checker.check("the profile editor with a problem", driver)
        driver.click(try XCTUnwrap(driver.button(tr("Cancel"), in: sheet)))
        driver.wait("the editor closes") { driver.button(tr("Edit"), in: sheet) != nil }
        XInput.press("Escape")
        driver.wait("the sheet closes") { driver.sheet == nil }
        try checker.check("the window after discarding the profile's changes (its toast)", driver)

        XInput.press("ctrl+comma")
        driver.wait("the preferences open") { driver.sheet.map { $0.width > 0 } ?? false }
        driver.settle()
        try checker.check("the preferences", driver)
        XInput.press("Escape")
        driver.wait("the preferences close") { driver.sheet == nil }

        XInput.press("ctrl+question")
        driver.wait("the shortcuts window opens") { toplevel("GtkShortcutsWindow") != nil }
        driver.settle()
        try checker.check("the keyboard shortcuts", driver)
        XInput.press("Escape")
        driver.wait("the shortcuts window closes") { toplevel("GtkShortcutsWindow") == nil }

        driver.app.application.activateAction("about")
        driver.wait("About opens") { toplevel("AdwAboutWindow") != nil }
        driver.settle()
        try checker.check("About", driver)
        toplevel("AdwAboutWindow")?.destroy()
        XCTAssertGreaterThan(checker.textsChecked, 150, "the walk saw the app's texts")
    }
}
