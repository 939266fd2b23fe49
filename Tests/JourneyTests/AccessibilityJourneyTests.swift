@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// What a screen reader hears and can do, read over the accessibility bus.
final class AccessibilityJourneyTests: XCTestCase {
    /// Roles a person operates: each must carry a name a person would say.
    private static let interactiveRoles: Set<String> = [
        "push button", "toggle button", "page tab", "check box", "radio button", "list item", "list",
        "combo box", "menu item", "text", "entry", "password text", "slider", "switch", "spin button",
    ]

    /// Fails for every visible control whose name is empty, a type name, or
    /// said with one ("GtkImage Zoom In") or twice ("Undo Undo", "Map Map");
    /// and for the app's own widgets and pictures exposed by type name.
    /// (libadwaita's and GTK's own unnamed internals, `AdwBin` and the like,
    /// are theirs, not the app's.)
    /// "a panel "" in a push button "Edit" in …", for a failure's message.
    private static func ancestry(of index: Int, in tree: [AccessibleNode]) -> String {
        var names: [String] = []
        var depth = tree[index].depth
        for node in tree[..<index].reversed() where node.depth == depth - 1 {
            names.append("a \(node.role) \"\(node.name)\"")
            depth = node.depth
            if names.count == 8 { break }
        }
        return names.joined(separator: " in ")
    }

    static func assertEveryControlIsNamed(_ tree: [AccessibleNode], file: StaticString = #filePath, line: UInt = #line) {
        let typeName = #"\b(Gtk|Adw|Cgtk)[A-Z][A-Za-z]+"#
        for (index, node) in tree.enumerated() where node.isOnScreen {
            let parent = tree[..<index].last { $0.depth == node.depth - 1 }
            if interactiveRoles.contains(node.role) || node.role == "list" {
                let spoken = node.spoken
                XCTAssertFalse(node.name.isEmpty || spoken.range(of: typeName, options: .regularExpression) != nil,
                               "a \(node.role) heard as \"\(spoken)\"", file: file, line: line)
                let words = node.name.split(separator: " ")
                XCTAssertFalse(words.count >= 2 && words.count % 2 == 0
                               && Array(words.prefix(words.count / 2)) == Array(words.suffix(words.count / 2)),
                               "a \(node.role) named twice: \"\(node.name)\"", file: file, line: line)
                // Orca says a list's labelling title and then its name ("Map Map").
                XCTAssertFalse(node.role == "list" && node.labelledBy == [node.name],
                               "a list heard twice: \"\(spoken)\"", file: file, line: line)
            }
            let ownTypeName = #"^(Cgtk[A-Z]|GtkPicture$|GtkImage$|GtkCalendar$)"#
            guard !(parent?.name.hasPrefix("Adw") ?? false) else { continue }  // libadwaita's own
            XCTAssertNil(node.name.range(of: ownTypeName, options: .regularExpression),
                         "a \(node.role) \(node.width)×\(node.height) exposed as \"\(node.name)\" in \(Self.ancestry(of: index, in: tree))",
                         file: file, line: line)
        }
    }

    func testTheListTabNamesItsListAndRowsAndAScreenReaderSelectsARow() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            let tree = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(tree)
            XCTAssertTrue(tree.contains { $0.role == "list" && $0.name == tr("Landmarks") }, "the list is named")
            let items = tree.filter { $0.role == "list item" && $0.visible }.map(\.name)
            XCTAssertTrue(items.contains(shown("Twin Lake")) && items.contains(tr("%1$s, favorite", shown("Turtle Rock"))), "\(items)")
            XCTAssertTrue(tree.contains { $0.name == shown("Twin Lake") && $0.actions.contains("listitem.select") })

