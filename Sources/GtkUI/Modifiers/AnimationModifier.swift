import Gtk
import GtkBridge

/// Animates the changes a value brings to its content, SwiftUI's
/// `.animation(_:value:)`: when the value differs from the last one given,
/// the content updates in a transaction carrying `animation` (nil: with
/// animations disabled); otherwise in the pass's own. What animates is what
/// reads the transaction: the geometry and colour effects, the carousel,
/// and GTK's own transitions; other properties change at once.
nonisolated public struct AnimationModifier<Content: View, Value: Equatable>: View, PassThroughView {
    nonisolated public static var _graphRole: _GraphRole { .passThrough }
    @MainActor public static func _representableNode(for view: Self, graph: AnyObject, parent: AnyObject?,
                                                     environment: EnvironmentValues) -> AnyObject? {
        passThroughNode(for: view, graph: graph, parent: parent, environment: environment)
    }
    public typealias Body = Never
    let content: Content
    let animation: Animation?
    /// Nil for the form without a value, which animates every change.
    let value: Value?

    func contentTransaction(previous: AnimationModifier, current: Transaction) -> Transaction? {
        if let value, previous.value == value { return nil }
        // A pass that disables animations (`Transaction.disablesAnimations`) keeps them off here too.
        if current.disablesAnimations { return nil }
        var transaction = current
        transaction.animation = animation
        transaction.disablesAnimations = animation == nil
        return transaction
    }
}

extension View {
    /// Animates the changes to this view that come with a new `value`.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> AnimationModifier<Self, V> {
        AnimationModifier(content: self, animation: animation, value: value)
    }

    /// Animates every change to this view with `animation`, or, with nil,
    /// none of them (the older form; `animation(_:value:)` says which changes).
    nonisolated public func animation(_ animation: Animation?) -> AnimationModifier<Self, Bool> {
        AnimationModifier(content: self, animation: animation, value: nil)
    }
}

/// An `Animation` played on a widget's frame clock: eased over its duration
/// (`TimedAnimation`) or on a spring (`SpringAnimation`), after its delay.
/// `stop()` ends it where it is: libadwaita keeps a playing animation alive
/// on its own, so the values stop at a gate rather than with the object.
@MainActor
final class AnimationRun {
    private final class Gate {
        var isOpen = true
    }

    private let gate = Gate()
    private var timed: TimedAnimation?
    private var spring: SpringAnimation?
    private var delay: MainLoopTimeout?

    /// Plays `animation` on `widget`'s frame clock, handing each value (0 to
    /// 1, a spring past it) to `onValue`; `onDone` runs once it has finished
    /// (at once for a widget not shown), unless it was stopped.
    init(
        _ animation: Animation, on widget: Gtk.Widget, onValue: @escaping @MainActor (Double) -> Void,
        onDone: @escaping @MainActor () -> Void = {}
    ) {
        let gate = gate
        let gated: @MainActor (Double) -> Void = { value in
            if gate.isOpen { onValue(value) }
        }
        let gatedDone: @MainActor () -> Void = {
            if gate.isOpen { onDone() }
        }
        switch animation.curve {
        case .easeInOut:
            timed = TimedAnimation(widget: widget, duration: animation.duration, onValue: gated, onDone: gatedDone)
        case .spring(let dampingRatio, let stiffness):
            spring = SpringAnimation(widget: widget, dampingRatio: dampingRatio, stiffness: stiffness, onValue: gated, onDone: gatedDone)
        }
        if animation.delay > 0 {
            delay = MainLoopTimeout(milliseconds: UInt32(animation.delay * 1000)) { [weak self] in self?.play() }
        } else {
            play()
        }
    }

    private func play() {
        timed?.play()
        spring?.play()
    }

    /// Stops where it is: no more values reach the handler.
    func stop() {
        gate.isOpen = false
        delay?.cancel()
        delay = nil
    }
}
