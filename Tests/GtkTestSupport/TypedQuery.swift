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

/// The Featured tab's category items under `root`: `categoryItems(in:)` for a
/// typed root, each the list row that holds a `category-item`.
@MainActor
public func categoryItems(in root: Gtk.Widget) -> [Gtk.Widget] {
    allWidgets("CgtkRecyclerRow", in: root).filter { !allWidgets(withStyleClass: "category-item", in: $0).isEmpty }
}

/// Why `widget`'s accessible description is not `expected`, or nil when it
/// is: `cgtk_accessible_check_description` for a typed widget.
@MainActor
public func accessibleDescriptionMismatch(of widget: Gtk.Widget, _ expected: String) -> String? {
    guard let error = cgtk_accessible_check_description(OpaquePointer(widget.widget), expected) else { return nil }
    defer { g_free(error) }
    return String(cString: error)
}

extension GObjectHandle {
    /// Activates the action `name` of this action group (an application's
    /// `app.` actions, by bare name) without a parameter, as
    /// `g_action_group_activate_action(group, name, NULL)` does.
    @MainActor
    public func activateAction(_ name: String) {
        g_action_group_activate_action(opaque, name, nil)
    }

    /// Whether this action group's action `name` is enabled, as
    /// `g_action_group_get_action_enabled` tells.
    @MainActor
    public func isActionEnabled(_ name: String) -> Bool {
        g_action_group_get_action_enabled(opaque, name) != 0
    }
}

/// The items of the `GListModel` `model` (a widget's `observeControllers()`,
/// a view stack's `pages`), first to last, each wrapped with its own reference.
@MainActor
public func listItems(of model: GObjectHandle) -> [GObjectHandle] {
    (0..<g_list_model_get_n_items(model.opaque)).compactMap { index in
        g_list_model_get_item(model.opaque, index).map { GObjectHandle.wrap($0, adopting: true)! }
    }
}

extension GObjectHandle {
    /// Emits the signal `name`, which takes one `double` (a zoom gesture's
    /// `"scale-changed"`), as `g_signal_emit_by_name` does.
    @MainActor
    public func emitSignal(_ name: String, double value: Double) {
        cgtk_signal_emit_double(raw, name, value)
    }

    /// Emits the signal `name`, which takes one pointer, passing NULL (a
    /// gesture's `"begin"` with no event sequence), as `g_signal_emit_by_name` does.
    @MainActor
    public func emitSignalWithNullPointer(_ name: String) {
        cgtk_signal_emit_pointer(raw, name, nil)
    }
}

/// The default display (`gdk_display_get_default()`), for the typed calls
/// that take one (`Gtk.StyleContext.addProviderForDisplay`, `Gtk.IconTheme.forDisplay`).
@MainActor
public func defaultDisplay() -> GObjectHandle? {
    GObjectHandle.wrap(gdk_display_get_default(), taking: true)
}

/// `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`: the priority of an application's own stylesheet.
public let styleProviderPriorityApplication = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION)

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

extension Gtk.Label {
    /// How many characters the label draws as boxes, for want of a font with them.
    @MainActor
    public var unknownGlyphCount: Int {
        Int(pango_layout_get_unknown_glyphs_count(gtk_label_get_layout(OpaquePointer(widget))))
    }

    /// Whether the label is cut short with an ellipsis as laid out now.
    @MainActor
    public var isEllipsizedNow: Bool {
        pango_layout_is_ellipsized(gtk_label_get_layout(OpaquePointer(widget))) != 0
    }
}

