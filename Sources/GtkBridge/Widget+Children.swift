import CGtk

/// Adding children without a lifetime hazard: the child handle is a parameter,
/// so it is alive for the whole call. (Passing `child.widget` straight to a C
/// function lets an optimized build release a temporary handle — and with it
/// the only reference — before GTK takes its own.)
@MainActor
extension Widget {
    /// `gtk_box_append` for a `GtkBox`.
    public func append(_ child: Widget) {
        gtk_box_append(pointer(), child.widget)
    }

    /// `gtk_overlay_add_overlay` for a `GtkOverlay`.
    public func addOverlay(_ child: Widget) {
        gtk_overlay_add_overlay(opaque, child.widget)
    }
}

@MainActor
extension Widget {
    /// The first widget of GType `typeName` below this one, depth first — for
    /// reaching a part a composite widget builds for itself (the list inside
    /// an `AdwPreferencesGroup`) to name it for assistive technology.
    public func firstDescendant(ofType typeName: String) -> UnsafeMutablePointer<GtkWidget>? {
        func search(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if String(cString: cgtk_object_type_name(current)) == typeName { return current }
                if let found = search(current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
        return search(widget)
    }
}
