import CGtk

/// libadwaita's toasts and message dialogs, in Swift: plain text in, markup
/// escaping and ownership handled here. Deciding what to say and when is
/// the caller's.
@MainActor
extension Widget {
    /// Shows a toast over this `AdwToastOverlay` for `timeout` seconds.
    /// `title` is plain text (a toast's title is markup in libadwaita 1.2,
    /// so it is escaped: `&` and `<` show as themselves). With `button`, the
    /// toast offers that button, which runs `action`. An `immediate` toast
    /// shows at once, before any waiting or showing (which comes back after
    /// it). Returns the toast, to connect to its `dismissed` signal.
    @discardableResult
    public func addToast(
        _ title: String, timeout: UInt32, button: (label: String, action: @MainActor () -> Void)? = nil,
        immediate: Bool = false
    ) -> GObjectHandle {
        let toast = adw_toast_new(Self.markupEscaped(title))!
        adw_toast_set_timeout(toast, timeout)
        if immediate { adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH) }
        let handle = GObjectHandle(taking: UnsafeMutableRawPointer(toast))  // a reference of its own
        if let button {
            adw_toast_set_button_label(toast, button.label)
            _ = handle.connect("button-clicked", button.action)
        }
        adw_toast_overlay_add_toast(opaque, toast)  // takes the reference adw_toast_new gave
        return handle
    }


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
