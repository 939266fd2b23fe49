import Gtk
import GtkBridge

extension Widget {
    /// This widget as the generated `Gtk.Widget`, for typed properties and
    /// calls: itself when it was made as one of the generated classes (every
    /// built-in view's widget is), else a wrapper of the same `GtkWidget`.
    @MainActor
    var typed: Gtk.Widget {
        self as? Gtk.Widget ?? cast(to: Gtk.Widget.self)!
    }

    /// This widget as `type`, when it is one (checked by GType): itself when
    /// it was made as that class, else a wrapper of the same object.
    @MainActor
    func typed<T: GObjectHandle>(as type: T.Type) -> T? {
        self as? T ?? cast(to: type)
    }
}

extension Gtk.Widget {
    /// The window this widget is in (a popover's is the window of the widget
    /// it points at), if it is in one.
    @MainActor
    var enclosingWindow: Gtk.Window? {
        getAncestor(widgetType: Gtk.Window.gType)?.typed(as: Gtk.Window.self)
    }

    /// The widget with the keyboard focus, when it is this one or inside it.
    @MainActor
    var focusWithin: Gtk.Widget? {
        guard let focus = enclosingWindow?.getFocus(), focus == self || focus.isAncestor(ancestor: self) else { return nil }
        return focus
    }
}

extension Widget {
    /// The first widget below this one that is a `type` (by GType), depth
    /// first: for reaching a part a composite widget builds for itself (the
    /// list inside an `Adw.PreferencesGroup`) to name it for assistive
    /// technology, or for a test to drive it.
    @MainActor
    public func firstDescendant<T: Gtk.Widget>(_ type: T.Type) -> T? {
        var child = typed.getFirstChild()
        while let current = child {
            if let found = current.typed(as: type) ?? current.firstDescendant(type) { return found }
            child = current.getNextSibling()
        }
        return nil
    }

    /// Hides every image inside from assistive technologies: the icons a
    /// libadwaita row draws beside its words (an arrow, an edit pencil),
    /// which GTK 4.8 would expose as "GtkImage".
    public func hideDecorativeImages() {
        var child = typed.getFirstChild()
        while let current = child {
            if let image = current.typed(as: Gtk.Image.self) { image.setAccessibleHidden(true) }
            current.hideDecorativeImages()
            child = current.getNextSibling()
        }
    }
}
