import Gtk
import Foundation
import GtkUIWidgets

/// What an effect container does to how its content is drawn, never to the
/// space it takes (as SwiftUI's geometry effects): moved, turned and scaled
/// about an anchor, placed with its centre at a point, greyed, its hues turned.
public struct GeometryEffect: Equatable, Sendable {
    var offset = CGSize.zero
    var rotation = Angle.zero
    var scale = CGSize(width: 1, height: 1)
    var anchor = UnitPoint.center
    var position: CGPoint?
    var grayscale = 0.0
    var hueRotation = Angle.zero
    /// Drawn as a template: its shape in the text colour (`Image.renderingMode`).
    var template = false
    /// A shadow cast by what is drawn.
    var shadow: Shadow?

    /// SwiftUI's `shadow(color:radius:x:y:)`.
    struct Shadow: Equatable, Sendable {
        var color: Color
        var radius: Double
        var x: Double
        var y: Double
    }

    /// The effect `fraction` of the way to `other` (a spring may overshoot
    /// past 1); the anchor, and a position given or taken away, go to
    /// `other`'s at once.
    func interpolated(to other: GeometryEffect, by fraction: Double) -> GeometryEffect {
        func mix(_ from: Double, _ to: Double) -> Double { from + (to - from) * fraction }
        var position = other.position
        if let start = self.position, let end = other.position {
            position = CGPoint(x: mix(start.x, end.x), y: mix(start.y, end.y))
        }
        return GeometryEffect(
            offset: CGSize(width: mix(offset.width, other.offset.width), height: mix(offset.height, other.offset.height)),
            rotation: .radians(mix(rotation.radians, other.rotation.radians)),
            scale: CGSize(width: mix(scale.width, other.scale.width), height: mix(scale.height, other.scale.height)),
            anchor: other.anchor, position: position,
            grayscale: mix(grayscale, other.grayscale),
            hueRotation: .radians(mix(hueRotation.radians, other.hueRotation.radians)),
            template: other.template, shadow: other.shadow)
    }
}

/// Content drawn with a `GeometryEffect`: a `CgtkEffectBin` (GtkUIWidgets'
/// `EffectBin`) that gives the content's allocation a transform, so it is
/// drawn, and clicked, where it has moved, and a colour matrix for grey and
/// hue. One effect per container; modifiers nest, applied in the order they
/// are written, as in SwiftUI. On content of several views (a `ForEach`, a
/// `Group`) each view gets a container of its own, as SwiftUI applies the
/// modifier to each element (`ElementwiseModifier`); content that is one
/// view of several widgets (a modified `ForEach`) is drawn one widget over
/// another in the one bin, each with the effect. In an animated transaction
/// (`withAnimation`, `.animation(_:value:)`) a new effect is reached on the
/// animation's curve.
nonisolated public struct EffectContainer<Content: View>: ContainerRepresentable {
    let effect: GeometryEffect
    public let content: Content

    @MainActor public var configuration: GeometryEffect { effect }

    /// The effect shown, moving to each new one.
    @MainActor
    public final class Coordinator {
        let effect = AnimatedValue<GeometryEffect>()
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor public func makeWidget(context: Context) -> EffectBin {
        EffectBin()
    }

    /// A change in an animated transaction moves from what is shown to the
    /// new effect on the animation's curve; any other change is shown at once.
    @MainActor public func updateWidget(_ bin: EffectBin, context: Context) {
        context.coordinator.effect.move(
            to: effect, on: bin, in: context.transaction,
            mix: { from, to, fraction in from.interpolated(to: to, by: fraction) },
            show: { [weak bin] effect in if let bin { Self.show(effect, in: bin) } })
    }

    @MainActor private static func show(_ effect: GeometryEffect, in bin: EffectBin) {
        bin.setGeometry(effect)
        bin.setPosition(effect.position.map { (Double($0.x), Double($0.y)) })
        // Placed at a point, the view takes all the space offered, as in SwiftUI.
        if effect.position != nil { bin.setExpand(horizontal: true, vertical: true) }
        bin.setColors(grayscale: effect.grayscale, hueRotationDegrees: effect.hueRotation.degrees)
        bin.setTemplate(effect.template)
        bin.setShadow(effect.shadow.flatMap { shadow in
            // SwiftUI's radius is about half the blur's reach, CSS's and GSK's the whole.
            PaintResolver(widget: bin, inheritedGradient: nil, bounds: .zero).color(shadow.color)
                .map { (color: $0, radius: 2 * shadow.radius, x: shadow.x, y: shadow.y) }
        })
    }

    /// Several views (an effect on a `ForEach`, which SwiftUI applies to
    /// each element) lie one over another in the bin, each with the effect.
    @MainActor public func updateChildren(_ children: [Gtk.Widget], in bin: EffectBin, context: Context) {
        bin.setChildren(children)
    }
}

@MainActor extension EffectContainer: @MainActor Equatable where Content: Equatable {}

@MainActor extension EffectContainer: ElementwiseModifier {
    nonisolated public static var _graphRole: _GraphRole { elementwiseRole }
    public func _collect(into children: inout _ViewChildren, path: _ViewPath) { collectElements(into: &children, path: path) }

    func wrapping<Element: View>(_ element: Element) -> any View {
        EffectContainer<Element>(effect: effect, content: element)
    }
}

extension View {
    /// Draws the view moved by `x` and `y` points, leaving its space where it was.
    nonisolated public func offset(x: Double = 0, y: Double = 0) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(offset: CGSize(width: x, height: y)), content: self)
    }

    nonisolated public func offset(_ offset: CGSize) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(offset: offset), content: self)
    }

    /// Draws the view turned clockwise by `angle` about `anchor`.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(rotation: angle, anchor: anchor), content: self)
    }

    /// Draws the view `scale` times its size about `anchor`.
    nonisolated public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> EffectContainer<Self> {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> EffectContainer<Self> {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    nonisolated public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(scale: CGSize(width: x, height: y), anchor: anchor), content: self)
    }

    /// Places the view's centre at (`x`, `y`) in the space its parent offers,
    /// all of which it takes.
    nonisolated public func position(x: Double = 0, y: Double = 0) -> EffectContainer<Self> {
        position(CGPoint(x: x, y: y))
    }

    nonisolated public func position(_ position: CGPoint) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(position: position), content: self)
    }

    /// Draws the view greyed by `amount`, from 0 (unchanged) to 1 (all grey).
    nonisolated public func grayscale(_ amount: Double) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(grayscale: amount), content: self)
    }

    /// Casts a shadow of the view's shape (what it draws, not its box) in
    /// `color`, blurred by `radius` points and moved by `x` and `y`.
    nonisolated public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0
    ) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(shadow: .init(color: color, radius: radius, x: x, y: y)), content: self)
    }

    /// Draws the view with every hue turned by `angle` round the colour wheel.
    nonisolated public func hueRotation(_ angle: Angle) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(hueRotation: angle), content: self)
    }
}

extension EffectBin {
    /// Moves, turns and scales the child as `effect` says (its other parts —
    /// position, colours, shadow — are set apart).
    @MainActor
    func setGeometry(_ effect: GeometryEffect) {
        setGeometry(
            offsetX: effect.offset.width, offsetY: effect.offset.height, rotationDegrees: effect.rotation.degrees,
            scaleX: effect.scale.width, scaleY: effect.scale.height, anchor: (effect.anchor.x, effect.anchor.y))
    }
}
