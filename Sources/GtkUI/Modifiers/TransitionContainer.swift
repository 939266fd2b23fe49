import Gtk
import GtkBridge
import GtkUIWidgets

/// A view with a transition, SwiftUI's `.transition(_:)`: a `CgtkEffectBin`
/// that, when the view is inserted in an animated transaction, plays from
/// the transition's insertion look to the view as it is, and, when it is
/// removed in one, stays in its stack while it plays to the removal look,
/// then goes (`BoxChildren`'s departures). The view's state goes when it is
/// removed, as in SwiftUI; only its widgets stay for the way out. A removal
/// from a container that is not a stack (an overlay, a list row) is at once.
nonisolated public struct TransitionContainer<Content: View>: ContainerRepresentable, IdentityTransitioned {
    let transition: AnyTransition
    public let content: Content

    @MainActor public var configuration: AnyTransition { transition }

    public final class Coordinator {
        var run: AnimationRun?
        var mapped: SignalConnection?
        var transition = AnyTransition.identity
        weak var graph: ViewGraph?
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Made in an animated transaction, the bin shows the insertion look and
    /// plays from it once it is on screen (an animation on a widget not
    /// shown would end at once).
    @MainActor public func makeWidget(context: Context) -> EffectBin {
        let bin = EffectBin()
        let transaction = context.transaction
        guard transaction.isAnimated, let animation = transaction.animation else { return bin }
        let look = transition.insertion
        let coordinator = context.coordinator
        Self.show(look, hidden: 1, in: bin)
        coordinator.mapped = bin.onMap { [weak coordinator, weak bin] _ in
            guard let coordinator, let bin else { return }
            coordinator.mapped?.disconnect()
            coordinator.mapped = nil
            coordinator.run = AnimationRun(animation, on: bin, onValue: { [weak bin] progress in
                guard let bin else { return }
                Self.show(look, hidden: 1 - progress, in: bin)
            }, onDone: { [weak bin] in
                guard let bin else { return }
                Self.show(look, hidden: 0, in: bin)
            })
        }
        return bin
    }

    @MainActor public func updateWidget(_ bin: EffectBin, context: Context) {
        context.coordinator.transition = transition
        context.coordinator.graph = context.node.graph
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in bin: EffectBin, context: Context) {
        bin.setChild(children.first)
    }

    /// Removed in an animated transaction, the bin asks its stack to let it
    /// play its way out before it goes.
    @MainActor public static func dismantleWidget(_ bin: EffectBin, coordinator: Coordinator) {
        coordinator.mapped?.disconnect()
        coordinator.mapped = nil
        coordinator.run?.stop()
        coordinator.run = nil
        guard let transaction = coordinator.graph?.transaction, transaction.isAnimated,
              let animation = transaction.animation else { return }
        let look = coordinator.transition.removal
        BoxChildren.departs(bin) { finished in
            // Held until it has played: the node that owned the bin is gone.
            let holder = RunHolder()
            holder.run = AnimationRun(animation, on: bin, onValue: { progress in
                show(look, hidden: progress, in: bin)
            }, onDone: {
                finished()
                holder.run = nil
            })
        }
    }

    /// Draws the bin `hidden` of the way to `look`, moved by its own size;
    /// before it has a size, a view that moves by it is not drawn at all.
    @MainActor private static func show(_ look: TransitionLook, hidden: Double, in bin: EffectBin) {
        var (effect, opacity) = look.at(hidden, width: Double(bin.width), height: Double(bin.height))
        if hidden > 0, look.travel != .zero, bin.width == 0 { opacity = 0 }
        bin.setGeometry(effect)
        bin.opacity = opacity
    }
}

@MainActor
private final class RunHolder {
    var run: AnimationRun?
}

extension View {
    /// How this view comes and goes when it is inserted or removed in an animated transaction.
    nonisolated public func transition(_ transition: AnyTransition) -> TransitionContainer<Self> {
        TransitionContainer(transition: transition, content: self)
    }
}

/// A view whose transition may be none at all (`.transition(.identity)`):
/// then, as in SwiftUI, it leaves before the view replacing it comes.
@MainActor
protocol IdentityTransitioned {
    var leavesAtOnce: Bool { get }
}

extension TransitionContainer {
    var leavesAtOnce: Bool { transition == .identity }
}
