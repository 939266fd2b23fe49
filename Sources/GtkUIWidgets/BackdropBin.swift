import CGtk   // GTK types the C widgets' functions take; this module is their binding, as Generated/ is GTK's
import CGtkWidgets
@_spi(Bindings) import Gtk
@_spi(Bindings) import GtkBridge

/// `CgtkBackdropBin`: holds a header bar and draws behind it a mirrored,
/// blurred copy of whichever source view lies right below it.
@MainActor
public final class BackdropBin: Gtk.Widget {
    /// The GType of `CgtkBackdropBin`.
    public override class var gType: GType { cgtk_backdrop_bin_get_type() }

    public override class func make(taking pointer: UnsafeMutableRawPointer) -> GObjectHandle {
        BackdropBin(taking: pointer)
    }

    public override class func make(adopting pointer: UnsafeMutableRawPointer) -> GObjectHandle {
        BackdropBin(adopting: pointer)
    }

    /// A bin that holds `child` for as long as it lives.
    public convenience init(child: Gtk.Widget) {
        self.init(taking: UnsafeMutableRawPointer(cgtk_backdrop_bin_new(child.widget))!)
    }

    /// Draws `source`'s copy while it lies right below the bin (held weakly).
    public func addSource(_ source: Gtk.Widget) { cgtk_backdrop_bin_add_source(widget, source.widget) }

    public func removeSource(_ source: Gtk.Widget) { cgtk_backdrop_bin_remove_source(widget, source.widget) }

    /// Whether a source lies right below the bin now, so its copy is drawn.
    public var isExtending: Bool { cgtk_backdrop_bin_is_extending(widget) != 0 }
}
