import Gtk
import GtkBridge

/// The focus moving into a page that has just come on screen (a pushed
/// page, a split view's detail shown over its sidebar): once the page is
/// laid out — its list rows placed, its widgets reachable — it takes the
/// focus where `.defaultFocus` says, else on its first focusable widget.
/// Only if the focus was in the container when the page came: a page that
/// came from a header button or a menu leaves the focus there, and a focus
/// a person moves meanwhile is left alone.
@MainActor
final class PageFocusLanding {
    private var pending: (page: Gtk.Widget, tick: TickCallbackID)?

    /// Takes the focus from `container` before a page comes: GTK would put
    /// it on the new page's first focusable widget at once (a map, before
    /// the page's own default focus a frame later), and a screen reader
    /// spoke both. The window holds no focus until the landing.
    static func release(from container: Gtk.Widget) {
        guard container.focusWithin != nil, let window = container.enclosingWindow else { return }
        window.focus = nil
    }

    /// Lands the focus on `page` after its first layout, if the focus was on
    /// `remembered` in `container` before the page came (nil: it was not).
    /// `evenIfOutside`: `remembered` was taken off the screen, and GTK may
    /// have moved the focus anywhere since.
    func land(on page: Gtk.Widget, in container: Gtk.Widget, focusedBefore remembered: Gtk.Widget?,
              evenIfOutside: Bool = false) {
        cancel()
        guard let remembered else { return }
        let tick = page.addTickCallback { [weak self] _ in
            guard page.width > 0 else { return true }
            self?.pending = nil
            guard page.isMapped, page.childVisible else { return false }
            let focus = container.enclosingWindow?.focus
            let movedByPerson = !evenIfOutside
                && focus.map { $0 != remembered && $0.isMapped && !$0.hasAncestor(container) } ?? false
            if !movedByPerson { FocusTargets.shared.land(in: page) }
            return false
        }
        pending = (page, tick)
    }

    /// Forgets a landing not made yet (the page went away first).
    func cancel() {
        guard let pending else { return }
        self.pending = nil
        pending.page.removeTickCallback(pending.tick)
    }
}
