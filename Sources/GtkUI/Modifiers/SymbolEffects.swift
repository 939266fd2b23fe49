import Foundation
import GtkBridge
import GtkUIWidgets

// SwiftUI's symbol effects as a GNOME icon can show them. GNOME's symbolic
// icons are single drawings, not layered SF Symbols, so an effect moves,
// scales, turns or fades the whole icon (its `EffectBin`): a bounce lifts it
// and lets it fall back, a wiggle rocks it, a pulse fades it in and out, a
// breath swells it; `.drawOn` as a transition grows it from its leading edge.
// Layer-by-layer drawing and variable colour's per-layer fill are not here.
// With GTK's animations turned off (`gtk-enable-animations`, the desktop's
// reduce-motion setting) nothing moves, as GNOME's own animations do not.

/// A symbol effect (SwiftUI's `BounceSymbolEffect`, `PulseSymbolEffect`, …,
/// as one type): `.bounce`, `.bounce.up`, `.pulse`, `.wiggle`, ….
public struct SymbolEffect: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case bounce, wiggle, rotate, pulse, breathe, variableColor, scale, appear, disappear, drawOn, drawOff, replace
    }

    let kind: Kind
    /// Up (−1) or down (+1) for a bounce and a scale; +1 for clockwise.
    var direction = -1.0

    public static let bounce = SymbolEffect(kind: .bounce)
    public static let wiggle = SymbolEffect(kind: .wiggle)
    public static let rotate = SymbolEffect(kind: .rotate, direction: 1)
    public static let pulse = SymbolEffect(kind: .pulse)
    public static let breathe = SymbolEffect(kind: .breathe)
    public static let variableColor = SymbolEffect(kind: .variableColor)
    public static let scale = SymbolEffect(kind: .scale)
    public static let appear = SymbolEffect(kind: .appear)
    public static let disappear = SymbolEffect(kind: .disappear)
    public static let drawOn = SymbolEffect(kind: .drawOn)
    public static let drawOff = SymbolEffect(kind: .drawOff)
    public static let replace = SymbolEffect(kind: .replace)

    /// Upwards (a bounce lifts, a scale grows).
    public var up: SymbolEffect { with(direction: -1) }
    /// Downwards (a bounce dips, a scale shrinks).
    public var down: SymbolEffect { with(direction: 1) }
    public var clockwise: SymbolEffect { with(direction: 1) }
    public var counterClockwise: SymbolEffect { with(direction: -1) }
    /// GNOME's icons have one layer: by layer and whole symbol are the same.
    public var byLayer: SymbolEffect { self }
    public var wholeSymbol: SymbolEffect { self }

    private func with(direction: Double) -> SymbolEffect {
        var copy = self
        copy.direction = direction
        return copy
    }

    /// How long one play of the effect lasts, in seconds.
    var period: Double {
        switch kind {
        case .bounce, .scale, .appear, .disappear, .drawOn, .drawOff, .replace: 0.45
        case .wiggle: 0.6
        case .rotate: 1.0
        case .pulse, .variableColor: 1.2
        case .breathe: 2.0
        }
    }

    /// The icon's look `phase` (0 to 1) of the way through one play.
    func look(at phase: Double) -> (effect: GeometryEffect, opacity: Double) {
        var effect = GeometryEffect()
        var opacity = 1.0
        let wave = sin(phase * .pi)   // 0 → 1 → 0
        switch kind {
        case .bounce:
            effect.offset = CGSize(width: 0, height: direction * 4 * wave)
            effect.scale = CGSize(width: 1 + 0.1 * wave, height: 1 + 0.1 * wave)
        case .wiggle:
            effect.rotation = .degrees(12 * sin(phase * 4 * .pi) * (1 - phase))
        case .rotate:
            effect.rotation = .degrees(direction * 360 * phase)
        case .pulse, .variableColor:
            opacity = 1 - 0.6 * wave
        case .breathe:
            let swell = 1 + 0.12 * wave
            effect.scale = CGSize(width: swell, height: swell)
        case .scale:
            let size = 1 - direction * 0.25 * wave
            effect.scale = CGSize(width: size, height: size)
        case .appear, .drawOn, .replace:
            effect.scale = CGSize(width: phase, height: phase)
            effect.anchor = kind == .drawOn ? .leading : .center
            opacity = phase
        case .disappear, .drawOff:
            effect.scale = CGSize(width: 1 - phase, height: 1 - phase)
            effect.anchor = kind == .drawOff ? .trailing : .center
            opacity = 1 - phase
        }
        return (effect, opacity)
    }
}

/// How a symbol effect repeats and how fast (SwiftUI's `SymbolEffectOptions`).
public struct SymbolEffectOptions: Equatable, Sendable {
    var repeatCount: Int?
    var speed = 1.0

    public static let `default` = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    public static let repeating = SymbolEffectOptions(repeatCount: nil)

    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(1, count)) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }

    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var copy = self
        copy.repeatCount = max(1, count)
        return copy
    }

    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speed = speed
        return copy
    }
}
