@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Adw
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

/// The profile sheet as a person opens, edits, cancels and saves it.
final class ProfileJourneyTests: XCTestCase {
    /// The sheet's username row's text field.
    @MainActor
    private static func usernameField(_ sheet: Gtk.Widget) -> Gtk.Text? {
        findWidget("AdwEntryRow", in: sheet).flatMap { findWidget("GtkText", in: $0)?.cast(to: Gtk.Text.self) }
    }

    @MainActor
    private static func openProfile(_ driver: AppDriver) throws -> Gtk.Window {
        driver.click(try XCTUnwrap(driver.headerButton(tr("User Profile"))))
        driver.wait("the profile sheet opens") { driver.sheet?.isActive == true }
        let sheet = try XCTUnwrap(driver.sheet)
        driver.wait("the sheet is laid out") { driver.button(tr("Edit"), in: sheet).map { $0.width > 0 } ?? false }
        driver.settle()
        XCTAssertEqual(sheet.title, tr("Profile"), "named by its title")
        return sheet
    }

    @MainActor
    private static func replaceUsername(with name: String, in sheet: Gtk.Widget, _ driver: AppDriver) throws {
        driver.click(try XCTUnwrap(usernameField(sheet)))
        XInput.press("ctrl+a")
        XInput.type(name)
        driver.wait("the field shows what was typed") {
            usernameField(sheet).map { $0.text } == name
        }
    }

