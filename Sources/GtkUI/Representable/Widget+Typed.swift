import Gtk
import GtkBridge

extension Gtk.Widget {
    /// The window this widget is in (a popover's is the window of the widget
    /// it points at), if it is in one.
    @MainActor
    var enclosingWindow: Gtk.Window? {
        ancestor(widgetType: Gtk.Window.gType)?.cast(to: Gtk.Window.self)
    }

    /// The widget with the keyboard focus, when it is this one or inside it.
    @MainActor
    var focusWithin: Gtk.Widget? {
        guard let focus = enclosingWindow?.focus, focus == self || focus.hasAncestor(self) else { return nil }
        return focus
    }
}

extension Gtk.Widget {
    /// The first widget below this one that is a `type` (by GType), depth
    /// first: for reaching a part a composite widget builds for itself (the
    /// list inside an `Adw.PreferencesGroup`) to name it for assistive
    /// technology, or for a test to drive it.
    @MainActor
    public func firstDescendant<T: Gtk.Widget>(_ type: T.Type) -> T? {
        var child = firstChild
        while let current = child {
            if let found = current.cast(to: type) ?? current.firstDescendant(type) { return found }
            child = current.nextSibling
        }
        return nil
    }

    /// Hides every image inside from assistive technologies: the icons a
    /// libadwaita row draws beside its words (an arrow, an edit pencil),
    /// which GTK 4.8 would expose as "GtkImage".
    public func hideDecorativeImages() {
        var child = firstChild
        while let current = child {
            if let image = current.cast(to: Gtk.Image.self) { image.setAccessibleHidden(true) }
            current.hideDecorativeImages()
            child = current.nextSibling
        }
    }
}
