import CGtk   // GTK types the C widgets' functions take; this module is their binding, as Generated/ is GTK's
import CGtkWidgets
@_spi(Bindings) import Gtk
@_spi(Bindings) import GtkBridge

/// `CgtkEffectBin`: a one-child container that draws its child moved,
/// turned, scaled or recoloured in the space the child takes, or placed with
/// its centre at a point.
@MainActor
public final class EffectBin: Gtk.Widget {
    /// The GType of `CgtkEffectBin`.
    public override class var gType: GType { cgtk_effect_bin_get_type() }

    public override class func make(taking pointer: UnsafeMutableRawPointer) -> GObjectHandle {
        EffectBin(taking: pointer)
    }

    public override class func make(adopting pointer: UnsafeMutableRawPointer) -> GObjectHandle {
        EffectBin(adopting: pointer)
    }

    public convenience init() {
        self.init(taking: UnsafeMutableRawPointer(cgtk_effect_bin_new())!)
    }

    public func setChild(_ child: Gtk.Widget?) { cgtk_effect_bin_set_child(widget, child?.widget) }

    /// Several children, one over another, each given the bin's box and the effect.
    public func setChildren(_ children: [Gtk.Widget]) {
        var pointers: [UnsafeMutablePointer<GtkWidget>?] = children.map { $0.widget }
        cgtk_effect_bin_set_children(widget, &pointers, Int32(pointers.count))
    }

    /// Moves the child by (`offsetX`, `offsetY`), then turns it clockwise by
    /// `rotationDegrees` and scales it about `anchor` (a point of its bounds
    /// in units of its size).
    public func setGeometry(
        offsetX: Double, offsetY: Double, rotationDegrees: Double, scaleX: Double, scaleY: Double,
        anchor: (x: Double, y: Double)
    ) {
        cgtk_effect_bin_set_geometry(widget, offsetX, offsetY, rotationDegrees, scaleX, scaleY, anchor.x, anchor.y)
    }

    /// Places the child at its natural size with its centre at `point`, or, with nil, in the whole bin.
    public func setPosition(_ point: (x: Double, y: Double)?) {
        cgtk_effect_bin_set_position(widget, point == nil ? 0 : 1, point?.x ?? 0, point?.y ?? 0)
    }

    /// Draws the child's shape in the text colour, each pixel at the alpha it had.
    public func setTemplate(_ template: Bool) { cgtk_effect_bin_set_template(widget, template ? 1 : 0) }

    /// Casts a shadow of what the child draws (its alpha, not its box) in
    /// `color`, blurred by `radius` pixels and moved by (`x`, `y`); nil for none.
    public func setShadow(_ shadow: (color: RGBColor, radius: Double, x: Double, y: Double)?) {
        var rgba = GdkRGBA(red: Float(shadow?.color.red ?? 0), green: Float(shadow?.color.green ?? 0),
                           blue: Float(shadow?.color.blue ?? 0), alpha: Float(shadow?.color.alpha ?? 0))
        cgtk_effect_bin_set_shadow(widget, shadow == nil ? 0 : 1, &rgba, shadow?.radius ?? 0, shadow?.x ?? 0, shadow?.y ?? 0)
    }

    /// Draws the child `grayscale` grey (0 to 1) and its hues turned by `hueRotationDegrees`.
    public func setColors(grayscale: Double, hueRotationDegrees: Double) {
        cgtk_effect_bin_set_colors(widget, grayscale, hueRotationDegrees)
    }
}
