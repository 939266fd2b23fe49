import Foundation
import Gtk
import GtkBridge
import GtkUIWidgets

/// A view playing a symbol effect (SwiftUI's `.symbolEffect`): in an
/// `EffectBin`, on the bin's frame clock. A discrete effect plays when its
/// value changes (not as the view appears), as many times as its options
/// say (once by default); an indefinite one plays while it is active —
/// repeating, or held where it ends for the effects that are a state
/// (`.scale` grown, `.disappear` gone).
nonisolated public struct SymbolEffectContainer<Content: View>: ContainerRepresentable {
    typealias Trigger = SymbolEffectTrigger

    let effect: SymbolEffect
    let options: SymbolEffectOptions
    let trigger: Trigger
    public let content: Content

    @MainActor public var configuration: SymbolEffectSettings {
        SymbolEffectSettings(effect: effect, options: options, trigger: trigger)
    }

    @MainActor
    public final class Coordinator {
        var trigger: Trigger?
        var tick: TickCallbackID?
        weak var bin: EffectBin?

        /// Plays `effect` `count` times (nil: until stopped) from now.
        func play(_ effect: SymbolEffect, options: SymbolEffectOptions, count: Int?) {
            stop()
            guard let bin, Gtk.Settings.default?.gtkEnableAnimations ?? true else { return }
            var start: Int64?
            let period = effect.period / max(0.1, options.speed)
            tick = bin.addTickCallback { [weak self, weak bin] frameTime in
                guard let self, let bin else { return false }
                let begun = start ?? frameTime
                start = begun
                let plays = Double(frameTime - begun) / 1_000_000 / period
                if let count, plays >= Double(count) {
                    Self.show((GeometryEffect(), 1), in: bin)
                    self.tick = nil
                    return false
                }
                Self.show(effect.look(at: plays - plays.rounded(.down)), in: bin)
                return true
            }
        }

        /// Holds the look `phase` of the way through (an effect that is a state).
        func hold(_ effect: SymbolEffect, at phase: Double) {
            stop()
            if let bin { Self.show(effect.look(at: phase), in: bin) }
        }

        func stop() {
            if let tick, let bin { bin.removeTickCallback(tick) }
            tick = nil
            if let bin { Self.show((GeometryEffect(), 1), in: bin) }
        }

        static func show(_ look: (effect: GeometryEffect, opacity: Double), in bin: EffectBin) {
            bin.setGeometry(look.effect)
            bin.opacity = look.opacity
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor public func makeWidget(context: Context) -> EffectBin {
        let bin = EffectBin()
        context.coordinator.bin = bin
        return bin
    }

    @MainActor public func updateWidget(_ bin: EffectBin, context: Context) {
        let coordinator = context.coordinator
        let previous = coordinator.trigger
        coordinator.trigger = trigger
        switch trigger {
        case .value:
            // A new value plays the effect; the first one is where it starts.
            if let previous, previous != trigger {
                coordinator.play(effect, options: options, count: options.repeatCount ?? 1)
            }
        case .active(let isActive):
            guard previous != trigger else { return }
            if !isActive {
                coordinator.stop()
            } else if let phase = effect.heldPhase {
                coordinator.hold(effect, at: phase)
            } else {
                coordinator.play(effect, options: options, count: options.repeatCount)
            }
        }
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in bin: EffectBin, context: Context) {
        bin.setChildren(children)
    }

    @MainActor public static func dismantleWidget(_ bin: EffectBin, coordinator: Coordinator) {
        coordinator.stop()
    }
}

extension SymbolEffect {
    /// Where an indefinite effect that is a state rests while active.
    var heldPhase: Double? {
        switch kind {
        case .scale: 0.5
        case .disappear, .drawOff: 1
        case .appear, .drawOn: 1
        default: nil
        }
    }
}

/// What a `SymbolEffectContainer` compares to skip updates that change nothing.
public struct SymbolEffectSettings: Equatable {
    let effect: SymbolEffect
    let options: SymbolEffectOptions
    let trigger: SymbolEffectTrigger
}

/// What plays a symbol effect: a value changing, or a flag being on.
enum SymbolEffectTrigger: Equatable {
    case value(EquatableValue)
    case active(Bool)
}

/// A value compared with `==` whatever its type (a discrete effect's trigger).
struct EquatableValue: Equatable {
    let value: any Equatable

    static func == (lhs: EquatableValue, rhs: EquatableValue) -> Bool {
        func equals<T: Equatable>(_ left: T) -> Bool { (rhs.value as? T) == left }
        return equals(lhs.value)
    }
}

extension View {
    /// Plays `effect` on the symbols in this view each time `value` changes.
    nonisolated public func symbolEffect<Value: Equatable>(
        _ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: Value
    ) -> SymbolEffectContainer<Self> {
        SymbolEffectContainer(effect: effect, options: options, trigger: .value(EquatableValue(value: value)), content: self)
    }

    /// Plays `effect` on the symbols in this view while `isActive`.
    nonisolated public func symbolEffect(
        _ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> SymbolEffectContainer<Self> {
        SymbolEffectContainer(effect: effect, options: options, trigger: .active(isActive), content: self)
    }
}

/// A symbol effect as a transition (SwiftUI's `SymbolEffectTransition`):
/// `.symbolEffect(.drawOn)` grows the view from its leading edge as it comes,
/// `.drawOff` shrinks it to its trailing edge as it goes; `.appear` and
/// `.disappear` grow and shrink it about its centre.
public struct SymbolEffectTransition: Sendable, Equatable {
    let effect: SymbolEffect

    public static func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect)
    }

    /// The effect SwiftUI picks by default: appearing and disappearing.
    public static let symbolEffect = SymbolEffectTransition(effect: .appear)

    var look: TransitionLook {
        let hidden = effect.look(at: effect.kind == .disappear || effect.kind == .drawOff ? 1 : 0)
        return TransitionLook(opacity: hidden.opacity, scale: hidden.effect.scale.width, anchor: hidden.effect.anchor)
    }
}

extension AnyTransition {
    /// A symbol effect's coming and going.
    public init(_ transition: SymbolEffectTransition) {
        self.init(transition.look)
    }

    public static func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default) -> AnyTransition {
        AnyTransition(SymbolEffectTransition(effect: effect))
    }
}
