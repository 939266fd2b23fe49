@_spi(Bindings) import GtkBridge
import CGtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

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
    private static func text(of view: UnsafeMutablePointer<GtkWidget>) -> String {
        let buffer = gtk_text_view_get_buffer(UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkTextView.self))
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        let text = gtk_text_buffer_get_text(buffer, &start, &end, 1)!
        defer { g_free(text) }
        return String(cString: text)
    }

    func testTheEditorShowsTheBoundTextWritesTypingBackAndTakesUpdatesWithoutAnEcho() throws {
        try GtkTest.run {
            let model = NotesModel()
            let mounted = PresentedView(Notes(model: model), width: 400, height: 300)
            let view = try XCTUnwrap(allWidgets("GtkTextView", in: mounted.host.widget.widget).first)
            XCTAssertEqual(Self.text(of: view), "Boardwalk over the marsh.")
            XCTAssertTrue(gtk_text_view_get_wrap_mode(UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkTextView.self)) == GTK_WRAP_WORD_CHAR)

            let buffer = gtk_text_view_get_buffer(UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkTextView.self))
            gtk_text_buffer_set_text(buffer, "Low tide only.\nBring boots.", -1)   // as typing does
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
            let root = mounted.host.widget.widget
            let view = try XCTUnwrap(allWidgets("GtkTextView", in: root).first)
            let scroller = try XCTUnwrap(gtk_widget_get_parent(view))
            assertAccessibleLabel(scroller, "Notes")
            XCTAssertTrue(gtk_test_accessible_has_relation(OpaquePointer(view), GTK_ACCESSIBLE_RELATION_LABELLED_BY) != 0)
        }
    }
}
