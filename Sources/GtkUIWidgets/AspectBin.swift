import CGtk   // GTK types the C widgets' functions take; this module is their binding, as Generated/ is GTK's
import CGtkWidgets
@_spi(Bindings) import Gtk
@_spi(Bindings) import GtkBridge

/// `CgtkAspectBin`: a one-child container as tall as its width allows at a
/// width-to-height ratio, up to a maximum height.
@MainActor
public final class AspectBin: Gtk.Widget {
    /// The GType of `CgtkAspectBin`.
    public override class var gType: GType { cgtk_aspect_bin_get_type() }

    public override class func make(taking pointer: UnsafeMutableRawPointer) -> GObjectHandle {
        AspectBin(taking: pointer)
    }

    public override class func make(adopting pointer: UnsafeMutableRawPointer) -> GObjectHandle {
        AspectBin(adopting: pointer)
    }

    /// A bin `ratio` times as wide as it is tall.
    public convenience init(ratio: Double) {
        self.init(taking: UnsafeMutableRawPointer(cgtk_aspect_bin_new(ratio))!)
    }

    /// Width over height, 0 for the child's own. (Write-only, as in C: the bin is made with one.)
    public func setRatio(_ ratio: Double) { cgtk_aspect_bin_set_ratio(widget, ratio) }

    /// The tallest the bin grows, in pixels; 0 for no limit.
    public func setMaxHeight(_ height: Int32) { cgtk_aspect_bin_set_max_height(widget, height) }

    /// How the child meets a box of another shape than the ratio's.
    public enum Mode: Sendable {
        /// It fills the box.
        case stretch
        /// It is the largest box at the ratio inside, centred.
        case fit
        /// It is the smallest box at the ratio round it, centred, cut at the edges.
        case fill
    }

    public func setMode(_ mode: Mode) {
        let value: CgtkAspectMode
        switch mode {
        case .stretch: value = CGTK_ASPECT_STRETCH
        case .fit: value = CGTK_ASPECT_FIT
        case .fill: value = CGTK_ASPECT_FILL
        }
        cgtk_aspect_bin_set_mode(widget, value)
    }

    public func setChild(_ child: Gtk.Widget?) { cgtk_aspect_bin_set_child(widget, child?.widget) }
}
