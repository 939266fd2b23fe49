/// SwiftUI's materials, as GNOME draws a surface over content: the window's
/// background colour (libadwaita's `@window_bg_color`, so dark mode follows)
/// let through more or less — from `ultraThin` (half) to `ultraThick`
/// (nearly opaque); `.bar` is the header bar's colour. GTK 4.8 cannot blur
/// what lies behind a widget, so a material is a translucent colour, not a
/// frosted one (docs/Architecture.md §4).
public struct Material: ShapeStyle, Hashable, PaintProviding {
    let colorName: String
    let opacity: Double

    var paint: Paint {
        .color(Color(base: .named(colorName, fallback: RGBColor(red: 0.98, green: 0.98, blue: 0.98)), alpha: opacity))
    }

    public static let ultraThinMaterial = Material(colorName: "window_bg_color", opacity: 0.5)
    public static let thinMaterial = Material(colorName: "window_bg_color", opacity: 0.65)
    public static let regularMaterial = Material(colorName: "window_bg_color", opacity: 0.8)
    public static let thickMaterial = Material(colorName: "window_bg_color", opacity: 0.9)
    public static let ultraThickMaterial = Material(colorName: "window_bg_color", opacity: 0.95)
    public static let bar = Material(colorName: "headerbar_bg_color", opacity: 0.9)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}
