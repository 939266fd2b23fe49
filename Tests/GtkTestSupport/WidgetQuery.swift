import CGtk
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import XCTest

/// Every widget of GType `typeName` under `root` (itself included), depth first.
@MainActor
public func allWidgets(_ typeName: String, in root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    if String(cString: cgtk_object_type_name(root)) == typeName { found.append(root) }
    for child in childPointers(of: root) { found += allWidgets(typeName, in: child) }
    return found
}

/// The first widget of GType `typeName` under `root`, depth first.
@MainActor
public func findWidget(_ typeName: String, in root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    allWidgets(typeName, in: root).first
}

/// The `index`th widget of GType `name` under `root`, depth first.
@MainActor
public func findWidget(named name: String, in root: Gtk.Widget, index: Int = 0) -> UnsafeMutablePointer<GtkWidget>? {
    let found = allWidgets(name, in: root.widget)
    return index < found.count ? found[index] : nil
}

/// Every widget under `root` (itself included) with the CSS class `name`, depth first.
@MainActor
public func allWidgets(withStyleClass name: String, in root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    if gtk_widget_has_css_class(root, name) != 0 { found.append(root) }
    for child in childPointers(of: root) { found += allWidgets(withStyleClass: name, in: child) }
    return found
}

/// The Featured tab's category items under `root`: each the list row that
/// holds a `category-item` (the row is what is focused, activated and named).
@MainActor
public func categoryItems(in root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    allWidgets("CgtkRecyclerRow", in: root).filter { !allWidgets(withStyleClass: "category-item", in: $0).isEmpty }
}

/// The label showing exactly `text` under `root`.
@MainActor
public func findLabel(_ text: String, in root: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    allWidgets("GtkLabel", in: root).first { String(cString: gtk_label_get_label(OpaquePointer($0))) == text }
}

/// The direct children of `widget`, first to last.
@MainActor
public func childPointers(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var result: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        result.append(current)
        child = gtk_widget_get_next_sibling(current)
    }
    return result
}

/// Fails unless `widget`'s accessible label is `expected`.
@MainActor
public func assertAccessibleLabel(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    if let error = cgtk_accessible_check_label(OpaquePointer(widget), expected) {
        XCTFail(String(cString: error), file: file, line: line)
        g_free(error)
    }
}

/// The application's toplevel windows (GTK's list of them, typed).
@MainActor
public func toplevelWindows() -> [Gtk.Widget] {
    guard let toplevels = gtk_window_get_toplevels() else { return [] }
    return (0..<g_list_model_get_n_items(toplevels)).compactMap { index in
        g_list_model_get_item(toplevels, index).map { Gtk.Widget(adopting: $0) }
    }
}

// XInput for a widget pointer, for tests not yet on the typed API.
extension XInput {
    public static func click(
        _ widget: UnsafeMutablePointer<GtkWidget>, at point: (x: Double, y: Double)? = nil, button: Int = 1, count: Int = 1,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        click(Gtk.Widget(taking: widget), at: point, button: button, count: count, file: file, line: line)
    }

    public static func hover(
        _ widget: UnsafeMutablePointer<GtkWidget>, at point: (x: Double, y: Double)? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        hover(Gtk.Widget(taking: widget), at: point, file: file, line: line)
    }

    public static func scroll(
        over widget: UnsafeMutablePointer<GtkWidget>, at point: (x: Double, y: Double)? = nil, steps: Int,
        horizontal: Bool = false, shift: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) {
        scroll(over: Gtk.Widget(taking: widget), at: point, steps: steps, horizontal: horizontal, shift: shift, file: file, line: line)
    }

    public static func drag(
        _ widget: UnsafeMutablePointer<GtkWidget>, from point: (x: Double, y: Double), by dx: Int, _ dy: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        drag(Gtk.Widget(taking: widget), from: point, by: dx, dy, file: file, line: line)
    }

    public static func swipe(
        _ widget: UnsafeMutablePointer<GtkWidget>, from point: (x: Double, y: Double), by dx: Int, _ dy: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        swipe(Gtk.Widget(taking: widget), from: point, by: dx, dy, file: file, line: line)
    }

    public static func screenPoint(
        of widget: UnsafeMutablePointer<GtkWidget>, at point: (x: Double, y: Double)? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) -> (Int, Int)? {
        screenPoint(of: Gtk.Widget(taking: widget), at: point, file: file, line: line)
    }
}
