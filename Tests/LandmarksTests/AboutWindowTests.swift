import Adw
@_spi(Bindings) import GtkBridge
import Foundation
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks

/// The About window says who made the app as the software centre does, once,
/// and credits the work with where the names are.
final class AboutWindowTests: XCTestCase {
    /// Every label's text in `root`, depth first (the credits page included).
    @MainActor private static func texts(in root: Gtk.Widget) -> [String] {
        root.descendants(Gtk.Label.self).compactMap(\.label)
    }

    /// The About window among the application's windows.
    @MainActor private static func aboutWindow() -> Adw.AboutWindow? {
        toplevelWindows().lazy.compactMap { $0.cast(to: Adw.AboutWindow.self) }.first
    }

    func testTheDeveloperIsTheOneTheMetainfoNamesAndIsSaidOnce() throws {
        try GtkTest.run {
            let metainfo = try String(contentsOfFile: TestPaths.packageRoot() + "/Resources/io.github.swiftgtk.Landmarks.metainfo.xml.in",
                                      encoding: .utf8)
            let named = try XCTUnwrap(metainfo.firstMatch(of: /<developer id="[^"]+">\s*<name[^>]*>([^<]+)<\/name>/)?.1)
            XCTAssertEqual(AboutWindow.developerName, String(named), "About and the software centre name one developer")
            XCTAssertFalse(AboutWindow.developerName.localizedCaseInsensitiveContains("developers"),
                           "a name, not a description of one")

            AboutWindow.present(over: nil)
            let about = try XCTUnwrap(Self.aboutWindow())
            defer { about.destroy() }
            XCTAssertEqual(about.developerName, AboutWindow.developerName)
            let shown = Self.texts(in: about)
            XCTAssertEqual(shown.filter { $0 == AboutWindow.developerName }.count, 1,
                           "the developer line is not repeated in the credits: \(shown)")
            XCTAssertTrue(shown.contains { $0.contains("SwiftGtk contributors") }, "the credits name who wrote it")
        }
    }

    func testAboutOpensAgainAfterItsWindowWasDestroyed() throws {
        try GtkTest.run {
            AboutWindow.present(over: nil)
            let first = try XCTUnwrap(Self.aboutWindow())
            first.close()
            AboutWindow.present(over: nil)
            XCTAssertEqual(Self.aboutWindow(), first, "closed, it is hidden and shown again")
            first.destroy()
            AboutWindow.present(over: nil)
            let second = try XCTUnwrap(Self.aboutWindow(), "About shows again")
            second.destroy()
        }
    }
}
