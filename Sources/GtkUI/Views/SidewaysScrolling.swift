import CGtk
import Glibc

/// Lets a view that scrolls only sideways (a row of items) pass a vertical
/// wheel on to the page around it.
///
/// A `GtkScrolledWindow` in GTK 4.8 takes every scroll event over it, even
/// along an axis it cannot scroll, so a horizontal row inside a vertical page
/// would stop the page's wheel dead wherever the pointer rests on the row. A
/// capture-phase controller on the row sees the event first: mostly vertical
/// motion without Shift scrolls the nearest enclosing scrolled window by
/// GTK's own wheel step; anything else (Shift+wheel, a sideways swipe) goes
/// on to the row. Not here: kinetic scrolling of the page, which touchpads
/// drive through their own events.
@MainActor
enum SidewaysScrolling {
    /// Installs the forwarding on `scrolled`, a horizontal-only scrolled window.
    static func passVerticalWheel(from scrolled: Widget) {
        let controller = GObjectHandle(adopting: UnsafeMutableRawPointer(
            gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!))
        // The handler lives as long as the controller, so its pointer stays valid there.
        let raw = controller.opaque
        gtk_event_controller_set_propagation_phase(raw, GTK_PHASE_CAPTURE)
        let row = scrolled.widget
        controller.connectScroll { dx, dy in
            let shift = gtk_event_controller_get_current_event_state(raw).rawValue & GDK_SHIFT_MASK.rawValue != 0
            guard !shift, abs(dy) > abs(dx), let page = enclosingScrolledWindow(of: row) else { return false }
            let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(page))
            let pageSize = gtk_adjustment_get_page_size(adjustment)
            let unit = gtk_event_controller_scroll_get_unit(raw)
            // GTK's wheel step: a notch moves the page by its size to the power ⅔.
            let step = unit == GDK_SCROLL_UNIT_WHEEL ? pow(pageSize, 2.0 / 3.0) : 1
            let upper = gtk_adjustment_get_upper(adjustment) - pageSize
            let value = min(max(gtk_adjustment_get_value(adjustment) + dy * step, gtk_adjustment_get_lower(adjustment)), upper)
            gtk_adjustment_set_value(adjustment, value)
            return true
        }
        scrolled.addController(controller)
    }

    private static func enclosingScrolledWindow(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        guard let parent = gtk_widget_get_parent(widget) else { return nil }
        return gtk_widget_get_ancestor(parent, gtk_scrolled_window_get_type())
    }
}