/// The mapped toplevel window whose GType is `typeName`, if one is open.
@MainActor
public func toplevel(_ typeName: String) -> Gtk.Window? {
    toplevelWindows().first { $0.typeName == typeName && $0.isMapped }?.cast(to: Gtk.Window.self)
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

/// Whether `name` is the name of a registered GType (`"GtkImage"`), as GTK
/// 4.8's accessibility describes a widget it has no other words for.
public func isTypeName(_ name: String) -> Bool {
    g_type_from_name(name) != 0
}

/// Why `widget`'s accessible label is not `expected`, or nil when it is.
@MainActor
public func accessibleLabelMismatch(of widget: Gtk.Widget, _ expected: String) -> String? {
    guard let error = cgtk_accessible_check_label(OpaquePointer(widget.widget), expected) else { return nil }
    defer { g_free(error) }
    return String(cString: error)
}

extension GObjectHandle {
    /// This action map's action `name` (an application's `app.` action, by
    /// bare name), as `g_action_map_lookup_action` finds it.
    @MainActor
    public func action(named name: String) -> GObjectHandle? {
        GObjectHandle.wrap(g_action_map_lookup_action(opaque, name), taking: true)
    }
}

extension Gtk.Label {
    /// The byte offsets in the text at which the label's lines start, as laid out now.
    @MainActor
    public var lineStartIndices: [Int] {
        var starts: [Int] = []
        var lines = pango_layout_get_lines_readonly(gtk_label_get_layout(OpaquePointer(widget)))
        while let node = lines {
            starts.append(Int(node.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.start_index))
            lines = node.pointee.next
        }
        return starts
    }
}

extension GObjectHandle {
    /// Emits the signal `name`, which takes one unsigned integer (a list's
    /// `"select-row"` with the row's index), as `g_signal_emit_by_name` does.
    @MainActor
    public func emitSignal(_ name: String, uint value: UInt32) {
        cgtk_signal_emit_uint(raw, name, value)
    }

    /// The Boolean state of this action group's action `name` (a check
    /// item's), or nil when the action has none or another type of state.
    @MainActor
    public func booleanActionState(_ name: String) -> Bool? {
        guard let state = g_action_group_get_action_state(opaque, name) else { return nil }
        defer { g_variant_unref(state) }
        guard String(cString: g_variant_get_type_string(state)) == "b" else { return nil }
        return g_variant_get_boolean(state) != 0
    }

    /// The object the property `name` holds (a view stack's `pages`), with a reference of its own.
    @MainActor
    public func objectProperty(_ name: String) -> GObjectHandle? {
        GObjectHandle.wrap(GObjectProperty.object(raw, name), adopting: true)
    }
}

/// The bytes the C heap has in use now (glibc's `mallinfo2`), for a test
/// that a long run does not grow.
public func heapBytesInUse() -> Int {
    Int(cgtk_heap_in_use())
}

/// Whether `widget` has the accessible relation `relation` set (any value).
@MainActor
public func accessibleHasRelation(_ widget: Gtk.Widget, _ relation: Gtk.AccessibleRelation) -> Bool {
    gtk_test_accessible_has_relation(OpaquePointer(widget.widget), GtkAccessibleRelation(rawValue: numericCast(relation.rawValue))) != 0
}

extension Gtk.Widget {
    /// Activates the action `name` (`"listitem.activate"`) as this widget's
    /// action muxer finds it, without a parameter, as a screen reader's
    /// action does; false when no such action is there.
    @MainActor
    @discardableResult
    public func activateAction(named name: String) -> Bool {
        gtk_widget_activate_action_variant(widget, name, nil) != 0
    }
}

/// The font Pango lays a widget's text out in, as its Pango context describes it.
public struct LaidOutFont: Equatable {
    /// The size in points, or in pixels when `isAbsolute`.
    public let size: Double
    public let isAbsolute: Bool
    /// Pango's weight: 400 regular, 700 bold.
    public let weight: Int
    public let isItalic: Bool
    public let family: String?
}

extension Gtk.Widget {
    /// The font this widget's text is laid out in.
    @MainActor
    public var laidOutFont: LaidOutFont? {
        guard let description = pango_context_get_font_description(gtk_widget_get_pango_context(widget)) else { return nil }
        return LaidOutFont(
            size: Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE),
            isAbsolute: pango_font_description_get_size_is_absolute(description) != 0,
            weight: Int(pango_font_description_get_weight(description).rawValue),
            isItalic: pango_font_description_get_style(description) == PANGO_STYLE_ITALIC,
            family: pango_font_description_get_family(description).map { String(cString: $0) })
    }
}

extension Gtk.DragSource {
    /// The text of the content this drag source prepares for a drag starting
    /// at (`x`, `y`), as GTK asks it with `"prepare"` when a drag starts; nil
    /// when it prepares none, or none that is text.
    @MainActor
    public func preparedText(x: Double = 1, y: Double = 1) -> String? {
        let double = GType(15 << G_TYPE_FUNDAMENTAL_SHIFT)  // G_TYPE_DOUBLE
        var arguments = [GValue(), GValue(), GValue()]
        g_value_init(&arguments[0], gtk_drag_source_get_type())
        g_value_set_object(&arguments[0], raw)
        g_value_init(&arguments[1], double)
        g_value_set_double(&arguments[1], x)
        g_value_init(&arguments[2], double)
        g_value_set_double(&arguments[2], y)
        var result = GValue()
        g_value_init(&result, gdk_content_provider_get_type())
        g_signal_emitv(&arguments, g_signal_lookup("prepare", gtk_drag_source_get_type()), 0, &result)
        let provider = g_value_dup_object(&result)
        g_value_unset(&result)
        for index in arguments.indices { g_value_unset(&arguments[index]) }
        guard let provider else { return nil }
        defer { g_object_unref(provider) }
        var value = GValue()
        g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
        defer { g_value_unset(&value) }
        guard gdk_content_provider_get_value(provider.assumingMemoryBound(to: GdkContentProvider.self), &value, nil) != 0 else {
            return nil
        }
        return g_value_get_string(&value).map { String(cString: $0) }
    }
}
