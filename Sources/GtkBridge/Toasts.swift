import CGtk

/// Plain text into libadwaita's markup, and its message dialogs, in Swift:
/// escaping and ownership handled here (toasts are `Adw.Toast(text:…)`, shown
/// through `Adw.ToastQueue`). Deciding what to say and when is the caller's.
@MainActor
extension Widget {
    /// `text` with Pango markup's special characters escaped.
    public static func markupEscaped(_ text: String) -> String {
        let escaped = g_markup_escape_text(text, -1)!
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}

/// A message over a window with one button that closes it (`AdwMessageDialog`).
@MainActor
public enum MessageDialog {
    /// Presents the dialog over the window `widget` is in, modal; `onClose`
    /// runs when it is answered or closed. `body` is plain text. Returns the
    /// dialog, or nil when `widget` is in no window.
    @discardableResult
    public static func present(
        over widget: Widget, heading: String, body: String, closeLabel: String, onClose: @escaping @MainActor () -> Void = {}
    ) -> Widget? {
        guard let root = gtk_widget_get_root(widget.widget) else { return nil }
        let parent = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
        let dialog = Widget(taking: adw_message_dialog_new(parent, heading, nil))
        adw_message_dialog_set_body(dialog.pointer(), body)  // plain text: body-use-markup is off
        adw_message_dialog_add_response(dialog.pointer(), "close", closeLabel)
        adw_message_dialog_set_close_response(dialog.pointer(), "close")
        dialog.connectPointer("response") { _ in onClose() }
        gtk_window_present(dialog.pointer())
        return dialog
    }
}
