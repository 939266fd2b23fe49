import Glibc
import Gtk

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
    static func passVerticalWheel(from scrolled: Gtk.ScrolledWindow) {
        let controller = Gtk.EventControllerScroll(flags: .bothAxes)
        controller.propagationPhase = .capture
        controller.onScroll { [weak scrolled] controller, dx, dy in
            let shift = controller.currentEventState.contains(.shiftMask)
            guard !shift, abs(dy) > abs(dx), let scrolled, let page = enclosingScrolledWindow(of: scrolled),
                  let adjustment = page.vadjustment else { return false }
            let pageSize = adjustment.pageSize
            // GTK's wheel step: a notch moves the page by its size to the power ⅔.
            let step = controller.unit == .wheel ? pow(pageSize, 2.0 / 3.0) : 1
            let upper = adjustment.upper - pageSize
            adjustment.value = min(max(adjustment.value + dy * step, adjustment.lower), upper)
            return true
        }
        scrolled.addController(controller)
    }

    private static func enclosingScrolledWindow(of widget: Gtk.Widget) -> Gtk.ScrolledWindow? {
        widget.parent?.ancestor(widgetType: Gtk.ScrolledWindow.gType)?.cast(to: Gtk.ScrolledWindow.self)
    }
}
