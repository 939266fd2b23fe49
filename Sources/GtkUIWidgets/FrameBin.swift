import CGtk   // GTK types the C widgets' functions take; this module is their binding, as Generated/ is GTK's
import CGtkWidgets
@_spi(Bindings) import Gtk
@_spi(Bindings) import GtkBridge

/// `CgtkFrameBin`: a one-child container of a fixed width and/or height,
/// whatever its child asks for (a larger child overflows it), or smaller
/// than its child by outsets.
@MainActor
public final class FrameBin: Gtk.Widget {
    /// The GType of `CgtkFrameBin`.
    public override class var gType: GType { cgtk_frame_bin_get_type() }

    public override class func make(taking pointer: UnsafeMutableRawPointer) -> GObjectHandle {
        FrameBin(taking: pointer)
    }

    public override class func make(adopting pointer: UnsafeMutableRawPointer) -> GObjectHandle {
        FrameBin(adopting: pointer)
    }

    public convenience init() {
        self.init(taking: UnsafeMutableRawPointer(cgtk_frame_bin_new())!)
    }

    public func setChild(_ child: Gtk.Widget?) { cgtk_frame_bin_set_child(widget, child?.widget) }

    /// The frame's size in pixels; nil on an axis the child decides.
    public func setSize(width: Int32?, height: Int32?) {
        cgtk_frame_bin_set_size(widget, width ?? -1, height ?? -1)
    }

    /// How far past each edge the child reaches (a negative padding, as a
    /// positive number); the bin is that much smaller than its child.
    public func setOutsets(top: Int32, leading: Int32, bottom: Int32, trailing: Int32) {
        cgtk_frame_bin_set_outsets(widget, top, leading, bottom, trailing)
    }

    /// Where a child that does not fill the frame sits: 0 leading or top,
    /// 0.5 centre, 1 trailing or bottom.
    public func setAlignment(x: Double, y: Double) { cgtk_frame_bin_set_alignment(widget, x, y) }
}
