@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
@_spi(Bindings) import Adw
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Collections as a person keeps them: made from a landmark's page, opened
/// from the Collections tab, renamed, emptied and deleted — each change on
/// disk at once, and each loss offered back with Undo.
final class CollectionsJourneyTests: XCTestCase {
    /// The collections in the saved file: name and landmark ids, in order.
    @MainActor static func savedCollections(in driver: AppDriver) throws -> [(name: String, landmarks: [Int])] {
        let file = driver.dataDirectory.appendingPathComponent("state.json")
        let saved = try XCTUnwrap(try? Data(contentsOf: file), "state.json is written")
        let list = (try JSONSerialization.jsonObject(with: saved) as? [String: Any])?["collections"] as? [[String: Any]]
        return (list ?? []).map { ($0["name"] as? String ?? "", $0["landmarks"] as? [Int] ?? []) }
    }

    /// Opens the menu button showing `label` (under `root`) and returns its
    /// popover. Hold it only while the menu is open: a popover the button has
    /// replaced (a menu rebuilt for a new collection), kept alive by a
    /// reference, crashes GTK 4.8 on a later frame (`gdk_surface_request_motion`).
    @MainActor static func openMenu(_ label: String, in driver: AppDriver) throws -> Gtk.Popover {
        func find() -> Gtk.MenuButton? {
            driver.window.descendants(Gtk.MenuButton.self).first { button in
                driver.isShowing(button) && (findLabel(label, in: button) != nil || button.tooltipText == label)
            }
        }
        driver.wait("the \(label) button shows") { find() != nil }
        let menuButton = try XCTUnwrap(find())
        driver.click(menuButton)
        let menu = try XCTUnwrap(menuButton.popover)
        driver.waitForPopover(menu)
        return menu
    }

    /// Chooses the item showing `text` in an open menu.
    @MainActor static func choose(_ text: String, in menu: Gtk.Widget, driver: AppDriver) throws {
        driver.click(try XCTUnwrap(findLabel(text, in: menu), "the menu has \(text)"))
        driver.wait("the menu closes") { !menu.isMapped }
    }

    /// Types `name` into the naming alert and answers it with Enter.
    @MainActor static func name(_ name: String, in driver: AppDriver, title: String) throws {
        driver.wait("the alert opens") { driver.alert != nil }
        let alert = try XCTUnwrap(driver.alert)
        XCTAssertNotNil(findLabel(title, in: alert), "the alert is titled \(title)")
        let entry = try XCTUnwrap(findWidget("GtkText", in: alert)?.cast(to: Gtk.Text.self))
        driver.wait("the name field has the focus") { alert.focus == entry }
        XInput.press("ctrl+a")
        XInput.type(name)
        driver.wait("the name is typed") { entry.text == name }
        XInput.press("Return")
        driver.wait("the alert closes") { driver.alert == nil }
    }

    /// The Undo button of the toast saying `message` (an earlier toast may
    /// still be sliding away beside it).
    @MainActor static func undoButton(of message: String, in driver: AppDriver) throws -> Gtk.Widget {
        driver.wait("a toast says \(message)") { driver.label(message) != nil }
        let toast = driver.label(message)?.enclosing("CgtkToastBox")
        return driver.steady(try XCTUnwrap(driver.button(tr("Undo"), in: XCTUnwrap(toast))))
    }

    /// The Collections tab's row for the collection called `name`.
    @MainActor static func collectionRow(_ name: String, in driver: AppDriver) -> Gtk.Widget? {
        guard let list = driver.collectionsList else { return nil }
        return driver.rowsShowing(in: list).first { findLabel(name, in: $0) != nil }
    }

    /// The row for `name` once it stands still wholly on screen (the
    /// overview slides back in after a page is left).
    @MainActor static func settledRow(_ name: String, in driver: AppDriver) throws -> Gtk.Widget {
        driver.wait("the row for \(name) shows") {
            collectionRow(name, in: driver).map(driver.isWhollyOnScreen) ?? false
        }
        return driver.steady(try XCTUnwrap(collectionRow(name, in: driver)))
    }