    func testEditThenCancelKeepsTheProfileAndEditThenDoneSavesIt() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let saved = driver.model.profile
            let sheet = try Self.openProfile(driver)
            let goal = try XCTUnwrap(sheet.descendants(Gtk.Label.self).compactMap { $0.label }
                .first { $0 == tr("Goal Date: %1$s", DateText.long(saved.goalDate)) })
            XCTAssertFalse(goal.contains("/"), "the month written out, not numbers and slashes: \(goal)")
            if testsRunInKorean {
                XCTAssertNotNil(goal.firstMatch(of: /\d{4}년 \d{1,2}월 \d{1,2}일$/), "the year, month and day in Korean: \(goal)")
            } else {
                XCTAssertTrue(goal.range(of: #"[A-Z][a-z]+"#, options: .regularExpression) != nil
                    && goal.range(of: #"\d{4}$"#, options: .regularExpression) != nil, "a month name and the full year: \(goal)")
            }

            driver.click(try XCTUnwrap(driver.button(tr("Edit"), in: sheet)))
            driver.wait("the editor opens") { Self.usernameField(sheet) != nil && driver.button(tr("Cancel"), in: sheet) != nil }
            let header = try XCTUnwrap(findWidget("AdwHeaderBar", in: sheet)?.cast(to: Adw.HeaderBar.self))
            XCTAssertFalse(header.showEndTitleButtons,
                           "Cancel takes the close button's place while editing")
            try Self.replaceUsername(with: "someone_else", in: sheet, driver)
            driver.click(try XCTUnwrap(driver.button(tr("Cancel"), in: sheet)))
            driver.wait("Cancel leaves the editor") { driver.button(tr("Edit"), in: sheet) != nil }
            driver.wait("Cancel says the edits were discarded, with Undo") {
                driver.label(tr("Profile changes were discarded.")) != nil && driver.button(tr("Undo")) != nil
            }
            XCTAssertEqual(driver.model.profile, saved, "nothing changed")
            XCTAssertNotNil(findLabel(saved.username, in: sheet))
            XCTAssertTrue(header.showEndTitleButtons)

            driver.click(try XCTUnwrap(driver.button(tr("Edit"), in: sheet)))
            driver.wait("the editor opens again") { Self.usernameField(sheet) != nil }
            try Self.replaceUsername(with: "trail_runner", in: sheet, driver)
            driver.click(try XCTUnwrap(driver.button(tr("Done"), in: sheet)))
            driver.wait("Done saves the draft") { driver.model.profile.username == "trail_runner" }
            driver.wait("the summary shows it") { findLabel("trail_runner", in: sheet) != nil }
            XInput.press("Escape")
            driver.wait("Escape closes the sheet") { driver.sheet == nil }
        }
    }

    func testEscapeWhileEditingOffersUndoWhichReopensTheEditorOnTheDraft() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let saved = driver.model.profile
            let sheet = try Self.openProfile(driver)
            driver.click(try XCTUnwrap(driver.button(tr("Edit"), in: sheet)))
            driver.wait("the editor opens") { Self.usernameField(sheet) != nil }
            try Self.replaceUsername(with: "almost_lost", in: sheet, driver)
            XInput.press("Escape")
            driver.wait("Escape closes the sheet") { driver.sheet == nil }
            XCTAssertEqual(driver.model.profile, saved, "the draft is not saved")
            driver.wait("a toast offers Undo") { driver.button(tr("Undo")).map(driver.isShowing) == true }
            XCTAssertNotNil(driver.label(tr("Profile changes were discarded.")))
            driver.click(try XCTUnwrap(driver.button(tr("Undo"))))
            driver.wait("the sheet opens again") { driver.sheet != nil }
            let again = try XCTUnwrap(driver.sheet)
            driver.wait("in the editor, with the draft") {
                Self.usernameField(again).map { $0.text } == "almost_lost"
            }
            XCTAssertEqual(driver.model.profile, saved, "still nothing saved until Done")
            driver.click(try XCTUnwrap(driver.button(tr("Done"), in: again)))
            driver.wait("Done saves the restored draft") { driver.model.profile.username == "almost_lost" }
            XInput.press("Escape")
            driver.wait("the sheet closes") { driver.sheet == nil }
        }
    }

    func testARefusedUsernameIsExplainedAtItsFieldAndEnterActsAsDone() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let sheet = try Self.openProfile(driver)
            driver.click(try XCTUnwrap(driver.button(tr("Edit"), in: sheet)))
            driver.wait("the editor opens") { Self.usernameField(sheet) != nil }
            try Self.replaceUsername(with: "   ", in: sheet, driver)
            XInput.press("Return")
            let message = tr("Enter a username.")
            driver.wait("Enter in the field asks for a username") {
                findLabel(message, in: sheet).map { $0.isMapped && $0.height > 0 } == true
            }
            @MainActor func bounds(_ widget: Gtk.Widget) throws -> (x: Double, y: Double, width: Double, height: Double) {
                try XCTUnwrap(widget.bounds(in: sheet))
            }
            let row = try XCTUnwrap(findWidget("AdwEntryRow", in: sheet))
            let rowBounds = try bounds(row)
            let messageBounds = try bounds(try XCTUnwrap(findLabel(message, in: sheet)))
            let goalBounds = try bounds(try XCTUnwrap(allWidgets("AdwActionRow", in: sheet).last))
            XCTAssertGreaterThanOrEqual(messageBounds.y, rowBounds.y + rowBounds.height, "under the username row")
            XCTAssertLessThan(messageBounds.y, goalBounds.y, "above the rows below it, not under the goal date")
            XCTAssertTrue(row.hasCSSClass("error"), "the row is marked")
            let described = try AccessibilityBus.tree().filter { $0.description == message }
            XCTAssertEqual(described.map(\.name), [tr("Username")], "a screen reader hears why, on the field")
            XCTAssertNotEqual(driver.model.profile.username, "   ", "nothing refused is saved")

            try Self.replaceUsername(with: "entered_name", in: sheet, driver)
            XInput.press("Return")
            driver.wait("Enter saves, as Done does") { driver.model.profile.username == "entered_name" }
            driver.wait("and shows the summary") { findLabel("entered_name", in: sheet) != nil }
            XInput.press("Escape")
            driver.wait("the sheet closes") { driver.sheet == nil }
        }
    }

    func testInANarrowWindowAToastShowsAboveTheSwitcherBar() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 400, height: 800, tab: "featured")
            try assertShowsFeatured(driver)
            let bar = try XCTUnwrap(findWidget("AdwViewSwitcherBar", in: driver.window)?.cast(to: Adw.ViewSwitcherBar.self))
            driver.wait("the switcher bar shows at the bottom") { bar.reveal && driver.isShowing(bar) }
            let sheet = try Self.openProfile(driver)
            driver.click(try XCTUnwrap(driver.button(tr("Edit"), in: sheet)))
            driver.wait("the editor opens") { Self.usernameField(sheet) != nil }
            try Self.replaceUsername(with: "narrow_draft", in: sheet, driver)
            XInput.press("Escape")
            driver.wait("the sheet closes") { driver.sheet == nil }
            driver.wait("a toast offers Undo") { driver.button(tr("Undo")).map(driver.isShowing) == true }
            let toast = try XCTUnwrap(findWidget("CgtkToastBox", in: driver.window))
            let barTop = try XCTUnwrap(driver.bounds(of: bar)).y
            driver.wait("the toast comes to rest above the view switcher, not over it") {
                driver.bounds(of: toast).map { $0.y + $0.height <= barTop } == true
            }
            let overlay = try XCTUnwrap(toast.parent)
            XCTAssertEqual(overlay.overflow, .hidden, "nor does it slide in over the bar")
            driver.click(try XCTUnwrap(driver.button(tr("Undo"))))
            driver.wait("Undo reopens the sheet") { driver.sheet != nil }
            XInput.press("Escape")
            driver.wait("the sheet closes again") { driver.sheet == nil }
        }
    }

    func testTheHikeGraphStaysAsTheUserLeftItThroughEditAndCancel() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let sheet = try Self.openProfile(driver)
            @MainActor func iconButton(_ tooltip: String) -> Gtk.Widget? {
                allWidgets("GtkButton", in: sheet).first { button in
                    button.isMapped && button.tooltipText == tooltip
                }
            }
            // Pressed from the keyboard: focusing a control scrolls the sheet to it.
            @MainActor func press(_ button: Gtk.Widget) {
                button.grabFocus()
                driver.settle()
                XInput.press("space")
            }
            let heartRate = HikeMeasure.heartRate.title
            press(try XCTUnwrap(driver.button(heartRate, in: sheet)))
            driver.wait("the graph plots the heart rate") {
                driver.button(heartRate, in: sheet).map { $0.hasCSSClass("measure-selected") } == true
            }
            press(try XCTUnwrap(iconButton(tr("Hide Hike Details"))))
            driver.wait("the graph closes") { iconButton(tr("Show Hike Details")) != nil }

            driver.click(try XCTUnwrap(driver.button(tr("Edit"), in: sheet)))
            driver.wait("the editor opens") { Self.usernameField(sheet) != nil }
            driver.click(try XCTUnwrap(driver.button(tr("Cancel"), in: sheet)))
            driver.wait("Cancel shows the summary") { driver.button(tr("Edit"), in: sheet) != nil }
            driver.settle()
            XCTAssertNotNil(iconButton(tr("Show Hike Details")), "the graph is still closed, as it was left")
            press(try XCTUnwrap(iconButton(tr("Show Hike Details"))))
            driver.wait("opened again, it still plots the heart rate") {
                driver.button(heartRate, in: sheet).map { $0.hasCSSClass("measure-selected") } == true
            }
            XInput.press("Escape")
            driver.wait("the sheet closes") { driver.sheet == nil }
        }
    }

    func testTheBadgeStripIsANamedTabStopThatShowsItsFocus() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let sheet = try Self.openProfile(driver)
            // At least one Tab, as a person reaching the strip presses: a sheet
            // whose first focus happens to be the strip has had no key yet, so
            // it shows no focus (GTK shows it once the keyboard is used).
            var presses = 0
            repeat {
                XInput.press("Tab")
                driver.settle()
                presses += 1
            } while sheet.focus.map({ $0.typeName }) != "GtkScrolledWindow" && presses < 20
            let strip = try XCTUnwrap(sheet.focus, "Tab reaches the badge strip")
            XCTAssertEqual(strip.typeName, "GtkScrolledWindow")
            // The ring fades in and out (Adwaita's outline transition): render
            // until it has, however long a busy machine takes to get there.
            let edge = { () -> RenderedImage.Pixel? in
                guard let image = try? WidgetRenderer.render(strip) else { return nil }
                return image.pixel(x: 1, y: image.height / 2)
            }
            let blank = RenderedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0)
            var focused: RenderedImage.Pixel?
            driver.waitWhileTheFocusShows(at: strip, "the focus shows at the strip's edge") {
                focused = edge()
                return focused.map { !$0.isClose(to: blank, tolerance: 20) } ?? false
            }
            let panes = try AccessibilityBus.tree().filter { $0.role == "scroll pane" && $0.isOnScreen && $0.name == tr("Badges") }
            XCTAssertEqual(panes.count, 1, "a screen reader hears what it is")
            XInput.press("Tab")
            driver.wait("the focus moves on") { sheet.focus != strip }
            var unfocused: RenderedImage.Pixel?
            driver.wait("and no longer shows there once it has left") {
                unfocused = edge()
                return unfocused.map { $0.isClose(to: blank, tolerance: 20) } ?? false
            }
            XCTAssertFalse(try XCTUnwrap(focused).isClose(to: try XCTUnwrap(unfocused), tolerance: 20),
                           "the focus shows at its edge: \(String(describing: focused)) against \(String(describing: unfocused))")
            XInput.press("Escape")
            driver.wait("the sheet closes") { driver.sheet == nil }
        }
    }

    func testTheSheetFitsANarrowWindow() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 400, height: 800, tab: "featured")
            try assertShowsFeatured(driver)
            let sheet = try Self.openProfile(driver)
            driver.wait("the sheet is laid out") { sheet.width > 0 }
            XCTAssertLessThanOrEqual(sheet.width, driver.window.width, "no wider than the window")
            XCTAssertLessThanOrEqual(sheet.height, driver.window.height, "no taller than the window")
            // "Tenth Hike" was cut to "Tenth Hik" at the strip's edge: every badge shows whole.
            let strip = try XCTUnwrap(allWidgets("GtkScrolledWindow", in: sheet).first { scroller in
                [tr("First Hike"), tr("Earth Day"), tr("Tenth Hike")].allSatisfy { findLabel($0, in: scroller) != nil }
            }, "the badge strip")
            for name in [tr("First Hike"), tr("Earth Day"), tr("Tenth Hike")] {
                let label = try XCTUnwrap(findLabel(name, in: strip))
                let bounds = try XCTUnwrap(label.bounds(in: strip))
                XCTAssertTrue(bounds.x >= 0 && bounds.x + bounds.width <= Double(strip.width) + 0.5,
                              "\(name) shows whole: \(bounds.x)…\(bounds.x + bounds.width) in \(strip.width)")
                XCTAssertFalse(label.isEllipsizedNow, "\(name) is not ellipsized")
            }
            XInput.press("Escape")
            driver.wait("Escape closes the sheet") { driver.sheet == nil }
        }
    }

    /// The open Keyboard Shortcuts window, if any.
    @MainActor
    private static var shortcutsWindow: Gtk.Window? { toplevel("GtkShortcutsWindow") }

    /// Presses Ctrl+Q and waits for the app's Quit action to run.
    @MainActor
    private static func assertCtrlQRunsQuit(_ driver: AppDriver, _ message: String) throws {
        let quit = try XCTUnwrap(driver.app.application.action(named: "quit"))
        var quits = 0
        let connection = quit.connectPointer("activate") { _ in quits += 1 }
        defer { connection.disconnect() }
        XInput.press("ctrl+q")
        driver.wait(message) { quits == 1 }
    }

    func testTheAppsShortcutsWorkWhileTheSheetHasTheFocus() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let sheet = try Self.openProfile(driver)
            XCTAssertNil(Self.shortcutsWindow)
            XInput.press("ctrl+question")
            driver.wait("Ctrl+? opens the keyboard shortcuts from the sheet") { Self.shortcutsWindow != nil }
            XInput.press("Escape")
            driver.wait("Escape closes the shortcuts window") { Self.shortcutsWindow == nil }
            driver.wait("the sheet has the focus again") { sheet.isActive }

            try Self.assertCtrlQRunsQuit(driver, "Ctrl+Q in the sheet runs the app's Quit")
        }
    }

    func testTheAppsShortcutsWorkWhileTheMainMenuIsOpen() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let menuButton = try XCTUnwrap(driver.headerButton(tr("Main Menu")))
            driver.click(menuButton)
            let menu = try XCTUnwrap(menuButton.enclosing("GtkMenuButton")?.cast(to: Gtk.MenuButton.self)?.popover)
            driver.waitForPopover(menu)
            XInput.press("ctrl+question")
            driver.wait("Ctrl+? opens the keyboard shortcuts from the open menu") { Self.shortcutsWindow != nil }
            driver.wait("and the menu closes") { !menu.isMapped }
            XInput.press("Escape")
            driver.wait("Escape closes the shortcuts window") { Self.shortcutsWindow == nil }

            driver.click(menuButton)
            driver.waitForPopover(menu)
            try Self.assertCtrlQRunsQuit(driver, "Ctrl+Q with the menu open runs the app's Quit")
        }
    }
}
