import CGtk

/// A `GSimpleAction` with a Swift handler, enabled or disabled as state allows.
@MainActor
public final class Action: GObjectHandle {
    public let name: String

    public init(name: String, _ handler: @escaping @MainActor () -> Void) {
        self.name = name
        super.init(taking: UnsafeMutableRawPointer(g_simple_action_new(name, nil)!))
        connectPointer("activate") { _ in handler() }
    }

    /// An action that takes a string parameter (`"s"`), such as a path sent
    /// by another instance of the app.
    public init(name: String, stringHandler handler: @escaping @MainActor (String) -> Void) {
        self.name = name
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        super.init(taking: UnsafeMutableRawPointer(g_simple_action_new(name, type)!))
        connectPointer("activate") { parameter in
            guard let parameter, let text = g_variant_get_string(OpaquePointer(parameter), nil) else { return }
            handler(String(cString: text))
        }
    }

    /// An on/off action (a boolean state): a menu shows it as a check item.
    /// Activating it flips the state and hands `handler` the new value.
    public init(name: String, isOn: Bool, _ handler: @escaping @MainActor (Bool) -> Void) {
        self.name = name
        super.init(taking: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0))!))
        connectPointer("activate") { [unowned self] _ in
            let newValue = !self.isOn
            self.isOn = newValue
            handler(newValue)
        }
    }

    /// Whether the action has a state (it is an on/off action).
    public var hasState: Bool {
        guard let state = g_action_get_state(opaque) else { return false }
        g_variant_unref(state)
        return true
    }

    /// The state of an on/off action; false for an action without one.
    public var isOn: Bool {
        get {
            guard let state = g_action_get_state(opaque) else { return false }
            defer { g_variant_unref(state) }
            return g_variant_classify(state) == G_VARIANT_CLASS_BOOLEAN && g_variant_get_boolean(state) != 0
        }
        set { g_simple_action_set_state(opaque, g_variant_new_boolean(newValue ? 1 : 0)) }
    }

    /// Whether the action can run; menus and shortcuts follow it.
    public var isEnabled: Bool {
        get { g_action_get_enabled(opaque) != 0 }
        set { g_simple_action_set_enabled(opaque, newValue ? 1 : 0) }
    }

    /// Runs the action as a menu item or shortcut would.
    public func activate() { g_action_activate(opaque, nil) }
}
