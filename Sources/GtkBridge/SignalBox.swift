import CGtk

/// The heap box that carries a Swift handler through a C signal's `user_data`.
///
/// GLib owns the box: it is retained once when the handler is connected and
/// released by the closure's destroy notify, which GLib calls when the handler is
/// disconnected or the instance is finalized, whichever comes first. Nothing in
/// Swift holds the box, so nothing can outlive it or be left pointing at it.
@_spi(Bindings) public final class SignalBox<Handler>: @unchecked Sendable {
    @_spi(Bindings) public let handler: Handler

    @_spi(Bindings) public init(_ handler: Handler) {
        self.handler = handler
#if COUNTERS
        BridgeCounters.signalBoxes.increment()
#endif
    }

#if COUNTERS
    deinit { BridgeCounters.signalBoxes.decrement() }
#endif

    /// Recovers the box from the `user_data` pointer without changing its count.
    @_spi(Bindings) public static func from(_ data: UnsafeMutableRawPointer?) -> SignalBox {
        Unmanaged<SignalBox>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// Releases a box when GLib destroys the closure. Boxes are class instances, so
/// releasing through `AnyObject` balances the `passRetained` of any `SignalBox<H>`.
private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

@MainActor
extension GObjectHandle {
    /// Connects `thunk`, a C function of the signal's exact signature that
    /// recovers its `SignalBox<Handler>` from the last argument, with a new box
    /// for `handler` (the generated bindings' typed `on…` functions do).
    @discardableResult
    @_spi(Bindings) public func connect<Handler>(signal: String, handler: Handler, thunk: GCallback, after: Bool = false) -> SignalConnection {
        connectBoxed(signal, handler: handler, thunk: thunk, after: after)
    }

    /// Connects `thunk` with a new box for `handler`; the box's lifetime is GLib's.
    func connectBoxed<Handler>(
        _ signal: String, handler: Handler, thunk: GCallback, after: Bool = false
    ) -> SignalConnection {
        let data = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
        let flags = after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0)
        let id = g_signal_connect_data(raw, signal, thunk, data, releaseBox, flags)
        precondition(id != 0, "\(typeName) has no signal \"\(signal)\"")
        return SignalConnection(instance: raw, handlerID: id)
    }
}
