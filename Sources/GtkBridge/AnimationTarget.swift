import CGtk

/// libadwaita animation targets with a Swift handler.
@MainActor
@_spi(Bindings) public enum AnimationTarget {
    /// A new `AdwCallbackAnimationTarget` that calls `update` with each value
    /// of the animation, on the main actor. Hand it to an animation, which
    /// takes ownership; the handler is released with the target.
    @_spi(Bindings) public static func callback(_ update: @escaping @MainActor (Double) -> Void) -> OpaquePointer {
        let box = Unmanaged.passRetained(SignalBox(update)).toOpaque()
        let thunk: AdwAnimationTargetFunc = { value, data in
            let box = SignalBox<@MainActor (Double) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(value) }
        }
        return adw_callback_animation_target_new(thunk, box, releaseAnimationHandler)
    }
}

/// Balances the `passRetained` of the target's handler box.
private func releaseAnimationHandler(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
