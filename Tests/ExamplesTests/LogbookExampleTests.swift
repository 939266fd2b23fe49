@_spi(Bindings) import GtkBridge
import CGtk
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI
@testable import LogbookExample

/// The Logbook example, a SwiftUI-shaped app, run as its `@main` would run
/// it: its commands act on the focused outing, its Settings window writes
/// the app storage its list reads.
final class LogbookExampleTests: XCTestCase {
    @MainActor
    private static func label(_ text: String, in window: Gtk.Window) -> UnsafeMutablePointer<GtkWidget>? {
        findLabel(text, in: window.pointer(as: GtkWidget.self))
    }

    func testTheStarCommandActsOnTheFocusedOutingAndSettingsChangeTheList() throws {
        try GtkTest.run {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("logbook-\(UUID())").path
            let app = SceneApplication(LogbookApp(), id: LogbookApp.applicationID + ".Tests", options: .nonUnique)
            AppStorageStore.shared.directory = folder
            defer {
                app.closeAllWindows()
                GtkTest.drain()
                try? FileManager.default.removeItem(atPath: folder)
            }
            try app.launch()
            let window = try XCTUnwrap(app.windows.first).window
            XCTAssertTrue(GtkTest.iterate(until: { window.isMapped }))
            XCTAssertEqual(window.title, "Logbook")

            let marsh = try XCTUnwrap(Self.label("Heron Marsh", in: window))
            XCTAssertEqual(gtk_widget_grab_focus(gtk_widget_get_ancestor(marsh, gtk_button_get_type())), 1)
            FocusedValuesStore.shared.update()
            GtkTest.drain()
            let menu = MenuSnapshot(app.installer.menu.model)
            let star = try XCTUnwrap(menu.action(labelled: "Star Outing"))
            XCTAssertEqual(menu.headings, ["Outing"])
            XCTAssertNotNil(menu.action(labelled: "About Logbook"),
                            "named after the type, without App")
            g_action_group_activate_action(app.application.opaque, String(star.dropFirst("app.".count)), nil)
            XCTAssertTrue(GtkTest.iterate(until: { Self.label("Heron Marsh ★", in: window) != nil }))

            g_action_group_activate_action(app.application.opaque, "preferences", nil)
            let settings = try XCTUnwrap(app.settingsWindow).window
            XCTAssertTrue(GtkTest.iterate(until: { settings.isMapped }))
            XCTAssertEqual(settings.title, "Logbook Settings")
            let kilometres = try XCTUnwrap(allWidgets("GtkCheckButton", in: settings.pointer(as: GtkWidget.self)).first {
                gtk_check_button_get_label(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkCheckButton.self)).map { String(cString: $0) } == "Kilometres"
            })
            gtk_check_button_set_active(UnsafeMutableRawPointer(kilometres).assumingMemoryBound(to: GtkCheckButton.self), 1)
            XCTAssertTrue(GtkTest.iterate(until: { Self.label("Distances in kilometres", in: window) != nil }),
                          "the list reads the storage the settings wrote")
        }
    }
}
