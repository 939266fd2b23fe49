import CGtk
@_spi(Bindings) import GtkBridge

/// Size, expansion, margins and measuring in one call each, where GTK has
/// one property or call per edge or axis.
extension Gtk.Widget {
    /// Adds or removes the style class `name` so that its presence matches `present`.
    public func setCSSClass(_ name: String, _ present: Bool) {
        if present { addCSSClass(name) } else { removeCSSClass(name) }
    }

    /// The height the widget would like at `width` (its natural height
    /// for that width, as a wrapping label measures it).
    public func preferredHeight(forWidth width: Int) -> Int {
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, Int32(width), nil, &natural, nil, nil)
        return Int(natural)
    }

    /// Sets `GtkWidget:hexpand` and `vexpand`.
    public func setExpand(horizontal: Bool? = nil, vertical: Bool? = nil) {
        if let horizontal { gtk_widget_set_hexpand(widget, horizontal ? 1 : 0) }
        if let vertical { gtk_widget_set_vexpand(widget, vertical ? 1 : 0) }
    }

    /// Margins in logical pixels.
    public func setMargins(top: Int32? = nil, bottom: Int32? = nil, start: Int32? = nil, end: Int32? = nil) {
        if let top { gtk_widget_set_margin_top(widget, top) }
        if let bottom { gtk_widget_set_margin_bottom(widget, bottom) }
        if let start { gtk_widget_set_margin_start(widget, start) }
        if let end { gtk_widget_set_margin_end(widget, end) }
    }

    /// Lays the widget out again at once, in the allocation it has: for a
    /// widget that works out where its children sit only as it is allocated
    /// (libadwaita 1.2's carousel after a reorder).
    public func allocateAgain() {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        gtk_widget_size_allocate(widget, &allocation, -1)
    }
}
