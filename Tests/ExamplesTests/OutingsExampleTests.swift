@_spi(Bindings) import GtkBridge
import Adw
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI
@testable import OutingsExample

/// The Outings example, written the way SwiftUI's newer samples are, run as
/// its `@main` would run it: the toolbar opens the inspector, and a card
/// opens its outing's page through the stack's `navigationDestination(for:)`.
final class OutingsExampleTests: XCTestCase {
    @MainActor
    private static func button(showing text: String, in window: Gtk.Window) -> Gtk.Widget? {
        findLabel(text, in: window).flatMap { $0.ancestor(widgetType: Gtk.Button.gType) }
    }

    func testTheToolbarOpensTheInspectorAndACardOpensItsPageByValue() throws {
        try GtkTest.run {
            let app = SceneApplication(OutingsApp(), id: OutingsApp.applicationID + ".Tests", options: .nonUnique)
            defer {
                app.closeAllWindows()
                GtkTest.drain()
            }
            try app.launch()
            let window = try XCTUnwrap(app.windows.first).window
            window.setDefaultSize(width: 1000, height: 700)
            XCTAssertTrue(GtkTest.iterate(until: { window.isMapped }))
            let root: Gtk.Widget = window

            let flap = try XCTUnwrap(allWidgets("AdwFlap", in: root).first?.cast(to: Adw.Flap.self))
            XCTAssertTrue(flap.revealFlap == false)
            let details = try XCTUnwrap(Self.button(showing: "Region Details", in: window))
            details.emitSignal("clicked")
            XCTAssertTrue(GtkTest.iterate(until: { flap.revealFlap }), "the toolbar opens the inspector")
            XCTAssertNotNil(findLabel("3 outings", in: root))

            XCTAssertEqual(allWidgets("GtkFlowBoxChild", in: root).count, 3, "the coast's three outings, as cards in a grid")
            let card = try XCTUnwrap(Self.button(showing: "Gull Point", in: window))
            XCTAssertTrue(card.hasCSSClass("flat"), ".buttonStyle(.plain)")
            card.emitSignal("clicked")
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("Cliffs and a lighthouse.", in: root).map { $0.isMapped } ?? false }),
                          "the page navigationDestination(for: Outing.self) makes")
        }
    }
}
