@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk
import GtkUIWidgets

@Observable @MainActor
private final class NotesModel {
    var notes = "Boardwalk over the marsh."
    var writes = 0
}

private struct Notes: View {
    let model: NotesModel
    var body: some View {
        TextEditor(text: Binding(get: { model.notes }, set: { model.writes += 1; model.notes = $0 }))
            .accessibilityLabel("Notes")
    }
}

final class TextEditorTests: XCTestCase {
    @MainActor
    private static func text(of view: Gtk.TextView) -> String {
        view.buffer?.wholeText ?? ""
    }

    func testTheEditorShowsTheBoundTextWritesTypingBackAndTakesUpdatesWithoutAnEcho() throws {
        try GtkTest.run {
            let model = NotesModel()
            let mounted = PresentedView(Notes(model: model), width: 400, height: 300)
            let view = try XCTUnwrap(mounted.host.widget.descendants(Gtk.TextView.self).first)
            XCTAssertEqual(Self.text(of: view), "Boardwalk over the marsh.")
            XCTAssertEqual(view.wrapMode, .wordChar)

            try XCTUnwrap(view.buffer).wholeText = "Low tide only.\nBring boots."   // as typing does
            XCTAssertEqual(model.notes, "Low tide only.\nBring boots.")
            mounted.settle()
            let writes = model.writes

            model.notes = "Closed in winter."
            mounted.settle()
            XCTAssertEqual(Self.text(of: view), "Closed in winter.")
            XCTAssertEqual(model.writes, writes, "an update is not written back")
        }
    }

    func testTheViewThatTakesTheFocusIsNamedByTheEditorsLabel() throws {
        try GtkTest.run {
            let mounted = PresentedView(Notes(model: NotesModel()), width: 400, height: 300)
            let root = mounted.host.widget
            let view = try XCTUnwrap(root.descendants(Gtk.TextView.self).first)
            let scroller = try XCTUnwrap(view.parent)
            assertAccessibleLabel(scroller, "Notes")
            XCTAssertTrue(accessibleHasRelation(view, .labelledBy))
        }
    }
}
