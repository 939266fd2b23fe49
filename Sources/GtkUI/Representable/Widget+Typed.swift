import Gtk
import GtkBridge

extension Widget {
    /// This widget as the generated `Gtk.Widget`, for typed properties and
    /// calls: itself when it was made as one of the generated classes (every
    /// built-in view's widget is), else a wrapper of the same `GtkWidget`.
    @MainActor
    var typed: Gtk.Widget {
        self as? Gtk.Widget ?? Gtk.Widget.wrap(raw, taking: true)!
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
