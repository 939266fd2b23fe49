import CGtk

/// The text field or text view that has the keyboard focus in the active
/// window, if one does: editing keys (Ctrl+C, Ctrl+V, Ctrl+A, Ctrl+Z…) are
/// its own, before any command of the app bound to the same key.
@MainActor
public enum FocusedText {
    /// GTK's action on a text widget for an editing key.
    public enum Edit: String, Sendable {
        case copy = "clipboard.copy"
        case cut = "clipboard.cut"
        case paste = "clipboard.paste"
        case selectAll = "selection.select-all"
        case undo = "text.undo"
        case redo = "text.redo"
    }

    /// Performs `edit` on the focused text widget of `application`'s active
    /// window; false, doing nothing, when no text has the focus there.
    public static func perform(_ edit: Edit, in application: Application) -> Bool {
        let app = UnsafeMutableRawPointer(application.application).assumingMemoryBound(to: GtkApplication.self)
        guard let window = gtk_application_get_active_window(app),
              let focus = gtk_root_get_focus(OpaquePointer(window)) else { return false }
        let text = [gtk_text_get_type(), gtk_text_view_get_type()]
        let instance = UnsafeMutableRawPointer(focus).assumingMemoryBound(to: GTypeInstance.self)
        guard text.contains(where: { g_type_check_instance_is_a(instance, $0) != 0 }) else { return false }
        return gtk_widget_activate_action_variant(focus, edit.rawValue, nil) != 0
    }
}