            try AccessibilityBus.perform("listitem.select", on: shown("Twin Lake"))
            driver.wait("the screen reader's selection opens the detail") { driver.label(tr("About %1$s", shown("Twin Lake"))) != nil }
            XCTAssertEqual(driver.navigation.listSelection, driver.model.landmarks.first { $0.name == shown("Twin Lake") }?.id)
            let detail = try AccessibilityBus.tree()
            XCTAssertTrue(detail.contains { $0.role == "list item" && $0.name == shown("Twin Lake") && $0.selected },
                          "the row says it is selected")
            let buttons = detail.filter { $0.isOnScreen && ($0.role == "push button" || $0.role == "toggle button") }.map(\.name)
            XCTAssertTrue(buttons.contains(tr("Open in Maps")), "Open in Maps is named once: \(buttons)")
            XCTAssertTrue(buttons.contains(tr("Favorite")), "the star is named for what it is: \(buttons)")
            for name in buttons {
                let words = name.split(separator: " ")
                XCTAssertFalse(words.count >= 2 && words.count % 2 == 0
                               && Array(words.prefix(words.count / 2)) == Array(words.suffix(words.count / 2)),
                               "a doubled name: \(name)")
            }
        }
    }

    /// A category item was announced twice: a list item with no action, and
    /// inside it a button of the same name.
    func testEachCategoryItemIsOneObjectThatAScreenReaderActivates() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let tree = try AccessibilityBus.tree()
            let lakes = Array(try XCTUnwrap(driver.model.categories["Lakes"]))
            var heard = 0
            for landmark in lakes {
                let names = [landmark.name, tr("%1$s, favorite", landmark.name)]
                let controls = tree.filter { $0.isOnScreen && Self.interactiveRoles.contains($0.role) && names.contains($0.name) }
                guard !controls.isEmpty else { continue }   // scrolled out of the row
                heard += 1
                XCTAssertEqual(controls.map(\.role), ["list item"], "\(landmark.name) is one object: \(controls.map { "\($0.role) \($0.name)" })")
                XCTAssertEqual(controls.first?.name, landmark.isFavorite ? names[1] : names[0], "a favorite says so")
                XCTAssertTrue(controls.first?.actions.contains("listitem.activate") ?? false, "\(landmark.name) can be activated")
            }
            XCTAssertGreaterThanOrEqual(heard, 4, "the Lakes row's items in view")
            let stMary = try XCTUnwrap(lakes.first { $0.name == shown("St. Mary Lake") })
            try AccessibilityBus.perform("listitem.activate", on: tr("%1$s, favorite", stMary.name))
            driver.wait("the reader's activation opens the landmark") { driver.label(tr("About %1$s", stMary.name)) != nil }
            driver.settle()
            let page = try AccessibilityBus.tree()
            XCTAssertFalse(page.contains { $0.isOnScreen && $0.name == tr("Featured landmarks") },
                           "the Featured page the landmark's page covers is not read as showing")
        }
    }

    func testTheFeaturedTabAndTheProfileSheetNameEveryControlOnce() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let featured = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(featured)
            for category in [tr("Lakes"), tr("Mountains"), tr("Rivers")] {
                XCTAssertTrue(featured.contains { $0.role == "list" && $0.name == category }, "the \(category) row is named")
            }

            driver.click(try XCTUnwrap(driver.headerButton(tr("User Profile"))))
            driver.wait("the profile opens") { driver.sheet.flatMap { driver.button(tr("Edit"), in: $0) } != nil }
            let summary = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(summary)
            XCTAssertTrue(summary.contains { ($0.role == "frame" || $0.role == "window") && $0.name == tr("Profile") },
                          "the sheet is named by its title")
            XCTAssertTrue(summary.contains { $0.role == "push button" && $0.name == tr("Edit") })
            let measures = summary.filter { $0.role == "push button" && [tr("Elevation"), tr("Heart Rate"), tr("Pace")].map { tr("Show %1$s", $0) }.contains($0.name) }
            XCTAssertEqual(measures.count, 3, "\(measures.map(\.name))")
            XCTAssertEqual(measures.filter(\.pressed).map(\.name), [tr("Show %1$s", tr("Elevation"))], "the chosen measure is the pressed one")

            driver.click(try XCTUnwrap(driver.sheet.flatMap { driver.button(tr("Edit"), in: $0) }))
            driver.wait("the editor opens") { driver.sheet.flatMap { driver.button(tr("Done"), in: $0) } != nil }
            let editor = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(editor)
            XCTAssertTrue(editor.contains { $0.role == "push button" && $0.name == tr("Cancel") })
            XCTAssertTrue(editor.contains { $0.role == "push button" && $0.name == tr("Done") })
            for node in editor where node.isOnScreen {
                for name in [tr("Enable Notifications"), tr("Goal Date")] {
                    XCTAssertFalse(node.name.hasPrefix(name) && node.name.hasSuffix(name) && node.name.count > name.count,
                                   "a doubled name: \(node.name)")
                }
            }
            XInput.press("Escape")
            driver.wait("the sheet closes") { driver.sheet == nil }
        }
    }

    /// Icon buttons were heard as "GtkImage Zoom In", a toast's buttons as
    /// "Undo Undo" and "GtkImage", the map preferences as "Map Map".
    func testALandmarksPageItsToastAndThePreferencesAreHeardByNameOnce() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            let name = shown("Twin Lake")
            driver.click(try XCTUnwrap(driver.listRow(name)))
            driver.wait("the page opens") { driver.label(tr("About %1$s", name)) != nil }
            let page = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(page)
            for control in [tr("Zoom In"), tr("Zoom Out"), tr("Favorite")] {
                XCTAssertTrue(page.contains { $0.isOnScreen && $0.spoken == control }, "\(control) is heard as itself")
            }

            XInput.press("shift+alt+f")
            driver.wait("a toast offers Undo") { driver.button(tr("Undo")) != nil }
            driver.settle()
            let toast = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(toast)
            XCTAssertTrue(toast.contains { $0.role == "push button" && $0.name == tr("Undo") && ($0.labelledBy ?? []).isEmpty },
                          "Undo is heard once")
            XCTAssertTrue(toast.contains { $0.role == "push button" && $0.spoken == tr("Close") }, "the close button is named")

            XInput.press("ctrl+comma")
            driver.wait("the preferences open") { driver.sheet.map { $0.width > 0 } ?? false }
            driver.settle()
            let preferences = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(preferences)
            XCTAssertTrue(preferences.contains { $0.role == "list" && $0.name == tr("Map") && ($0.labelledBy ?? []).isEmpty },
                          "the map group is heard once")
            XInput.press("Escape")
            driver.wait("Escape closes the preferences") { driver.sheet == nil }
        }
    }

    func testTheCollectionsTabItsPagesAndTheNamingAlertAreNamedAndReachedByKeyboardAlone() throws {
        try GtkTest.run {
            let directory = try AppDriver.preparedDataDirectory(tab: "collections", state: #"""
                {"version": 2, "favorites": {}, "collections": [{"id": 1, "name": "Trip", "landmarks": [1002]}]}
                """#)
            defer { try? FileManager.default.removeItem(at: directory) }
            let driver = try AppDriver(dataDirectory: directory)
            try assertShowsCollections(driver)
            let overview = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(overview)
            XCTAssertTrue(overview.contains { $0.role == "list" && $0.name == tr("Collections") && $0.isOnScreen })
            let rows = overview.filter { $0.role == "list item" && $0.isOnScreen }.map(\.name)
            XCTAssertEqual(rows, [tr("%1$s, %2$s", tr("Favorites"), CollectionRow.countText(3)),
                                  tr("%1$s, %2$s", "Trip", CollectionRow.countText(1))])
            XCTAssertEqual(overview.filter { $0.isOnScreen && Self.interactiveRoles.contains($0.role) && $0.name == tr("New Collection") }.count, 1, "said once")
            XCTAssertEqual(overview.filter { $0.isOnScreen && Self.interactiveRoles.contains($0.role) && $0.name == tr("Main Menu") }.count, 1,
                           "a menu button is one button")

            // Keyboard alone: into the list, down to Trip, open it, open its landmark.
            driver.tabIntoList()
            XCTAssertNotNil(driver.focused(within: "CgtkRecycler"), "Tab reaches the list")
            XInput.press("Down")
            XInput.press("Return")
            driver.wait("Enter opens the collection") { driver.headerTitle == "Trip" }
            let page = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(page)
            XCTAssertEqual(page.filter { $0.isOnScreen && Self.interactiveRoles.contains($0.role) && $0.name == tr("Collection Menu") }.count, 1, "said once: \(page.filter { $0.isOnScreen && $0.name == tr("Collection Menu") })")
            XCTAssertTrue(page.contains { $0.role == "list item" && $0.name == shown("Silver Salmon Creek") && $0.isOnScreen })
            driver.tabIntoList()
            XInput.press("Return")
            driver.wait("Enter opens the landmark") { driver.label(tr("About %1$s", shown("Silver Salmon Creek"))) != nil }
            let detail = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(detail)
            XCTAssertEqual(detail.filter { $0.isOnScreen && Self.interactiveRoles.contains($0.role) && $0.name == tr("Add to Collection") }.count, 1, "said once: \(detail.filter { $0.isOnScreen && $0.name == tr("Add to Collection") })")

            driver.wait("the window has the keyboard") { driver.mainWindow!.window.isActive }
            driver.wait("the focus is in the landmark's page") {
                driver.focus.map { driver.isShowing($0) } ?? false
            }
            XInput.press("ctrl+n")
            driver.wait("the alert opens") { driver.alert != nil }
            let alert = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(alert)
            XCTAssertTrue(alert.contains { $0.role == "text" && $0.name == tr("Collection Name") && $0.isOnScreen },
                          "\(alert.filter(\.isOnScreen).map { "\($0.role): \($0.name)" })")
            for button in [tr("Cancel"), tr("Create")] {
                XCTAssertTrue(alert.contains { $0.role == "push button" && $0.name == button && $0.isOnScreen }, "\(button): \(alert.filter { $0.name == button })")
            }
            XInput.press("Escape")
            driver.wait("Escape closes the alert") { driver.alert == nil }
            XCTAssertTrue(driver.model.collections.map(\.name) == ["Trip"], "and makes nothing")
        }
    }
}
