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

    /// Whether the action can run; menus and shortcuts follow it.
    public var isEnabled: Bool {
        get { g_action_get_enabled(opaque) != 0 }
        set { g_simple_action_set_enabled(opaque, newValue ? 1 : 0) }
    }

    /// Runs the action as a menu item or shortcut would.
    public func activate() { g_action_activate(opaque, nil) }
}
