import Adw
import Gtk
import GtkBridge

/// Where the keyboard focus goes as a stack's pages come and go, as in
/// GNOME's navigation views: a pushed page takes the focus once it is laid
/// out (its `.defaultFocus`, else its first focusable widget: a list's first
/// row, not the header's Back button GTK falls back to when the page's rows
/// are not placed yet), and going back gives the focus to what had it when
/// the page was pushed. A push made while the focus was elsewhere (the
/// header, another window) leaves it there.
extension NavigationStack.Coordinator {
    /// Notes where the focus is before the page at `depth` is pushed.
    func rememberFocus(beforePushing depth: Int) {
        guard let focus = leaflet.focusWithin, focus != leaflet else { return }
        focusBeforePush[depth] = focus
    }

    /// Moves the focus into the page on top once it has been laid out, if
    /// the focus was in the stack when it was pushed.
    func landFocus(pushedAt depth: Int) {
        guard let page = leaflet.visibleChild else { return }
        landing.land(on: page, in: leaflet, focusedBefore: focusBeforePush[depth])
    }

    /// Gives the focus back to what had it before the page at `depth` was
    /// pushed, if that is still on the page now shown.
    func restoreFocus(poppingTo depth: Int) {
        landing.cancel()
        let saved = focusBeforePush[depth + 1]
        focusBeforePush = focusBeforePush.filter { $0.key <= depth }
        pendingFocus?.connection.disconnect()
        pendingFocus = nil
        guard let saved, saved.hasAncestor(leaflet) else { return }
        if saved.isMapped {
            _ = saved.grabFocus()
            return
        }
        let connection = saved.onMap { [weak self] _ in
            guard let self, let pending = self.pendingFocus else { return }
            self.pendingFocus = nil
            pending.connection.disconnect()
            _ = pending.widget.grabFocus()
        }
        pendingFocus = (saved, connection)
    }
}
