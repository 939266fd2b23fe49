// Doing what a person's input or a screen reader does without the input:
// emitting a widget's signals, running its actions, reading action states
// and list models, asking a drag source for its content.

import CGtk
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk

extension GObjectHandle {
    /// Emits the signal `name`, which takes no arguments (a button's
    /// `"clicked"`), as `g_signal_emit_by_name` does.
    @MainActor
    public func emitSignal(_ name: String) {
        cgtk_signal_emit(raw, name)
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

extension GObjectHandle {
    /// This action map's action `name` (an application's `app.` action, by
    /// bare name), as `g_action_map_lookup_action` finds it.
    @MainActor
    public func action(named name: String) -> GObjectHandle? {
        GObjectHandle.wrap(g_action_map_lookup_action(opaque, name), taking: true)
    }
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

/// The items of the `GListModel` `model` (a widget's `observeControllers()`,
/// a view stack's `pages`), first to last, each wrapped with its own reference.
@MainActor
public func listItems(of model: GObjectHandle) -> [GObjectHandle] {
    (0..<g_list_model_get_n_items(model.opaque)).compactMap { index in
        g_list_model_get_item(model.opaque, index).map { GObjectHandle.wrap($0, adopting: true)! }
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
