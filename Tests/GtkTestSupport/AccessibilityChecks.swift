// What a screen reader is told about a widget, checked through GTK's test
// accessibility API (`gtk_test_accessible_*`), which no binding carries.

import CGtk
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import XCTest

/// Fails unless `widget`'s accessible label is `expected`.
@MainActor
public func assertAccessibleLabel(
    _ widget: Gtk.Widget, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    if let mismatch = accessibleLabelMismatch(of: widget, expected) { XCTFail(mismatch, file: file, line: line) }
}

/// Why `widget`'s accessible label is not `expected`, or nil when it is.
@MainActor
public func accessibleLabelMismatch(of widget: Gtk.Widget, _ expected: String) -> String? {
    guard let error = cgtk_accessible_check_label(OpaquePointer(widget.widget), expected) else { return nil }
    defer { g_free(error) }
    return String(cString: error)
}

/// Why `widget`'s accessible description is not `expected`, or nil when it
/// is.
@MainActor
public func accessibleDescriptionMismatch(of widget: Gtk.Widget, _ expected: String) -> String? {
    guard let error = cgtk_accessible_check_description(OpaquePointer(widget.widget), expected) else { return nil }
    defer { g_free(error) }
    return String(cString: error)
}

/// Whether `widget` has the accessible relation `relation` set (any value).
@MainActor
public func accessibleHasRelation(_ widget: Gtk.Widget, _ relation: Gtk.AccessibleRelation) -> Bool {
    gtk_test_accessible_has_relation(OpaquePointer(widget.widget), GtkAccessibleRelation(rawValue: numericCast(relation.rawValue))) != 0
}

/// Whether `name` is the name of a registered GType (`"GtkImage"`), as GTK
/// 4.8's accessibility describes a widget it has no other words for.
public func isTypeName(_ name: String) -> Bool {
    g_type_from_name(name) != 0
}
