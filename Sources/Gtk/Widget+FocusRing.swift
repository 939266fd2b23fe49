import CGtk
@_spi(Bindings) import GtkBridge

@MainActor
extension Gtk.Widget {
    /// A ring to lay over `target` in an overlay, shown (style class `shown`
    /// on `focus-ring`) while `target` has the keyboard focus and focus is
    /// visible. GTK 4.8 draws a widget's CSS outline before its content, so a
    /// widget whose content covers it whole (a map, a carousel of pictures)
    /// hides its own outline; the ring is drawn over the content instead. It
    /// takes no clicks. The stylesheet draws it.
    public static func focusRing(for target: Gtk.Widget) -> Gtk.Widget {
        let ring = Gtk.Widget(taking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        ring.addCSSClass("focus-ring")
        gtk_widget_set_can_target(ring.widget, 0)
        // The handler runs only while `target` is alive to emit it.
        let targetWidget = target.widget
        target.connectIndex("state-flags-changed") { [ring] _ in
            let flags = gtk_widget_get_state_flags(targetWidget).rawValue
            let shows = flags & GTK_STATE_FLAG_FOCUS_VISIBLE.rawValue != 0 && flags & GTK_STATE_FLAG_FOCUSED.rawValue != 0
            guard shows != ring.hasCSSClass("shown") else { return }
            if shows { ring.addCSSClass("shown") } else { ring.removeCSSClass("shown") }
        }
        return ring
    }
}
