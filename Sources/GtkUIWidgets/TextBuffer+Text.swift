import CGtk   // the buffer's iterators are out-parameters the generated binding leaves out
@_spi(Bindings) import Gtk
@_spi(Bindings) import GtkBridge

extension Gtk.TextBuffer {
    /// The whole text (hidden characters included), or all of it replaced.
    /// GTK's `text` property is left out of the generated binding: its C
    /// getter takes the two ends of the range.
    public var wholeText: String {
        get {
            let buffer = pointer(as: GtkTextBuffer.self)
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
            defer { g_free(text) }
            return String(cString: text)
        }
        set {
            gtk_text_buffer_set_text(pointer(as: GtkTextBuffer.self), newValue, -1)
        }
    }
}
