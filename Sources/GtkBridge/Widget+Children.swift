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
