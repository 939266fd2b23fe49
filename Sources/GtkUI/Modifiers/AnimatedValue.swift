import Gtk
import GtkBridge

/// A value a representable shows on a widget that moves to each new target
/// on the transaction's animation: an effect, a frame's size, a fill colour.
/// A change in an animated transaction goes from what is shown now (between
/// two values while a run plays) to the new one on the animation's curve;
/// any other change is shown at once. A new target stops the run playing.
@MainActor
final class AnimatedValue<Value: Equatable> {
    /// What the widget shows now.
    private(set) var shown: Value?
    private var run: AnimationRun?
    /// Whether a run is playing: what is shown is between two values.
    var isMoving: Bool { run != nil }

    /// Shows `target` on `widget` through `show`, reaching it on the
    /// transaction's animation when it is animated and something else is
    /// shown; `mix` gives the value `fraction` of the way (a spring may pass 1).
    func move(
        to target: Value, on widget: Gtk.Widget, in transaction: Transaction,
        mix: @escaping @MainActor (_ from: Value, _ to: Value, _ fraction: Double) -> Value,
        show: @escaping @MainActor (Value) -> Void
    ) {
        run?.stop()
        run = nil
        guard let from = shown, from != target, transaction.isAnimated, let animation = transaction.animation else {
            shown = target
            show(target)
            return
        }
        run = AnimationRun(animation, on: widget, onValue: { [weak self] progress in
            guard let self else { return }
            let now = mix(from, target, progress)
            shown = now
            show(now)
        }, onDone: { [weak self] in
            self?.run = nil
        })
    }
}
