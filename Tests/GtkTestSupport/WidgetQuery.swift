// Finding widgets as a person finds them on screen, through the generated
// classes: by type, by the text they show, by style class, up to the
// enclosing window. What the bindings leave out (GTK's list of windows, a
// popup's placement) is read in C here, so the tests need none.

import CGtk
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk

// Finding widgets through the generated classes, so a test reads as the
// typed API it tests (`label.selectable`, `button.tooltipText`) rather than
// through GTK's C functions.

extension Gtk.Widget {
    /// Every widget below this one that is a `type`, depth first.
    @MainActor
    public func descendants<T: Gtk.Widget>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var child = firstChild
        while let current = child {
            if let typed = current.cast(to: type) { found.append(typed) }
            found += current.descendants(type)
            child = current.nextSibling
        }
        return found
    }

    /// The first label below this one whose text is `text`.
    @MainActor
    public func label(showing text: String) -> Gtk.Label? {
        descendants(Gtk.Label.self).first { $0.label == text }
    }
}

/// Every widget of GType `typeName` under `root` (itself included), depth
/// first: by exact type name.
@MainActor
public func allWidgets(_ typeName: String, in root: Gtk.Widget) -> [Gtk.Widget] {
    var found: [Gtk.Widget] = []
    if root.typeName == typeName { found.append(root) }
    var child = root.firstChild
    while let current = child {
        found += allWidgets(typeName, in: current)
        child = current.nextSibling
    }
    return found
}

/// The first widget of GType `typeName` under `root` (itself included), depth first.
@MainActor
public func findWidget(_ typeName: String, in root: Gtk.Widget) -> Gtk.Widget? {
    allWidgets(typeName, in: root).first
}

/// The label (a `GtkLabel`) showing exactly `text` under `root`, depth first.
@MainActor
public func findLabel(_ text: String, in root: Gtk.Widget) -> Gtk.Label? {
    allWidgets("GtkLabel", in: root).lazy.compactMap { $0.cast(to: Gtk.Label.self) }.first { $0.label == text }
}

/// Every widget under `root` (itself included) with the CSS class `name`,
/// depth first.
@MainActor
public func allWidgets(withStyleClass name: String, in root: Gtk.Widget) -> [Gtk.Widget] {
    var found: [Gtk.Widget] = []
    if root.hasCSSClass(name) { found.append(root) }
    var child = root.firstChild
    while let current = child {
        found += allWidgets(withStyleClass: name, in: current)
        child = current.nextSibling
    }
    return found
}

/// The direct children of `widget`, first to last.
@MainActor
public func childWidgets(of widget: Gtk.Widget) -> [Gtk.Widget] {
    var result: [Gtk.Widget] = []
    var child = widget.firstChild
    while let current = child {
        result.append(current)
        child = current.nextSibling
    }
    return result
}

/// The Featured tab's category items under `root`, each the list
/// row that holds a `category-item` (the row is what is focused, activated and named).
@MainActor
public func categoryItems(in root: Gtk.Widget) -> [Gtk.Widget] {
    allWidgets("CgtkRecyclerRow", in: root).filter { !allWidgets(withStyleClass: "category-item", in: $0).isEmpty }
}

extension Gtk.Widget {
    /// This widget or its nearest ancestor whose GType is `typeName`.
    @MainActor
    public func enclosing(_ typeName: String) -> Gtk.Widget? {
        var widget: Gtk.Widget? = self
        while let current = widget, current.typeName != typeName { widget = current.parent }
        return widget
    }
}

extension Gtk.Widget {
    /// The window this widget is in (GTK's root), if it is in one.
    @MainActor
    public var window: Gtk.Window? {
        var widget: Gtk.Widget? = self
        while let current = widget {
            if let window = current.cast(to: Gtk.Window.self) { return window }
            widget = current.parent
        }
        return nil
    }

    /// Whether this widget's surface is a popup placed beside its parent
    /// (a popover's surface gets its position only after it maps).
    @MainActor
    public var isPlacedPopup: Bool {
        guard isMapped, let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native) else {
            return false
        }
        return gdk_popup_get_position_x(surface) != 0 || gdk_popup_get_position_y(surface) != 0
    }
}

/// The mapped toplevel window whose GType is `typeName`, if one is open.
@MainActor
public func toplevel(_ typeName: String) -> Gtk.Window? {
    toplevelWindows().first { $0.typeName == typeName && $0.isMapped }?.cast(to: Gtk.Window.self)
}

/// The application's toplevel windows (GTK's list of them, typed).
@MainActor
public func toplevelWindows() -> [Gtk.Widget] {
    guard let toplevels = gtk_window_get_toplevels() else { return [] }
    return (0..<g_list_model_get_n_items(toplevels)).compactMap { index in
        g_list_model_get_item(toplevels, index).map { Gtk.Widget(adopting: $0) }
    }
}
