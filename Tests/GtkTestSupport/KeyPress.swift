@_spi(Bindings) import GtkBridge
import CGtk

/// Sends a key press (no modifiers) to `widget`'s first key controller, as GTK
/// would deliver it; true when a handler took it. Widgets without a key
/// controller take no keys.
@MainActor
public func pressKey(_ keyval: Int32, on widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let controllers = gtk_widget_observe_controllers(widget)!
    defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
    for index in 0..<g_list_model_get_n_items(controllers) {
        let controller = g_list_model_get_item(controllers, index)!
        defer { g_object_unref(controller) }
        if String(cString: cgtk_object_type_name(controller)) == "GtkEventControllerKey" {
            return cgtk_emit_key_pressed(controller, guint(keyval)) != 0
        }
    }
    return false
}
