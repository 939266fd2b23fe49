import Gtk
import GtkUIWidgets

// SwiftUI's background extension effect on GNOME. SwiftUI copies a view,
// mirrored and blurred, into the safe areas around it — under a toolbar or a
// floating sidebar — so a picture at the top of a page seems to carry on
// under them. A GNOME window has one place where a page's content meets its
// chrome: the header bar above it. So here the view's mirrored, blurred copy
// is drawn behind a translucent header bar while the view lies right below
// the header (at the top of its page, or scrolled partly under it), and
// nothing once it has scrolled away or another page shows.
// Not here: a copy sideways under a sidebar (GNOME's sits beside the
// content, not over it) or below the view (nothing lies over a page's
// bottom edge) — docs/Architecture.md §4.

/// `backgroundExtensionEffect(isEnabled:)`: makes the content's widgets
/// sources of its window's header backdrop while they are on screen.
nonisolated public struct BackgroundExtensionEffect: WidgetAttribute {
    let isEnabled: Bool

    /// Per widget: whether it should be a source, and the header it is one of.
    @MainActor final class Attachment {
        var isEnabled: Bool
        var header: BackdropBin?
        var connections: [SignalConnection] = []

        init(isEnabled: Bool) { self.isEnabled = isEnabled }

        /// Becomes a source of the header of `widget`'s window, if it is on
        /// screen, the effect is on, and the window has such a header.
        func attach(_ widget: Gtk.Widget) {
            guard isEnabled, header == nil, widget.isMapped else { return }
            var root = widget
            while let parent = root.parent { root = parent }
            header = root.firstDescendant(BackdropBin.self)
            header?.addSource(widget)
        }

        func detach(_ widget: Gtk.Widget) {
            header?.removeSource(widget)
            header = nil
        }
    }

    @MainActor public func apply(to widget: Gtk.Widget, previous: BackgroundExtensionEffect?, attachment: inout AnyObject?) {
        if let existing = attachment as? Attachment {
            guard existing.isEnabled != isEnabled else { return }
            existing.isEnabled = isEnabled
            if isEnabled { existing.attach(widget) } else { existing.detach(widget) }
            return
        }
        let state = Attachment(isEnabled: isEnabled)
        state.connections = [
            widget.onMap { [weak state] widget in state?.attach(widget) },
            widget.onUnmap { [weak state] widget in state?.detach(widget) },
        ]
        state.attach(widget)
        attachment = state
    }
}

extension View {
    /// Extends the view under the window's header bar: while the view lies
    /// right below the header, the header shows a mirrored, blurred copy of
    /// it through a translucent fill, as SwiftUI extends a view under its
    /// toolbar.
    nonisolated public func backgroundExtensionEffect(isEnabled: Bool = true) -> ModifiedContent<Self, BackgroundExtensionEffect> {
        modifier(BackgroundExtensionEffect(isEnabled: isEnabled))
    }
}