    func testALandmarkGoesIntoANewCollectionThatOpensToItAndComesOutWithUndo() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            let turtleRock = shown("Turtle Rock")
            driver.click(try XCTUnwrap(driver.listRow(turtleRock)))
            driver.wait("the detail opens") { driver.label(tr("About %1$s", turtleRock)) != nil }
            let id = try XCTUnwrap(driver.model.landmarks.first { $0.name == turtleRock }?.id)

            var menu = try Self.openMenu(tr("Add to Collection"), in: driver)
            XCTAssertNotNil(findLabel(tr("Favorites"), in: menu), "Favorites is always there")
            try Self.choose(tr("New Collection…"), in: menu, driver: driver)
            try Self.name("Deserts", in: driver, title: tr("New Collection"))
            driver.wait("the collection is made with the landmark in it") {
                driver.model.collections.map(\.name) == ["Deserts"] && driver.model.collections[0].landmarkIDs == [id]
            }
            GtkTest.drain()
            XCTAssertEqual(try Self.savedCollections(in: driver).map(\.name), ["Deserts"], "on disk at once")
            XCTAssertEqual(try Self.savedCollections(in: driver).first?.landmarks, [id])
            driver.wait("a toast says where it went") { driver.label(tr("Added to “%1$s”", "Deserts")).map(driver.isShowing) == true }

            driver.click(try XCTUnwrap(driver.switcherButton(tr("Collections"))))
            try assertShowsCollections(driver)
            let row = try Self.settledRow("Deserts", in: driver)
            XCTAssertNotNil(findLabel(CollectionRow.countText(1), in: row))
            driver.click(row)
            driver.wait("the collection opens") { driver.headerTitle == "Deserts" }
            driver.wait("its landmark is listed") { driver.label(turtleRock).map(driver.isShowing) == true }
            let landmarkRow = try XCTUnwrap(driver.label(turtleRock)?.enclosing("CgtkRecyclerRow"))
            driver.click(driver.steady(landmarkRow))
            driver.wait("the landmark opens from the collection") {
                driver.label(tr("About %1$s", turtleRock)).map(driver.isShowing) == true
            }
            XCTAssertEqual(driver.navigation.shownLandmark(in: .collections), id, "the commands know what is shown")

