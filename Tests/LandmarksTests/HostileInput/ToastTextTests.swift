@_spi(Bindings) import Gtk
import GtkUI
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Messages quote paths and catalogue values; a toast shows them as written,
/// and a message too long for a toast shows in full behind its Details button.
final class ToastTextTests: XCTestCase {
    @MainActor
    private static func labels(in widget: Gtk.Widget) -> [String] {
        allWidgets("GtkLabel", in: widget).map { $0.cast(to: Gtk.Label.self)!.text }
    }

    func testAShortMessageWithMarkupCharactersShowsAsWrittenWithoutAWarning() {
        GtkTest.run {
            let presented = PresentedToaster(width: 600, height: 400)
            let (toaster, overlay) = (presented.toaster, presented.overlay)
            let message = "Could not read “R&D <draft>.json”"
            // Under G_DEBUG=fatal-warnings a markup error in the title aborts here.
            toaster.show(message, title: "unused: the message fits")
            XCTAssertTrue(GtkTest.iterate(until: { Self.labels(in: overlay).contains(message) }),
                          "the toast shows the message exactly")
            XCTAssertNil(findLabel("Details", in: overlay), "no Details button for a message that fits")
        }
    }

    func testALongMessageShowsItsTitleAndTheWholeTextBehindDetails() throws {
        try GtkTest.run {
            let presented = PresentedToaster(width: 400, height: 600)
            let (toaster, overlay) = (presented.toaster, presented.overlay)
            let message = "Could not open the catalogue “/tmp/R&D <draft>/landmarks.json”: bad & <worse>. "
                + "Showing the built-in landmarks."
            toaster.show(message, title: "Could not open the catalogue")
            XCTAssertTrue(GtkTest.iterate(until: { Self.labels(in: overlay).contains("Could not open the catalogue") }))
            XCTAssertFalse(Self.labels(in: overlay).contains(message), "too long for the toast")
            let details = try XCTUnwrap(allWidgets("GtkButton", in: overlay).first { findLabel("Details", in: $0) != nil })
            details.emitSignal("clicked")
            let dialog = try XCTUnwrap(toaster.detailsDialog, "Details opens a dialog")
            XCTAssertTrue(GtkTest.iterate(until: { Self.labels(in: dialog).contains(message) }),
                          "the dialog shows the whole message as written")
            try XCTUnwrap(dialog.cast(to: Gtk.Window.self)).close()
            XCTAssertTrue(GtkTest.iterate(until: { toaster.detailsDialog == nil }), "closing the dialog answers it")
        }
    }
}
