import CGtk
@_spi(Bindings) import GtkBridge

@MainActor
extension Gtk.Widget {
    /// Opens `popover` (a `GtkPopover`, such as a context menu) pointing at
    /// the rectangle `x`, `y`, `width`, `height` of this widget, which owns it
    /// from the first time on. Only a widget that presents its popover
    /// children as it is laid out may own one (GtkBridge's and GtkUIWidgets'
    /// containers that say so; most GTK widgets do not).
    public func popUp(_ popover: Gtk.Widget, pointingAt x: Double, _ y: Double, width: Double, height: Double) {
        let child = popover.widget
        if gtk_widget_get_parent(child) != widget {
            if gtk_widget_get_parent(child) != nil { gtk_widget_unparent(child) }
            gtk_widget_set_parent(child, widget)
        }
        var rect = GdkRectangle(x: Int32(x.rounded(.down)), y: Int32(y.rounded(.down)),
                                width: Int32(max(1, width.rounded())), height: Int32(max(1, height.rounded())))
        let opaque = popover.raw.assumingMemoryBound(to: GtkPopover.self)
        gtk_popover_set_pointing_to(opaque, &rect)
        gtk_popover_popup(opaque)
    }

    /// Gives up a popover `popUp` made this widget own.
    public func dropPopover(_ popover: Gtk.Widget) {
        if gtk_widget_get_parent(popover.widget) == widget { gtk_widget_unparent(popover.widget) }
    }
}
