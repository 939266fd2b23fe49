import CGtk
@_spi(Bindings) import GtkBridge

/// Where a widget lies in another's coordinates. GTK answers through
/// out-parameters of Graphene's types (`gtk_widget_compute_point`,
/// `gtk_widget_compute_bounds`), which the generated bindings leave out.
@MainActor
extension Gtk.Widget {
    /// Where this widget lies in `other`'s coordinates, if they share a window.
    public func bounds(in other: Gtk.Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, other.widget, &rect) != 0 else { return nil }
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    /// `point`, given in this widget's coordinates, in `other`'s; nil when
    /// the two have no common ancestor.
    public func convert(_ point: (x: Double, y: Double), to other: Gtk.Widget) -> (x: Double, y: Double)? {
        var from = graphene_point_t(x: Float(point.x), y: Float(point.y))
        var converted = graphene_point_t()
        guard gtk_widget_compute_point(widget, other.widget, &from, &converted) != 0 else { return nil }
        return (Double(converted.x), Double(converted.y))
    }
}
