// A key pressed at a widget's key controller directly, for a widget that
// is not focused or not on screen; XInput presses keys as a person does.
import CGtk
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk

/// Sends a press of the key GDK names `name` ("Right", "Home", "space"),
/// no modifiers, to `widget`'s first key controller; true when a handler took it.
@MainActor
public func pressKey(_ name: String, on widget: Gtk.Widget) -> Bool {
    let keyval = gdk_keyval_from_name(name)
    precondition(keyval != 0, "GDK has no key named \(name)")
    // As GTK would deliver it; widgets without a key controller take no keys.
    let controllers = widget.observeControllers().map(listItems(of:)) ?? []
    for controller in controllers where controller.typeName == "GtkEventControllerKey" {
        return cgtk_emit_key_pressed(controller.raw, keyval) != 0
    }
    return false
}
