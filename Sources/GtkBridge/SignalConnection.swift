import CGtk

/// A connected signal handler: block it around programmatic changes, unblock it,
/// or disconnect it.
///
/// The token watches its instance through a `GWeakRef`, so every operation is a
/// safe no-op once the instance has been finalized (GLib has then already freed
/// the handler and its box). Dropping the token does not disconnect: the handler
/// lives as long as the instance, like a GLib handler id.
@MainActor
public final class SignalConnection {
    public let handlerID: gulong
    private let weakInstance: UnsafeMutablePointer<GWeakRef>
    private var blockDepth = 0

    init(instance: UnsafeMutableRawPointer, handlerID: gulong) {
        self.handlerID = handlerID
        weakInstance = .allocate(capacity: 1)
        weakInstance.initialize(to: GWeakRef())
        g_weak_ref_init(weakInstance, instance)
    }

    isolated deinit {
        g_weak_ref_clear(weakInstance)
        weakInstance.deallocate()
    }

    /// True while the instance is alive and the handler has not been disconnected.
    public var isConnected: Bool {
        withInstance { g_signal_handler_is_connected($0, handlerID) != 0 } ?? false
    }

    /// Stops the handler from running until the matching `unblock()`; blocks nest.
    public func block() {
        withInstance { instance in
            guard g_signal_handler_is_connected(instance, handlerID) != 0 else { return }
            g_signal_handler_block(instance, handlerID)
            blockDepth += 1
        }
    }

    /// Undoes one `block()`.
    public func unblock() {
        withInstance { instance in
            guard blockDepth > 0, g_signal_handler_is_connected(instance, handlerID) != 0 else { return }
            g_signal_handler_unblock(instance, handlerID)
            blockDepth -= 1
        }
    }

    /// Runs `body` with the handler blocked, so a programmatic change made in it
    /// does not come back through the handler.
    public func whileBlocked<T>(_ body: () throws -> T) rethrows -> T {
        block()
        defer { unblock() }
        return try body()
    }

    /// Disconnects the handler; GLib then releases its box.
    public func disconnect() {
        withInstance { instance in
            guard g_signal_handler_is_connected(instance, handlerID) != 0 else { return }
            g_signal_handler_disconnect(instance, handlerID)
        }
    }

    /// Calls `body` with a strong reference to the instance, if it is still alive.
    private func withInstance<T>(_ body: (UnsafeMutableRawPointer) -> T) -> T? {
        guard let instance = g_weak_ref_get(weakInstance) else { return nil }
        defer { g_object_unref(instance) }
        return body(instance)
    }
}
