import Foundation

/// What a shape is filled or stroked with, and what text and symbols are
/// coloured with: SwiftUI's `ShapeStyle`. GtkUI's styles are `Color`,
/// `LinearGradient`, the hierarchical roles (`.primary`, `.secondary`, …),
/// `.foreground` (the style the environment sets with `foregroundStyle`),
/// `.tint` (libadwaita's accent) and `AnyShapeStyle`. The protocol has no
/// requirements a type outside GtkUI could meet to paint something new, so
/// only those styles paint; any other type paints as `.foreground`.
public protocol ShapeStyle: Sendable {}

/// How a style paints, resolved from any of GtkUI's styles.
enum Paint: Hashable, Sendable {
    case color(Color)
    case linearGradient(LinearGradient)
    /// The foreground style where it is drawn (`.foreground`).
    case inherited
}

/// The styles GtkUI knows how to paint.
protocol PaintProviding {
    var paint: Paint { get }
}

extension ShapeStyle {
    var paint: Paint { (self as? PaintProviding)?.paint ?? .inherited }
}

extension Color: ShapeStyle, PaintProviding {
    var paint: Paint { .color(self) }
}

/// The text colour at a level of emphasis, SwiftUI's `HierarchicalShapeStyle`:
/// `.primary` is the text colour itself; `.secondary` is dimmed as
/// libadwaita dims secondary text (its `dim-label` class), `.tertiary` and
/// `.quaternary` further.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, PaintProviding {
    let opacity: Double

    var paint: Paint { .color(Color(base: .foreground, alpha: opacity)) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(opacity: 1) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(opacity: 0.55) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(opacity: 0.35) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(opacity: 0.2) }
}

/// The foreground style where the shape is drawn: what the nearest
/// `foregroundStyle` above it set, or the text colour. A shape's default fill.
public struct ForegroundStyle: ShapeStyle, Hashable, PaintProviding {
    public init() {}
    var paint: Paint { .inherited }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The accent colour (libadwaita's `@accent_color`), SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle, Hashable, PaintProviding {
    public init() {}
    var paint: Paint { .color(.accentColor) }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// Any shape style, its type erased (SwiftUI's `AnyShapeStyle`): for a
/// property or a ternary that holds a colour in one case and a gradient in
/// another.
public struct AnyShapeStyle: ShapeStyle, Hashable, PaintProviding {
    let paint: Paint

    public init<S: ShapeStyle>(_ style: S) {
        paint = style.paint
    }
}
