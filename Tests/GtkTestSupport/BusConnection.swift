import CGtk
import Glibc

/// A client's connection to a D-Bus bus at an address (a test's private
/// session bus), calling methods with arguments and replies written as GLib
/// prints GVariants (`"('landmarks',)"`, `"(['1001'],)"`). The generated
/// bindings have no GIO, and the app itself is only ever called, never calls.
public final class BusConnection {
    private let connection: OpaquePointer

    /// Connects to the bus at `address`, trying for up to `timeout` seconds
    /// while its daemon starts; nil when it never answers.
    public init?(address: String, timeout: Double = 4) {
        var made: OpaquePointer?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
            | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        for _ in 0..<Int(timeout / 0.02) where made == nil {
            usleep(20_000)
            var error: UnsafeMutablePointer<GError>?
            made = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error)
            g_clear_error(&error)
        }
        guard let made else { return nil }
        connection = made
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(connection)) }

    /// Why a call got no reply: the D-Bus error's message, or the arguments GLib could not parse.
    public struct CallError: Error, Equatable {
        public let message: String
        public init(message: String) { self.message = message }
    }

    /// The reply of `method` ("interface.Method") at `path` of `destination`,
    /// as GLib prints it, or the D-Bus error's message.
    public func call(destination: String, path: String, method: String, arguments: String,
                     timeout milliseconds: Int32 = 30_000) -> Result<String, CallError> {
        var error: UnsafeMutablePointer<GError>?
        let interface = String(method[..<method.lastIndex(of: ".")!])
        let name = String(method[method.index(after: method.lastIndex(of: ".")!)...])
        guard let parameters = g_variant_parse(nil, arguments, nil, nil, &error) else {
            defer { g_clear_error(&error) }
            return .failure(CallError(message: "bad arguments: \(arguments)"))
        }
        let reply = g_dbus_connection_call_sync(
            connection, destination, path, interface, name, parameters, nil,
            G_DBUS_CALL_FLAGS_NONE, milliseconds, nil, &error)
        guard let reply else {
            defer { g_clear_error(&error) }
            return .failure(CallError(message: error.map { String(cString: $0.pointee.message) } ?? "no reply"))
        }
        defer { g_variant_unref(reply) }
        let printed = g_variant_print(reply, 0)!
        defer { g_free(printed) }
        return .success(String(cString: printed))
    }
}
