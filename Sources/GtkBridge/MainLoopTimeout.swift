import CGtk

/// Runs a handler once, on the main actor, after a delay measured by the GLib
/// main loop (a `g_timeout` on the default context), unless cancelled first.
/// The source owns the handler: it is released when the timeout fires or is
/// cancelled, and cancelling twice, or after it fired, does nothing.
@MainActor
public final class MainLoopTimeout {
    private var sourceID: guint = 0

    public init(milliseconds: UInt32, _ handler: @escaping @MainActor () -> Void) {
        let fired: @MainActor () -> Void = { [weak self] in
            self?.sourceID = 0
            handler()
        }
        let box = Unmanaged.passRetained(SignalBox(fired)).toOpaque()
        let thunk: GSourceFunc = { data in
            let box = SignalBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
            return 0  // G_SOURCE_REMOVE
        }
        sourceID = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, thunk, box, releaseTimeoutHandler)
    }

    /// Whether the handler has yet to run.
    public var isPending: Bool { sourceID != 0 }

    /// Removes the timeout if it has not fired.
    public func cancel() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        sourceID = 0
    }

    isolated deinit { cancel() }
}

/// Balances the `passRetained` of the timeout's handler box.
private func releaseTimeoutHandler(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
