@_spi(Bindings) import GtkBridge
import CGtk
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
    private static func button(showing text: String, in window: Gtk.Window) -> UnsafeMutablePointer<GtkWidget>? {
        findLabel(text, in: window.pointer(as: GtkWidget.self)).flatMap { gtk_widget_get_ancestor($0, gtk_button_get_type()) }
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
            let root = window.pointer(as: GtkWidget.self)

            let flap = try XCTUnwrap(allWidgets("AdwFlap", in: root).first)
            XCTAssertTrue(adw_flap_get_reveal_flap(OpaquePointer(flap)) == 0)
            let details = try XCTUnwrap(Self.button(showing: "Region Details", in: window))
            cgtk_signal_emit(details, "clicked")
            XCTAssertTrue(GtkTest.iterate(until: { adw_flap_get_reveal_flap(OpaquePointer(flap)) != 0 }), "the toolbar opens the inspector")
            XCTAssertNotNil(findLabel("3 outings", in: root))

            XCTAssertEqual(allWidgets("GtkFlowBoxChild", in: root).count, 3, "the coast's three outings, as cards in a grid")
            let card = try XCTUnwrap(Self.button(showing: "Gull Point", in: window))
            XCTAssertTrue(gtk_widget_has_css_class(card, "flat") != 0, ".buttonStyle(.plain)")
            cgtk_signal_emit(card, "clicked")
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("Cliffs and a lighthouse.", in: root).map { gtk_widget_get_mapped($0) != 0 } ?? false }),
                          "the page navigationDestination(for: Outing.self) makes")
        }
    }
}
