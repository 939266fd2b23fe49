import CGtk

/// An object the app serves on the session bus: one D-Bus interface,
/// described by its introspection XML, whose method calls a Swift handler
/// answers (GDBus's `g_dbus_connection_register_object`).
///
/// For interfaces other programs define and call — GNOME Shell's search
/// provider — where an action (`Application.addAction`) does not fit. It is
/// served on the process's session-bus connection, the one the application
/// registers its name on, so it can be exported before `run` and answers as
/// soon as the name is owned. Calls arrive on the main thread.
@MainActor
public final class BusObject {
    /// Answers a method call through `reply`, at once or later (when what it
    /// needs is still being prepared off the main thread): its out
    /// arguments, or a D-Bus error.
    public typealias Handler = @MainActor (_ method: String, _ arguments: [BusValue], _ reply: BusReply) -> Void

    // Read by the deinit, which runs where the last reference goes.
    nonisolated(unsafe) private let info: UnsafeMutablePointer<GDBusInterfaceInfo>
    private let box: SignalBox<Handler>
    nonisolated(unsafe) private var connection: OpaquePointer?
    nonisolated(unsafe) private var registration: guint = 0

    /// Fails when `interfaceXML` does not describe `interfaceName`.
    public init(interfaceXML: String, interfaceName: String, handler: @escaping Handler) throws(BusError) {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(interfaceXML, &error) else {
            defer { g_clear_error(&error) }
            throw BusError(message: error.map { String(cString: $0.pointee.message) } ?? "bad introspection XML")
        }
        defer { g_dbus_node_info_unref(node) }
        guard let interface = g_dbus_node_info_lookup_interface(node, interfaceName) else {
            throw BusError(message: "the introspection XML has no interface \(interfaceName)")
        }
        info = g_dbus_interface_info_ref(interface)
        box = SignalBox(handler)
    }

    deinit {
        if let connection {
            if registration != 0 { g_dbus_connection_unregister_object(connection, registration) }
            g_object_unref(UnsafeMutableRawPointer(connection))
        }
        g_dbus_interface_info_unref(info)
    }

    /// Serves the object at `path` on the session bus; once only.
    public func export(at path: String) throws(BusError) {
        precondition(registration == 0, "BusObject is already exported")
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            defer { g_clear_error(&error) }
            throw BusError(message: error.map { String(cString: $0.pointee.message) } ?? "no session bus")
        }
        connection = bus
        var vtable = GDBusInterfaceVTable(method_call: busMethodCall, get_property: nil, set_property: nil, padding: (nil, nil, nil, nil, nil, nil, nil, nil))
        // GDBus copies the vtable; the box lives as long as this object, which
        // unregisters before it goes.
        registration = g_dbus_connection_register_object(
            bus, path, info, &vtable,
            Unmanaged.passUnretained(box).toOpaque(), nil, &error)
        guard registration != 0 else {
            defer { g_clear_error(&error) }
            throw BusError(message: error.map { String(cString: $0.pointee.message) } ?? "cannot export \(path)")
        }
    }
}

/// A D-Bus error a method answers with: its name and the message shown.
public struct BusError: Error, CustomStringConvertible, Sendable {
    /// Such as `org.freedesktop.DBus.Error.InvalidArgs`.
    public var name: String
    public var message: String
    public var description: String { "\(name): \(message)" }

    public init(name: String = "org.freedesktop.DBus.Error.Failed", message: String) {
        self.name = name
        self.message = message
    }
}

private let busMethodCall: @convention(c) (
    OpaquePointer?, UnsafePointer<gchar>?, UnsafePointer<gchar>?, UnsafePointer<gchar>?,
    UnsafePointer<gchar>?, OpaquePointer?, OpaquePointer?, gpointer?
) -> Void = { _, _, _, _, method, parameters, invocation, data in
    let box = SignalBox<BusObject.Handler>.from(data)
    // GDBus calls on the main thread: the object was registered there.
    let arguments = parameters.map(BusValue.children(ofTuple:)) ?? []
    let name = method.map { String(cString: $0) } ?? ""
    nonisolated(unsafe) let invocation = invocation
    MainActor.assumeIsolated {
        guard let invocation else { return }
        box.handler(name, arguments, BusReply(invocation))
    }
}

/// The one answer a method call gets. Given at once or later; a call its
/// handler lets go of unanswered is answered with an error, never left
/// waiting.
@MainActor
public final class BusReply {
    /// The invocation, whose reference answering takes; nil once answered.
    nonisolated(unsafe) private var invocation: OpaquePointer?

    init(_ invocation: OpaquePointer) { self.invocation = invocation }

    /// Answers the call; later answers are ignored.
    public func callAsFunction(_ result: Result<[BusValue], BusError>) {
        guard let invocation else { return }
        self.invocation = nil
        switch result {
        case .success(let values):
            // Takes the invocation's reference, and the floating reply's.
            g_dbus_method_invocation_return_value(invocation, BusValue.tuple(values))
        case .failure(let error):
            g_dbus_method_invocation_return_dbus_error(invocation, error.name, error.message)
        }
    }

    isolated deinit {
        guard let invocation else { return }
        g_dbus_method_invocation_return_dbus_error(invocation, "org.freedesktop.DBus.Error.Failed", "no answer")
    }
}
