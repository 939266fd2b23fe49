import CGtk
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

/// The profile sheet as a person opens, edits, cancels and saves it.
final class ProfileJourneyTests: XCTestCase {
    /// The sheet's username row's text field.
    @MainActor
    private static func usernameField(_ sheet: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        findWidget("AdwEntryRow", in: sheet).flatMap { findWidget("GtkText", in: $0) }
    }

    @MainActor
    private static func openProfile(_ driver: AppDriver) throws -> UnsafeMutablePointer<GtkWidget> {
        driver.click(try XCTUnwrap(driver.headerButton(tr("User Profile"))))
        driver.wait("the profile sheet opens") { driver.sheet.map { gtk_window_is_active(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self)) != 0 } ?? false }
        let sheet = try XCTUnwrap(driver.sheet)
        driver.wait("the sheet is laid out") { driver.button(tr("Edit"), in: sheet).map { gtk_widget_get_width($0) > 0 } ?? false }
        driver.settle()
        XCTAssertEqual(gtk_window_get_title(UnsafeMutableRawPointer(sheet).assumingMemoryBound(to: GtkWindow.self)).map { String(cString: $0) }, tr("Profile"), "named by its title")
        return sheet
    }

    @MainActor
    private static func replaceUsername(with name: String, in sheet: UnsafeMutablePointer<GtkWidget>, _ driver: AppDriver) throws {
        driver.click(try XCTUnwrap(usernameField(sheet)))
        XInput.press("ctrl+a")
        XInput.type(name)
        driver.wait("the field shows what was typed") {
            usernameField(sheet).map { String(cString: gtk_editable_get_text(OpaquePointer($0))) } == name
        }
    }

    func testEditThenCancelKeepsTheProfileAndEditThenDoneSavesIt() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let saved = driver.model.profile
            let sheet = try Self.openProfile(driver)
            let goal = try XCTUnwrap(allWidgets("GtkLabel", in: sheet).map { String(cString: gtk_label_get_label(OpaquePointer($0))) }
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
            let header = try XCTUnwrap(findWidget("AdwHeaderBar", in: sheet))
            XCTAssertEqual(adw_header_bar_get_show_end_title_buttons(OpaquePointer(header)), 0,
                           "Cancel takes the close button's place while editing")
            try Self.replaceUsername(with: "someone_else", in: sheet, driver)
            driver.click(try XCTUnwrap(driver.button(tr("Cancel"), in: sheet)))
            driver.wait("Cancel leaves the editor") { driver.button(tr("Edit"), in: sheet) != nil }
            driver.wait("Cancel says the edits were discarded, with Undo") {
                driver.label(tr("Profile changes were discarded.")) != nil && driver.button(tr("Undo")) != nil
            }
            XCTAssertEqual(driver.model.profile, saved, "nothing changed")
            XCTAssertNotNil(findLabel(saved.username, in: sheet))
            XCTAssertNotEqual(adw_header_bar_get_show_end_title_buttons(OpaquePointer(header)), 0)

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
                Self.usernameField(again).map { String(cString: gtk_editable_get_text(OpaquePointer($0))) } == "almost_lost"
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
                findLabel(message, in: sheet).map { gtk_widget_get_mapped($0) != 0 && gtk_widget_get_height($0) > 0 } == true
            }
            let sheetWidget = try XCTUnwrap(Gtk.Widget.wrap(sheet, taking: true))
            @MainActor func bounds(_ widget: UnsafeMutablePointer<GtkWidget>) throws -> (x: Float, y: Float, width: Float, height: Float) {
                let rect = try XCTUnwrap(Gtk.Widget.wrap(widget, taking: true)?.bounds(in: sheetWidget))
                // Back to GTK's graphene floats, which the typed call gives as Double.
                return (Float(rect.x), Float(rect.y), Float(rect.width), Float(rect.height))
            }
            let row = try XCTUnwrap(findWidget("AdwEntryRow", in: sheet))
            let rowBounds = try bounds(row)
            let messageBounds = try bounds(try XCTUnwrap(findLabel(message, in: sheet)))
            let goalBounds = try bounds(try XCTUnwrap(allWidgets("AdwActionRow", in: sheet).last))
            XCTAssertGreaterThanOrEqual(messageBounds.y, rowBounds.y + rowBounds.height, "under the username row")
            XCTAssertLessThan(messageBounds.y, goalBounds.y, "above the rows below it, not under the goal date")
            XCTAssertNotEqual(gtk_widget_has_css_class(row, "error"), 0, "the row is marked")
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
            let bar = try XCTUnwrap(findWidget("AdwViewSwitcherBar", in: driver.window))
            driver.wait("the switcher bar shows at the bottom") { adw_view_switcher_bar_get_reveal(OpaquePointer(bar)) != 0 && driver.isShowing(bar) }
            let sheet = try Self.openProfile(driver)
            driver.click(try XCTUnwrap(driver.button(tr("Edit"), in: sheet)))
            driver.wait("the editor opens") { Self.usernameField(sheet) != nil }
            try Self.replaceUsername(with: "narrow_draft", in: sheet, driver)
            XInput.press("Escape")
            driver.wait("the sheet closes") { driver.sheet == nil }
            driver.wait("a toast offers Undo") { driver.button(tr("Undo")).map(driver.isShowing) == true }
            let toast = try XCTUnwrap(findWidget("CgtkToastBox", in: driver.window))
            let barTop = try XCTUnwrap(driver.bounds(of: bar)).origin.y
            driver.wait("the toast comes to rest above the view switcher, not over it") {
                driver.bounds(of: toast).map { $0.origin.y + $0.size.height <= barTop } == true
            }
            let overlay = try XCTUnwrap(gtk_widget_get_parent(toast))
            XCTAssertEqual(gtk_widget_get_overflow(overlay), GTK_OVERFLOW_HIDDEN, "nor does it slide in over the bar")
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
            @MainActor func iconButton(_ tooltip: String) -> UnsafeMutablePointer<GtkWidget>? {
                allWidgets("GtkButton", in: sheet).first { button in
                    gtk_widget_get_mapped(button) != 0 && gtk_widget_get_tooltip_text(button).map { String(cString: $0) == tooltip } == true
                }
            }
            // Pressed from the keyboard: focusing a control scrolls the sheet to it.
            @MainActor func press(_ button: UnsafeMutablePointer<GtkWidget>) {
                gtk_widget_grab_focus(button)
                driver.settle()
                XInput.press("space")
            }
            let heartRate = HikeMeasure.heartRate.title
            press(try XCTUnwrap(driver.button(heartRate, in: sheet)))
            driver.wait("the graph plots the heart rate") {
                driver.button(heartRate, in: sheet).map { gtk_widget_has_css_class($0, "measure-selected") != 0 } == true
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
                driver.button(heartRate, in: sheet).map { gtk_widget_has_css_class($0, "measure-selected") != 0 } == true
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
            let root = gtk_widget_get_root(sheet)
            // At least one Tab, as a person reaching the strip presses: a sheet
            // whose first focus happens to be the strip has had no key yet, so
            // it shows no focus (GTK shows it once the keyboard is used).
            var presses = 0
            repeat {
                XInput.press("Tab")
                driver.settle()
                presses += 1
            } while gtk_root_get_focus(root).map({ String(cString: cgtk_object_type_name($0)) }) != "GtkScrolledWindow" && presses < 20
            let strip = try XCTUnwrap(gtk_root_get_focus(root), "Tab reaches the badge strip")
            XCTAssertEqual(String(cString: cgtk_object_type_name(strip)), "GtkScrolledWindow")
            // The ring fades in and out (Adwaita's outline transition): render
            // until it has, however long a busy machine takes to get there.
            let edge = { () -> RenderedImage.Pixel? in
                guard let image = try? WidgetRenderer.render(Gtk.Widget(taking: strip)) else { return nil }
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
            driver.wait("the focus moves on") { gtk_root_get_focus(root) != strip }
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
            driver.wait("the sheet is laid out") { gtk_widget_get_width(sheet) > 0 }
            XCTAssertLessThanOrEqual(gtk_widget_get_width(sheet), gtk_widget_get_width(driver.window), "no wider than the window")
            XCTAssertLessThanOrEqual(gtk_widget_get_height(sheet), gtk_widget_get_height(driver.window), "no taller than the window")
            // "Tenth Hike" was cut to "Tenth Hik" at the strip's edge: every badge shows whole.
            let strip = try XCTUnwrap(allWidgets("GtkScrolledWindow", in: sheet).first { scroller in
                [tr("First Hike"), tr("Earth Day"), tr("Tenth Hike")].allSatisfy { findLabel($0, in: scroller) != nil }
            }, "the badge strip")
            for name in [tr("First Hike"), tr("Earth Day"), tr("Tenth Hike")] {
                let label = try XCTUnwrap(findLabel(name, in: strip))
                let typedBounds = try XCTUnwrap(
                    Gtk.Widget.wrap(label, taking: true)?.bounds(in: try XCTUnwrap(Gtk.Widget.wrap(strip, taking: true))))
                // Back to GTK's graphene floats, which the typed call gives as Double.
                let bounds = (x: Float(typedBounds.x), width: Float(typedBounds.width))
                XCTAssertTrue(bounds.x >= 0 && bounds.x + bounds.width <= Float(gtk_widget_get_width(strip)) + 0.5,
                              "\(name) shows whole: \(bounds.x)…\(bounds.x + bounds.width) in \(gtk_widget_get_width(strip))")
                XCTAssertEqual(pango_layout_is_ellipsized(gtk_label_get_layout(OpaquePointer(label))), 0, "\(name) is not ellipsized")
            }
            XInput.press("Escape")
            driver.wait("Escape closes the sheet") { driver.sheet == nil }
        }
    }

    /// The open Keyboard Shortcuts window, if any.
    @MainActor
    private static var shortcutsWindow: UnsafeMutablePointer<GtkWidget>? {
        let toplevels = gtk_window_get_toplevels()!
        for index in 0..<g_list_model_get_n_items(toplevels) {
            let item = g_list_model_get_item(toplevels, index)!
            g_object_unref(item)
            let widget = item.assumingMemoryBound(to: GtkWidget.self)
            if String(cString: cgtk_object_type_name(item)) == "GtkShortcutsWindow", gtk_widget_get_mapped(widget) != 0 {
                return widget
            }
        }
        return nil
    }

    /// Presses Ctrl+Q and waits for the app's Quit action to run.
    @MainActor
    private static func assertCtrlQRunsQuit(_ driver: AppDriver, _ message: String) throws {
        let quit = try XCTUnwrap(g_action_map_lookup_action(OpaquePointer(driver.app.application.application), "quit"))
        var quits = 0
        let connection = GObjectHandle(taking: quit).connectPointer("activate") { _ in quits += 1 }  // a reference, not floating
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
            driver.wait("the sheet has the focus again") {
                gtk_window_is_active(UnsafeMutableRawPointer(sheet).assumingMemoryBound(to: GtkWindow.self)) != 0
            }

            try Self.assertCtrlQRunsQuit(driver, "Ctrl+Q in the sheet runs the app's Quit")
        }
    }

    func testTheAppsShortcutsWorkWhileTheMainMenuIsOpen() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let menuButton = try XCTUnwrap(driver.headerButton(tr("Main Menu")))
            driver.click(menuButton)
            let popover = try XCTUnwrap(gtk_menu_button_get_popover(OpaquePointer(gtk_widget_get_ancestor(menuButton, gtk_menu_button_get_type()) ?? menuButton)))
            let menu = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)
            driver.waitForPopover(menu)
            XInput.press("ctrl+question")
            driver.wait("Ctrl+? opens the keyboard shortcuts from the open menu") { Self.shortcutsWindow != nil }
            driver.wait("and the menu closes") { gtk_widget_get_mapped(menu) == 0 }
            XInput.press("Escape")
            driver.wait("Escape closes the shortcuts window") { Self.shortcutsWindow == nil }

            driver.click(menuButton)
            driver.waitForPopover(menu)
            try Self.assertCtrlQRunsQuit(driver, "Ctrl+Q with the menu open runs the app's Quit")
        }
    }
}
