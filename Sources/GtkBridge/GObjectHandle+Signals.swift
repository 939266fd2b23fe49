import CGtk

/// Typed handler shapes for the signals the app uses. Each shape has one
/// non-capturing C thunk that recovers the box from `user_data` and calls the
/// Swift handler on the main actor. Handlers should capture their owners weakly.
@MainActor
extension GObjectHandle {
    /// A signal with no arguments, such as `clicked` or `activate`. The handler
    /// shape must match the signal's C signature exactly: a signal with
    /// arguments needs its own shape below.
    @discardableResult
    public func connect(
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
    public func connectNotify(
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
    public func connectIndex(
        _ signal: String, _ handler: @escaping @MainActor (UInt32) -> Void
    ) -> SignalConnection {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void = {
            _, index, data in
            let box = SignalBox<@MainActor (UInt32) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(index) }
        }
        return connectBoxed(signal, handler: handler, thunk: unsafeBitCast(thunk, to: GCallback.self))
    }

    /// A signal carrying one double, such as GtkRange's `value-changed` sibling
    /// signals or a gesture's `scale-changed`.
    @discardableResult
    public func connectDouble(
        _ signal: String, _ handler: @escaping @MainActor (Double) -> Void
    ) -> SignalConnection {
        let thunk: @convention(c) (UnsafeMutableRawPointer?, gdouble, UnsafeMutableRawPointer?) -> Void = {
            _, value, data in
            let box = SignalBox<@MainActor (Double) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(value) }
        }
        return connectBoxed(signal, handler: handler, thunk: unsafeBitCast(thunk, to: GCallback.self))
    }

    /// A signal whose handler answers yes or no, such as `close-request`
    /// (return `true` to stop the default behaviour).
    @discardableResult
    public func connectBoolean(
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
    public func connectPointer(
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

    /// A signal carrying two doubles, such as GtkGestureDrag's `drag-update`
    /// (the offset from the start) or `drag-begin` (the start point).
    @discardableResult
    public func connectPoint(
        _ signal: String, _ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void
    ) -> SignalConnection {
        typealias Thunk = @convention(c) (UnsafeMutableRawPointer?, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void
        let thunk: Thunk = { _, x, y, data in
            let box = SignalBox<@MainActor (Double, Double) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(x, y) }
        }
        return connectBoxed(signal, handler: handler, thunk: unsafeBitCast(thunk, to: GCallback.self))
    }

    /// GtkEventControllerScroll's `scroll`: the deltas; return `true` when handled.
    @discardableResult
    public func connectScroll(
        _ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Bool
    ) -> SignalConnection {
        typealias Thunk = @convention(c) (UnsafeMutableRawPointer?, gdouble, gdouble, UnsafeMutableRawPointer?) -> gboolean
        let thunk: Thunk = { _, dx, dy, data in
            let box = SignalBox<@MainActor (Double, Double) -> Bool>.from(data)
            return MainActor.assumeIsolated { box.handler(dx, dy) } ? 1 : 0
        }
        return connectBoxed("scroll", handler: handler, thunk: unsafeBitCast(thunk, to: GCallback.self))
    }

    /// GtkGestureClick's `pressed` and `released`: the press count and position.
    @discardableResult
    public func connectClick(
        _ signal: String, _ handler: @escaping @MainActor (_ count: Int32, _ x: Double, _ y: Double) -> Void
    ) -> SignalConnection {
        typealias Thunk = @convention(c) (
            UnsafeMutableRawPointer?, gint, gdouble, gdouble, UnsafeMutableRawPointer?
        ) -> Void
        let thunk: Thunk = { _, count, x, y, data in
            let box = SignalBox<@MainActor (Int32, Double, Double) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(count, x, y) }
        }
        return connectBoxed(signal, handler: handler, thunk: unsafeBitCast(thunk, to: GCallback.self))
    }

    /// GtkEventControllerKey's `key-pressed`: the key value and modifier state;
    /// return `true` when the key was handled.
    @discardableResult
    public func connectKeyPressed(
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

    /// GtkWidget's `query-tooltip`, for a tooltip that depends on where the
    /// pointer is (or, with `keyboard`, on the focus): the handler returns
    /// the text to show, or nil for none there. Turns `has-tooltip` on.
    @discardableResult
    public func connectQueryTooltip(
        _ handler: @escaping @MainActor (_ x: Int32, _ y: Int32, _ keyboard: Bool) -> String?
    ) -> SignalConnection {
        typealias Thunk = @convention(c) (
            UnsafeMutableRawPointer?, gint, gint, gboolean, OpaquePointer?, UnsafeMutableRawPointer?
        ) -> gboolean
        let thunk: Thunk = { _, x, y, keyboard, tooltip, data in
            let box = SignalBox<@MainActor (Int32, Int32, Bool) -> String?>.from(data)
            guard let text = MainActor.assumeIsolated({ box.handler(x, y, keyboard != 0) }) else { return 0 }
            gtk_tooltip_set_text(tooltip, text)
            return 1
        }
        cgtk_object_set_boolean(raw, "has-tooltip", 1)
        return connectBoxed("query-tooltip", handler: handler, thunk: unsafeBitCast(thunk, to: GCallback.self))
    }
}
