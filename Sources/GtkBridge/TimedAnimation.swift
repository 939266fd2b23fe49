import CGtk

/// A value moving from 0 to 1 over a duration, eased in and out
/// (`AdwTimedAnimation` with cubic easing), driven by the frame clock of
/// `widget`. `onValue` gets each value; `onDone` runs when it has ended or
/// was skipped. libadwaita skips animations when the desktop turns them
/// off, so the end arrives at once. Call `skip()` to jump to the end.
@MainActor
public final class TimedAnimation {
    private let animation: GObjectHandle

    public init(
        widget: GObjectHandle, duration seconds: Double,
        onValue: @escaping @MainActor (Double) -> Void, onDone: @escaping @MainActor () -> Void = {}
    ) {
        let target = AnimationTarget.callback(onValue)
        let milliseconds = UInt32(max(seconds, 0) * 1000)
        let timed = adw_timed_animation_new(widget.raw.assumingMemoryBound(to: GtkWidget.self), 0, 1, milliseconds, target)!
        adw_timed_animation_set_easing(OpaquePointer(timed), ADW_EASE_IN_OUT_CUBIC)
        animation = GObjectHandle(taking: UnsafeMutableRawPointer(timed))
        _ = animation.connect("done", onDone)
    }

    public func play() { adw_animation_play(animation.pointer()) }

    /// Jumps to the end: the last value is delivered and `onDone` runs.
    public func skip() { adw_animation_skip(animation.pointer()) }
}
