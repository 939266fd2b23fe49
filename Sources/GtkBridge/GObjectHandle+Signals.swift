import CGtk

/// Handler shapes for signals connected by name, for GtkBridge itself and the
/// generated bindings (SPI `Bindings`; everyone else connects through the
/// generated `on…` functions, whose shape the compiler checks). Each shape
/// has one non-capturing C thunk that recovers the box from `user_data` and
/// calls the Swift handler on the main actor. Handlers should capture their
/// owners weakly.
@MainActor
extension GObjectHandle {
    /// A signal with no arguments, such as `clicked` or `activate`. The handler
    /// shape must match the signal's C signature exactly: a signal with
    /// arguments needs its own shape below.
    @discardableResult
    @_spi(Bindings) public func connect(
        _ signal: String, after: Bool = false, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let box = SignalBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
        }
        return connectBoxed(signal, handler: handler, thunk: unsafeBitCast(thunk, to: GCallback.self), after: after)
    }

    /// `notify::<property>`: runs after the property changed.
    @discardableResult
    @_spi(Bindings) public func connectNotify(
        _ property: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        typealias Thunk = @convention(c) (
            UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
        ) -> Void
        let thunk: Thunk = { _, _, data in
            let box = SignalBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
        }
        return connectBoxed("notify::\(property)", handler: handler, thunk: unsafeBitCast(thunk, to: GCallback.self))
    }

    /// A signal carrying one unsigned index, such as AdwCarousel's `page-changed`.
    @discardableResult
    @_spi(Bindings) public func connectIndex(
        _ signal: String, _ handler: @escaping @MainActor (UInt32) -> Void
    ) -> SignalConnection {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void = {
            _, index, data in
            let box = SignalBox<@MainActor (UInt32) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(index) }
        }
        return connectBoxed(signal, handler: handler, thunk: unsafeBitCast(thunk, to: GCallback.self))
    }

    /// A signal whose handler answers yes or no, such as `close-request`
    /// (return `true` to stop the default behaviour).
    @discardableResult
    @_spi(Bindings) public func connectBoolean(
        _ signal: String, _ handler: @escaping @MainActor () -> Bool
    ) -> SignalConnection {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            let box = SignalBox<@MainActor () -> Bool>.from(data)
            return MainActor.assumeIsolated { box.handler() } ? 1 : 0
        }
        return connectBoxed(signal, handler: handler, thunk: unsafeBitCast(thunk, to: GCallback.self))
    }

    /// A signal carrying one object or boxed pointer, such as a list-item
    /// factory's `setup` and `bind`, or GAction's `activate` (its parameter).
    @discardableResult
    @_spi(Bindings) public func connectPointer(
        _ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalConnection {
        typealias Thunk = @convention(c) (
            UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
        ) -> Void
        let thunk: Thunk = { _, argument, data in
            let box = SignalBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(argument) }
        }
        return connectBoxed(signal, handler: handler, thunk: unsafeBitCast(thunk, to: GCallback.self))
    }

    /// GtkEventControllerKey's `key-pressed`: the key value and modifier state;
    /// return `true` when the key was handled.
    @discardableResult
    @_spi(Bindings) public func connectKeyPressed(
        _ handler: @escaping @MainActor (_ keyval: UInt32, _ state: GdkModifierType) -> Bool
    ) -> SignalConnection {
        typealias Thunk = @convention(c) (
            UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?
        ) -> gboolean
        let thunk: Thunk = { _, keyval, _, state, data in
            let box = SignalBox<@MainActor (UInt32, GdkModifierType) -> Bool>.from(data)
            return MainActor.assumeIsolated { box.handler(keyval, state) } ? 1 : 0
        }
        return connectBoxed("key-pressed", handler: handler, thunk: unsafeBitCast(thunk, to: GCallback.self))
    }
}
