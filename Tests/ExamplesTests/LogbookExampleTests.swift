@_spi(Bindings) import GtkBridge
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
    private static func label(_ text: String, in window: Gtk.Window) -> Gtk.Label? {
        findLabel(text, in: window)
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
            XCTAssertEqual(marsh.ancestor(widgetType: Gtk.Button.gType)?.grabFocus(), true)
            FocusedValuesStore.shared.update()
            GtkTest.drain()
            let menu = MenuSnapshot(app.installer.menu.model)
            let star = try XCTUnwrap(menu.action(labelled: "Star Outing"))
            XCTAssertEqual(menu.headings, ["Outing"])
            XCTAssertNotNil(menu.action(labelled: "About Logbook"),
                            "named after the type, without App")
            app.application.activateAction(String(star.dropFirst("app.".count)))
            XCTAssertTrue(GtkTest.iterate(until: { Self.label("Heron Marsh ★", in: window) != nil }))

            app.application.activateAction("preferences")
            let settings = try XCTUnwrap(app.settingsWindow).window
            XCTAssertTrue(GtkTest.iterate(until: { settings.isMapped }))
            XCTAssertEqual(settings.title, "Logbook Settings")
            let kilometres = try XCTUnwrap(allWidgets("GtkCheckButton", in: settings).compactMap { $0.cast(to: Gtk.CheckButton.self) }.first {
                $0.label == "Kilometres"
            })
            kilometres.isActive = true
            XCTAssertTrue(GtkTest.iterate(until: { Self.label("Distances in kilometres", in: window) != nil }),
                          "the list reads the storage the settings wrote")
        }
    }
}
