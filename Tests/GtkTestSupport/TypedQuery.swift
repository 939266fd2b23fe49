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
/// first: `allWidgets(_:in:)` for a typed root, by exact type name.
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

extension GObjectHandle {
    /// Emits the signal `name`, which takes no arguments (a button's
    /// `"clicked"`), as `g_signal_emit_by_name` does.
    @MainActor
    public func emitSignal(_ name: String) {
        cgtk_signal_emit(raw, name)
    }
}

/// Every widget under `root` (itself included) with the CSS class `name`,
/// depth first: `allWidgets(withStyleClass:in:)` for a typed root.
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

/// Fails unless `widget`'s accessible label is `expected`:
/// `assertAccessibleLabel(_:_:)` for a typed widget.
@MainActor
public func assertAccessibleLabel(
    _ widget: Gtk.Widget, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    assertAccessibleLabel(widget.widget, expected, file: file, line: line)
}

/// The direct children of `widget`, first to last: `childPointers(of:)`, typed.
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

extension XInput {
    /// Clicks the centre of `widget` (or `point` in its coordinates) with
    /// `button` (1 left, 3 right), `count` times: `click(_:at:button:count:)`
    /// for a typed widget.
    public static func click(
        _ widget: Gtk.Widget, at point: (x: Double, y: Double)? = nil, button: Int = 1, count: Int = 1,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        click(widget.widget, at: point, button: button, count: count, file: file, line: line)
    }
}

/// The Featured tab's category items under `root`: `categoryItems(in:)` for a
/// typed root, each the list row that holds a `category-item`.
@MainActor
public func categoryItems(in root: Gtk.Widget) -> [Gtk.Widget] {
    allWidgets("CgtkRecyclerRow", in: root).filter { !allWidgets(withStyleClass: "category-item", in: $0).isEmpty }
}
