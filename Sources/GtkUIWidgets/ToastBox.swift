import CGtk   // GTK types the C widgets' functions take; this module is their binding, as Generated/ is GTK's
import CGtkWidgets
@_spi(Bindings) import Gtk
@_spi(Bindings) import GtkBridge

/// `CgtkToastBox`: a horizontal `Gtk.Box` the theme draws as a toast.
@MainActor
public final class ToastBox: Gtk.Box {
    /// The GType of `CgtkToastBox`.
    public override class var gType: GType { cgtk_toast_box_get_type() }

    public override class func make(taking pointer: UnsafeMutableRawPointer) -> GObjectHandle {
        ToastBox(taking: pointer)
    }

    public override class func make(adopting pointer: UnsafeMutableRawPointer) -> GObjectHandle {
        ToastBox(adopting: pointer)
    }

    public convenience init() {
        self.init(taking: UnsafeMutableRawPointer(cgtk_toast_box_new())!)
    }
}
