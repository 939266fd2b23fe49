import CGtk
import GtkTestSupport
import XCTest

@testable import Landmarks

/// What a screen reader hears and can do, read over the accessibility bus.
final class AccessibilityJourneyTests: XCTestCase {
    /// Roles a person operates: each must carry a name a person would say.
    private static let interactiveRoles: Set<String> = [
        "push button", "toggle button", "page tab", "check box", "radio button", "list item", "list",
        "combo box", "menu item", "text", "entry", "password text", "slider", "switch", "spin button",
    ]

    /// Fails for every visible control whose name is empty or a type name.
    private static func assertEveryControlIsNamed(_ tree: [AccessibleNode], file: StaticString = #filePath, line: UInt = #line) {
        for node in tree where node.isOnScreen && interactiveRoles.contains(node.role) {
            let isTypeName = node.name.range(of: #"^(Gtk|Adw|Cgtk)[A-Z]"#, options: .regularExpression) != nil
            XCTAssertFalse(node.name.isEmpty || isTypeName, "a \(node.role) named \"\(node.name)\"", file: file, line: line)
        }
    }

    func testTheListTabNamesItsListAndRowsAndAScreenReaderSelectsARow() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            defer { driver.tearDown() }
            try assertShowsList(driver)
            let tree = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(tree)
            XCTAssertTrue(tree.contains { $0.role == "list" && $0.name == "Landmarks" }, "the list is named")
            let items = tree.filter { $0.role == "list item" && $0.visible }.map(\.name)
            XCTAssertTrue(items.contains("Twin Lake") && items.contains("Turtle Rock, favorite"), "\(items)")
            XCTAssertTrue(tree.contains { $0.name == "Twin Lake" && $0.actions.contains("listitem.select") })

            try AccessibilityBus.perform("listitem.select", on: "Twin Lake")
            driver.wait("the screen reader's selection opens the detail") { driver.label("About Twin Lake") != nil }
            XCTAssertEqual(driver.navigation.listSelection, driver.model.landmarks.first { $0.name == "Twin Lake" }?.id)
            XCTAssertTrue(try AccessibilityBus.tree().contains { $0.role == "list item" && $0.name == "Twin Lake" && $0.selected },
                          "the row says it is selected")
        }
    }

    func testTheFeaturedTabAndTheProfileSheetNameEveryControlOnce() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            defer { driver.tearDown() }
            try assertShowsFeatured(driver)
            let featured = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(featured)
            for category in ["Lakes", "Mountains", "Rivers"] {
                XCTAssertTrue(featured.contains { $0.role == "list" && $0.name == category }, "the \(category) row is named")
            }

            driver.click(try XCTUnwrap(driver.headerButton("User Profile")))
            driver.wait("the profile opens") { driver.sheet.flatMap { driver.button("Edit", in: $0) } != nil }
            let summary = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(summary)
            XCTAssertTrue(summary.contains { ($0.role == "frame" || $0.role == "window") && $0.name == "Profile" },
                          "the sheet is named by its title")
            XCTAssertTrue(summary.contains { $0.role == "push button" && $0.name == "Edit" })
            let measures = summary.filter { $0.role == "push button" && $0.name.hasPrefix("Show ") }
            XCTAssertEqual(measures.count, 3, "\(measures.map(\.name))")
            XCTAssertEqual(measures.filter(\.pressed).map(\.name), ["Show Elevation"], "the chosen measure is the pressed one")

            driver.click(try XCTUnwrap(driver.sheet.flatMap { driver.button("Edit", in: $0) }))
            driver.wait("the editor opens") { driver.sheet.flatMap { driver.button("Done", in: $0) } != nil }
            let editor = try AccessibilityBus.tree()
            Self.assertEveryControlIsNamed(editor)
            XCTAssertTrue(editor.contains { $0.role == "push button" && $0.name == "Cancel" })
            XCTAssertTrue(editor.contains { $0.role == "push button" && $0.name == "Done" })
            for node in editor where node.isOnScreen {
                for name in ["Enable Notifications", "Goal Date"] {
                    XCTAssertFalse(node.name.hasPrefix(name) && node.name.hasSuffix(name) && node.name.count > name.count,
                                   "a doubled name: \(node.name)")
                }
            }
            XInput.press("Escape")
            driver.wait("the sheet closes") { driver.sheet == nil }
        }
    }
}
