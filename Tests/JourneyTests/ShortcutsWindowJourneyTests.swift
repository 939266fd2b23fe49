import Foundation
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks

/// The Keyboard Shortcuts window (Ctrl+?) lists every shortcut the app
/// installs: it lost the favorite's key when the command's action was
/// renamed, and never had Alt+3, Ctrl+N, Ctrl+C or Ctrl+Page Up/Down.
final class ShortcutsWindowJourneyTests: XCTestCase {
    /// The actions the window's rows name (`action-name`), whose keys GTK
    /// shows from the application's accelerators.
    private static func actionsInTheShortcutsWindow() throws -> Set<String> {
        let path = TestPaths.packageRoot() + "/Resources/gtk/help-overlay.ui"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"<property name="action-name">([^<]+)</property>"#)
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        return Set(matches.compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    /// Every action of the application with a key, as "app.name".
    @MainActor
    private static func actionsWithKeys(_ driver: AppDriver) -> Set<String> {
        guard let application = driver.app.application.cast(to: Gtk.Application.self) else { return [] }
        return Set(application.actionDescriptions.filter { !application.accelsForAction($0).isEmpty })
    }

    func testEveryShortcutTheAppInstallsIsInTheShortcutsWindow() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "featured")
            try assertShowsFeatured(driver)
            let listed = try Self.actionsInTheShortcutsWindow()
            let installed = Self.actionsWithKeys(driver)
            // New Collection takes the place of GNOME's New Window, and its name.
            for action in ["app.toggle-favorite", "app.copy-location", "app.new-window", "app.show-collections",
                           "app.next-tab", "app.previous-tab"] {
                XCTAssertTrue(installed.contains(action), "\(action) has a key: \(installed.sorted())")
            }
            XCTAssertEqual(installed.subtracting(listed), [], "keys the window does not list")
            XCTAssertEqual(listed.subtracting(installed).subtracting(["window.close"]), [],
                           "rows whose action has no key (or no longer exists)")
        }
    }
}
