import Foundation

/// A colour, SwiftUI's `Color`: a value (made from components, a name or a
/// role), a style to fill shapes and colour text with, and a view that fills
/// the space it is given.
///
/// The system colours are libadwaita's palette (`Color.blue` is `@blue_3`),
/// looked up where they are drawn, so an app's stylesheet can restyle them;
/// `primary` is the text colour where the colour is used (CSS
/// `currentColor`), `accentColor` libadwaita's accent. `Color("name")` is a
/// colour a stylesheet defines with `@define-color`, GNOME's counterpart of a
/// colour set in an asset catalogue.
public struct Color: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        /// sRGB components, 0…1.
        case rgb(red: Double, green: Double, blue: Double)
        /// A colour the stylesheet names; `fallback` where none does.
        case named(String, fallback: RGBColor?)
        /// The text colour where the colour is drawn.
        case foreground
    }

    let base: Base
    /// Multiplies the base's own alpha.
    let alpha: Double

    init(base: Base, alpha: Double = 1) {
        self.base = base
        self.alpha = min(max(alpha, 0), 1)
    }

    /// How component values are read: `sRGB` as given, `sRGBLinear` as
    /// linear light, converted to sRGB.
    public enum RGBColorSpace: Sendable, Hashable {
        case sRGB, sRGBLinear
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func component(_ value: Double) -> Double {
            let clamped = min(max(value, 0), 1)
            guard colorSpace == .sRGBLinear else { return clamped }
            return clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
        }
        self.init(base: .rgb(red: component(red), green: component(green), blue: component(blue)), alpha: opacity)
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Hue, saturation and brightness (HSB, also called HSV), each 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = (hue - floor(hue)) * 6, saturation = min(max(saturation, 0), 1), value = min(max(brightness, 0), 1)
        let sector = Int(hue) % 6, fraction = hue - floor(hue)
        let p = value * (1 - saturation), q = value * (1 - saturation * fraction), t = value * (1 - saturation * (1 - fraction))
        let (red, green, blue): (Double, Double, Double) = switch sector {
        case 0: (value, t, p)
        case 1: (q, value, p)
        case 2: (p, value, t)
        case 3: (p, q, value)
        case 4: (t, p, value)
        default: (value, p, q)
        }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The colour a stylesheet defines as `name` (`@define-color name …;`).
    /// A name no stylesheet defines draws nothing and is logged once.
    public init(_ name: String) {
        self.init(base: .named(name, fallback: nil))
    }

    /// This colour at `opacity` times its own.
    public func opacity(_ opacity: Double) -> Color {
        Color(base: base, alpha: alpha * opacity)
    }

    // MARK: Roles and the system colours

    public static let primary = Color(base: .foreground)
    /// The text colour dimmed as libadwaita dims secondary text.
    public static let secondary = Color(base: .foreground, alpha: HierarchicalShapeStyle.secondary.opacity)
    public static let accentColor = Color(base: .named("accent_color", fallback: RGBColor(red: 0.11, green: 0.44, blue: 0.85)))

    fileprivate static func palette(_ name: String, _ hex: UInt32) -> Color {
        let fallback = RGBColor(
            red: Double(hex >> 16 & 0xff) / 255, green: Double(hex >> 8 & 0xff) / 255, blue: Double(hex & 0xff) / 255)
        return Color(base: .named(name, fallback: fallback))
    }
}

/// The system colours, found both as `Color.red` and where a shape style is
/// asked for (`.fill(.red)`, `.foregroundStyle(.yellow)`).
extension ShapeStyle where Self == Color {
    public static var clear: Color { Color(red: 0, green: 0, blue: 0, opacity: 0) }
    public static var black: Color { Color(red: 0, green: 0, blue: 0) }
    public static var white: Color { Color(red: 1, green: 1, blue: 1) }
    public static var gray: Color { Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255) }
    public static var red: Color { .palette("red_3", 0xe01b24) }
    public static var orange: Color { .palette("orange_3", 0xff7800) }
    public static var yellow: Color { .palette("yellow_3", 0xf6d32d) }
    public static var green: Color { .palette("green_4", 0x2ec27e) }
    public static var blue: Color { .palette("blue_3", 0x3584e4) }
    public static var purple: Color { .palette("purple_3", 0x9141ac) }
    public static var brown: Color { .palette("brown_3", 0x986a44) }
    // libadwaita's palette has none of these: SwiftUI's own values.
    public static var mint: Color { Color(red: 0, green: 199 / 255, blue: 190 / 255) }
    public static var teal: Color { Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255) }
    public static var cyan: Color { Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255) }
    public static var indigo: Color { Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255) }
    public static var pink: Color { Color(red: 1, green: 45 / 255, blue: 85 / 255) }
}
