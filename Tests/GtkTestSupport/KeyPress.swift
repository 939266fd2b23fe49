@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import CGtk

/// Sends a key press (no modifiers) to `widget`'s first key controller, as GTK
/// would deliver it; true when a handler took it. Widgets without a key
/// controller take no keys.
@MainActor
public func pressKey(_ keyval: Int32, on widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    pressKey(keyval, on: Gtk.Widget.wrap(widget, taking: true)!)
}

/// Sends a press of the key GDK names `name` ("Right", "Home", "space"),
/// no modifiers, to `widget`'s first key controller; true when a handler took it.
@MainActor
public func pressKey(_ name: String, on widget: Gtk.Widget) -> Bool {
    let keyval = gdk_keyval_from_name(name)
    precondition(keyval != 0, "GDK has no key named \(name)")
    return pressKey(Int32(keyval), on: widget)
}

/// `pressKey(_:on:)` for a typed widget and a `keyval`.
@MainActor
public func pressKey(_ keyval: Int32, on widget: Gtk.Widget) -> Bool {
    let controllers = widget.observeControllers()!
    for controller in listItems(of: controllers) where controller.typeName == "GtkEventControllerKey" {
        return cgtk_emit_key_pressed(controller.raw, guint(keyval)) != 0
    }
    return false
}
