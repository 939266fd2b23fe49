import Foundation

/// A rectangle filling its bounds.
nonisolated public struct Rectangle: Shape, Hashable {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners, SwiftUI's `RoundedRectangle`.
nonisolated public struct RoundedRectangle: Shape, Hashable {
    public var cornerSize: CGSize

    nonisolated public init(cornerRadius: Double) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    nonisolated public init(cornerSize: CGSize) {
        self.cornerSize = cornerSize
    }

    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
}

/// The largest circle that fits its bounds, centred in them.
nonisolated public struct Circle: Shape, Hashable {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// The ellipse that fills its bounds.
nonisolated public struct Ellipse: Shape, Hashable {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose shorter sides are half circles, SwiftUI's `Capsule`.
nonisolated public struct Capsule: Shape, Hashable {
    nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius)
    }
}

/// A shape that can be drawn inset in its bounds, SwiftUI's
/// `InsettableShape`: what `strokeBorder` needs to keep a stroke inside.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: Double) -> InsetShape
}

/// A built-in shape drawn `amount` in from each edge of its bounds.
nonisolated public struct InsetShape<Base: Shape & Hashable>: InsettableShape, Hashable {
    let base: Base
    let amount: Double

    nonisolated public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    nonisolated public func inset(by amount: Double) -> InsetShape<Base> {
        InsetShape(base: base, amount: self.amount + amount)
    }
}

@MainActor extension Rectangle: InsettableShape {
    nonisolated public func inset(by amount: Double) -> InsetShape<Rectangle> { InsetShape(base: self, amount: amount) }
}

@MainActor extension Circle: InsettableShape {
    nonisolated public func inset(by amount: Double) -> InsetShape<Circle> { InsetShape(base: self, amount: amount) }
}

@MainActor extension Ellipse: InsettableShape {
    nonisolated public func inset(by amount: Double) -> InsetShape<Ellipse> { InsetShape(base: self, amount: amount) }
}

@MainActor extension Capsule: InsettableShape {
    nonisolated public func inset(by amount: Double) -> InsetShape<Capsule> { InsetShape(base: self, amount: amount) }
}

@MainActor extension RoundedRectangle: InsettableShape {
    /// Inset, its corners' radii smaller by as much, so the outline stays parallel.
    nonisolated public func inset(by amount: Double) -> InsetShape<RoundedRectangle> {
        let corners = CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0))
        return InsetShape(base: RoundedRectangle(cornerSize: corners), amount: amount)
    }
}

extension InsettableShape {
    /// The outline stroked inside the bounds: the shape inset by half the line's width, then stroked.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: Double = 1) -> ShapeView<InsetShape> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle) -> ShapeView<InsetShape> {
        ShapeView(shape: inset(by: style.lineWidth / 2), drawing: .stroke(content.paint, style))
    }
}

/// The built-in shapes where a shape is asked for: `.clipShape(.circle)`.
extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: Double) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}
