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
}

/// Content drawn with a `GeometryEffect`: a `CgtkEffectBin` (GtkUIWidgets'
/// `EffectBin`) that gives the content's allocation a transform, so it is
/// drawn, and clicked, where it has moved, and a colour matrix for grey and
/// hue. One effect per container; modifiers nest, applied in the order they
/// are written, as in SwiftUI.
public struct EffectContainer<Content: View>: ContainerRepresentable {
    let effect: GeometryEffect
    public let content: Content

    public var configuration: GeometryEffect { effect }

    public func makeWidget(context: Context) -> EffectBin {
        EffectBin()
    }

    public func updateWidget(_ bin: EffectBin, context: Context) {
        bin.setGeometry(
            offsetX: effect.offset.width, offsetY: effect.offset.height, rotationDegrees: effect.rotation.degrees,
            scaleX: effect.scale.width, scaleY: effect.scale.height, anchor: (effect.anchor.x, effect.anchor.y))
        bin.setPosition(effect.position.map { (Double($0.x), Double($0.y)) })
        // Placed at a point, the view takes all the space offered, as in SwiftUI.
        if effect.position != nil { bin.setExpand(horizontal: true, vertical: true) }
        bin.setColors(grayscale: effect.grayscale, hueRotationDegrees: effect.hueRotation.degrees)
    }

    public func updateChildren(_ children: [Widget], in bin: EffectBin, context: Context) {
        bin.setChild(children.first)
    }
}

extension EffectContainer: @MainActor Equatable where Content: Equatable {}

extension View {
    /// Draws the view moved by `x` and `y` points, leaving its space where it was.
    public func offset(x: Double = 0, y: Double = 0) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(offset: CGSize(width: x, height: y)), content: self)
    }

    public func offset(_ offset: CGSize) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(offset: offset), content: self)
    }

    /// Draws the view turned clockwise by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(rotation: angle, anchor: anchor), content: self)
    }

    /// Draws the view `scale` times its size about `anchor`.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> EffectContainer<Self> {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> EffectContainer<Self> {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(scale: CGSize(width: x, height: y), anchor: anchor), content: self)
    }

    /// Places the view's centre at (`x`, `y`) in the space its parent offers,
    /// all of which it takes.
    public func position(x: Double = 0, y: Double = 0) -> EffectContainer<Self> {
        position(CGPoint(x: x, y: y))
    }

    public func position(_ position: CGPoint) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(position: position), content: self)
    }

    /// Draws the view greyed by `amount`, from 0 (unchanged) to 1 (all grey).
    public func grayscale(_ amount: Double) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(grayscale: amount), content: self)
    }

    /// Draws the view with every hue turned by `angle` round the colour wheel.
    public func hueRotation(_ angle: Angle) -> EffectContainer<Self> {
        EffectContainer(effect: GeometryEffect(hueRotation: angle), content: self)
    }
}
