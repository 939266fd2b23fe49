import CGtk

/// A value moving from 0 to 1 on a damped spring (`AdwSpringAnimation`),
/// driven by the frame clock of `widget`. `onValue` gets each value (a spring
/// can overshoot 1 before it settles); `onDone` runs when it has settled or
/// was skipped. Dropping the last reference does not stop a playing spring:
/// call `skip()` to jump to its end.
@MainActor
public final class SpringAnimation {
    private let animation: GObjectHandle

    public init(
        widget: GObjectHandle, dampingRatio: Double, stiffness: Double, mass: Double = 1,
        onValue: @escaping @MainActor (Double) -> Void, onDone: @escaping @MainActor () -> Void = {}
    ) {
        // The animation takes ownership of both the parameters and the target.
        let params = adw_spring_params_new(dampingRatio, mass, stiffness)
        let target = AnimationTarget.callback(onValue)
        animation = GObjectHandle(taking: UnsafeMutableRawPointer(adw_spring_animation_new(widget.raw.assumingMemoryBound(to: GtkWidget.self), 0, 1, params, target)!))
        _ = animation.connect("done", onDone)
    }

    public func play() { adw_animation_play(animation.pointer()) }

    /// Jumps to the end: the last value is delivered and `onDone` runs.
    public func skip() { adw_animation_skip(animation.pointer()) }
}