            menu = try Self.openMenu(tr("Add to Collection"), in: driver)
            try Self.choose("Deserts", in: menu, driver: driver)
            driver.wait("unchecking takes it out") { driver.model.collections.first?.landmarkIDs == [] }
            GtkTest.drain()
            XCTAssertEqual(try Self.savedCollections(in: driver).first?.landmarks, [])
            driver.click(try Self.undoButton(of: tr("Removed from “%1$s”", "Deserts"), in: driver))
            driver.wait("Undo puts it back") { driver.model.collections.first?.landmarkIDs == [id] }
            GtkTest.drain()
            XCTAssertEqual(try Self.savedCollections(in: driver).first?.landmarks, [id], "and saves it")
        }
    }

    func testACollectionIsRenamedWithinTheRulesAndDeletedAndBroughtBackWithUndo() throws {
        try GtkTest.run {
            let directory = try AppDriver.preparedDataDirectory(tab: "collections", state: """
                {"version": 2, "favorites": {}, "collections": [
                  {"id": 1, "name": "Trip", "landmarks": [1003, 1001]},
                  {"id": 2, "name": "Lakes", "landmarks": []}]}
                """)
            defer { try? FileManager.default.removeItem(at: directory) }
            let driver = try AppDriver(dataDirectory: directory)
            try assertShowsCollections(driver)
            driver.click(try Self.settledRow("Trip", in: driver))
            driver.wait("the collection opens") { driver.headerTitle == "Trip" }

            var menu = try Self.openMenu(tr("Collection Menu"), in: driver)
            try Self.choose(tr("Rename…"), in: menu, driver: driver)
            driver.wait("the alert opens") { driver.alert != nil }
            let alert = try XCTUnwrap(driver.alert)
            let entry = try XCTUnwrap(findWidget("GtkText", in: alert)?.cast(to: Gtk.Text.self))
            driver.wait("the field holds the name") { entry.text == "Trip" }
            let unchanged = try XCTUnwrap(driver.button(tr("Rename"), in: alert))
            XCTAssertTrue(unchanged.stateFlags.contains(.insensitive), "Rename waits for a name other than the one it has")
            XInput.press("ctrl+a")
            XInput.type("lakes")
            driver.wait("the alert says the name is taken") {
                findLabel(tr("There is already a collection called “%1$s”.", "Lakes"), in: alert) != nil
            }
            let rename = try XCTUnwrap(driver.button(tr("Rename"), in: alert))
            XCTAssertTrue(rename.stateFlags.contains(.insensitive), "Rename waits for a free name")
            XInput.press("Return")
            XCTAssertEqual(driver.model.collections.map(\.name), ["Trip", "Lakes"], "Enter does not take a taken name")
            try Self.name("Road Trip", in: driver, title: tr("Rename Collection"))
            driver.wait("the collection is renamed") { driver.model.collections.map(\.name) == ["Road Trip", "Lakes"] }
            driver.wait("the page says its new name") { driver.headerTitle == "Road Trip" }
            GtkTest.drain()
            XCTAssertEqual(try Self.savedCollections(in: driver).map(\.name), ["Road Trip", "Lakes"])

            menu = try Self.openMenu(tr("Collection Menu"), in: driver)
            try Self.choose(tr("Delete Collection"), in: menu, driver: driver)
            driver.wait("it is deleted and its page left") {
                driver.model.collections.map(\.name) == ["Lakes"] && driver.navigation.collectionsPath.isEmpty
            }
            try assertShowsCollections(driver)
            XCTAssertNil(Self.collectionRow("Road Trip", in: driver))
            GtkTest.drain()
            XCTAssertEqual(try Self.savedCollections(in: driver).map(\.name), ["Lakes"], "deleted on disk at once")
            driver.click(try Self.undoButton(of: tr("Deleted “%1$s”", "Road Trip"), in: driver))
            driver.wait("Undo brings it back where it stood, with its landmarks") {
                driver.model.collections.map(\.name) == ["Road Trip", "Lakes"]
                    && driver.model.collections[0].landmarkIDs == [1003, 1001]
            }
            driver.wait("the overview lists it again") { Self.collectionRow("Road Trip", in: driver) != nil }
            GtkTest.drain()
            XCTAssertEqual(try Self.savedCollections(in: driver).map(\.landmarks), [[1003, 1001], []])
            driver.quit()

            let again = try AppDriver(dataDirectory: directory)
            try assertShowsCollections(again)
            XCTAssertEqual(again.model.collections.map(\.name), ["Road Trip", "Lakes"], "as left, after a restart")
            XCTAssertNotNil(Self.collectionRow("Road Trip", in: again))
        }
    }

    /// Enter in the name field made the collection a quarter of a second
    /// later (the default button's pressed look ran first): killed within
    /// it, the app lost the collection. Enter answers at once now.
    func testEnterInTheNameFieldMakesTheCollectionInTheSameTurn() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "collections")
            try assertShowsCollections(driver)
            XInput.press("ctrl+n")
            driver.wait("the alert opens") { driver.alert != nil }
            let entry = try XCTUnwrap(findWidget("GtkText", in: try XCTUnwrap(driver.alert))?.cast(to: Gtk.Text.self))
            XInput.press("alt+2")
            // Long enough for the key to reach the app and a tab to switch (a few frames).
            GtkTest.assertStaysTrue(for: 0.5, "the tabs stay put behind the modal alert") {
                driver.app.state?.settings.selectedTab == "collections" && driver.alert != nil
            }
            entry.text = "Right now"
            let alert = try XCTUnwrap(driver.alert)
            driver.wait("the name enables Create") {
                alert.defaultResponse.map { alert.responseEnabled($0) } ?? false
            }
            // The field's activate is what Enter emits; nothing runs in between.
            let field = try XCTUnwrap(entry.parent)
            XCTAssertEqual(field.typeName, "GtkEntry")
            field.emitSignal("activate")
            XCTAssertEqual(driver.model.collections.map(\.name), ["Right now"], "made before the main loop runs again")
            driver.wait("the alert closes") { driver.alert == nil }
        }
    }

    func testAnEmptyCollectionSaysHowToFillItAndFavoritesCannotBeRenamed() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 400, height: 800, tab: "collections")
            try assertShowsCollections(driver)
            XInput.press("ctrl+n")
            try Self.name("Someday", in: driver, title: tr("New Collection"))
            driver.wait("the overview lists it") { Self.collectionRow("Someday", in: driver) != nil }
            driver.click(try Self.settledRow("Someday", in: driver))
            driver.wait("the empty page says how to add to it") {
                driver.label(tr("Add landmarks from their pages, with Add to Collection.")).map(driver.isShowing) == true
            }
            XInput.press("alt+Left")
            driver.wait("back to the overview") { driver.navigation.collectionsPath.isEmpty }
            driver.click(try Self.settledRow(tr("Favorites"), in: driver))
            driver.wait("Favorites opens") { driver.headerTitle == tr("Favorites") }
            XCTAssertNil(driver.headerButton(tr("Collection Menu")), "Favorites cannot be renamed or deleted")
            driver.wait("it lists the favorites") { driver.label(shown("Turtle Rock")).map(driver.isShowing) == true }
        }
    }

    func testALandmarksContextMenuTakesItOutOfTheCollectionByMouseOrKeyboardWithUndo() throws {
        try GtkTest.run {
            let directory = try AppDriver.preparedDataDirectory(tab: "collections", state: #"""
                {"version": 2, "favorites": {}, "collections": [{"id": 1, "name": "Trip", "landmarks": [1003, 1001, 1005]}]}
                """#)
            defer { try? FileManager.default.removeItem(at: directory) }
            let driver = try AppDriver(dataDirectory: directory)
            try assertShowsCollections(driver)
            driver.click(try Self.settledRow("Trip", in: driver))
            driver.wait("the collection opens") { driver.headerTitle == "Trip" }
            let item = tr("Remove from “%1$s”", "Trip")
            @MainActor func contextMenu() -> Gtk.Widget? {
                allWidgets("GtkPopoverMenu", in: driver.window).first { $0.isMapped }
            }

            // The mouse: a secondary click on Chilkoot Trail's row.
            let chilkoot = shown("Chilkoot Trail")
            driver.wait("its landmarks are listed") { driver.label(chilkoot) != nil }
            XInput.click(driver.steady(try XCTUnwrap(driver.label(chilkoot))), button: 3)
            driver.wait("the context menu opens") { contextMenu() != nil }
            try Self.choose(item, in: try XCTUnwrap(contextMenu()), driver: driver)
            driver.wait("the landmark is taken out") { driver.model.collections[0].landmarkIDs == [1001, 1005] }
            GtkTest.drain()
            XCTAssertEqual(try Self.savedCollections(in: driver).first?.landmarks, [1001, 1005], "on disk at once")
            driver.click(try Self.undoButton(of: tr("Removed from “%1$s”", "Trip"), in: driver))
            driver.wait("Undo puts it back first") { driver.model.collections[0].landmarkIDs == [1003, 1001, 1005] }

            // The keyboard: Tab into the list, down to the second row, the Menu key.
            driver.tabIntoList()
            XCTAssertNotNil(driver.focused(within: "CgtkRecycler"), "Tab reaches the list")
            XInput.press("Home", "Down", "Menu")
            driver.wait("the Menu key opens the context menu") { contextMenu() != nil }
            XInput.press("Return")
            driver.wait("Enter takes the focused row's landmark out") {
                driver.model.collections[0].landmarkIDs == [1003, 1005]
            }
            GtkTest.drain()
            XCTAssertEqual(try Self.savedCollections(in: driver).first?.landmarks, [1003, 1005])
        }
    }

    func testUndoAfterANewCollectionFromALandmarksPageTakesBackTheCollectionToo() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            let twinLake = shown("Twin Lake")
            driver.click(try XCTUnwrap(driver.listRow(twinLake)))
            driver.wait("the detail opens") { driver.label(tr("About %1$s", twinLake)) != nil }
            let menu = try Self.openMenu(tr("Add to Collection"), in: driver)
            try Self.choose(tr("New Collection…"), in: menu, driver: driver)
            try Self.name("Mountain Lakes", in: driver, title: tr("New Collection"))
            driver.wait("the collection is made") { driver.model.collections.map(\.name) == ["Mountain Lakes"] }
            driver.click(try Self.undoButton(of: tr("Added to “%1$s”", "Mountain Lakes"), in: driver))
            driver.wait("Undo takes back the collection made for it") { driver.model.collections.isEmpty }
            GtkTest.drain()
            XCTAssertEqual(try Self.savedCollections(in: driver).count, 0, "and saves that")
        }
    }
}
