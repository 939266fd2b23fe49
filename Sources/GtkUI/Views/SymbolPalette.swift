import Gtk
import GtkBridge

/// SwiftUI's two-style `foregroundStyle(_:_:)` as GNOME's one-colour icons
/// can show it. A symbol enclosed in a filled shape (`checkmark.circle.fill`)
/// is its glyph (`checkmark`) in the first style on the shape drawn in the
/// second — a white check on an indigo disc, as SwiftUI's palette draws it;
/// any other symbol, and text, take the first style.
struct SymbolPalette: Equatable {
    let primary: Color
    let secondary: Color

    /// A symbol drawn as a glyph on a filled shape: the glyph's name and
    /// whether the shape is a square (else a circle); nil for any other symbol.
    static func enclosure(of symbol: String) -> (glyph: String, isSquare: Bool)? {
        for (suffix, isSquare) in [(".circle.fill", false), (".square.fill", true)] where symbol.hasSuffix(suffix) {
            return (String(symbol.dropLast(suffix.count)), isSquare)
        }
        return nil
    }

    /// The classes that draw an enclosed symbol's glyph and shape in this palette on `image`.
    @MainActor
    func classes(isSquare: Bool, on image: Gtk.Widget) -> [String] {
        [ColorStyleSheet.className(for: primary, on: image),
         ColorStyleSheet.backdropClassName(for: secondary, isSquare: isSquare, on: image)].compactMap { $0 }
    }
}

private struct SymbolPaletteKey: EnvironmentKey {
    static let defaultValue: SymbolPalette? = nil
}

extension EnvironmentValues {
    var symbolPalette: SymbolPalette? {
        get { self[SymbolPaletteKey.self] }
        set { self[SymbolPaletteKey.self] = newValue }
    }
}

extension View {
    /// Text and symbols in `primary`; a symbol enclosed in a filled shape is
    /// drawn in `secondary` with `primary` through its opening.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
        _ primary: S1, _ secondary: S2
    ) -> ForegroundStyled<EnvironmentWriter<Self>> {
        let palette = SymbolPalette(primary: primary.paint.symbolColor, secondary: secondary.paint.symbolColor)
        return environment(\.symbolPalette, palette).foregroundStyle(primary)
    }
}

extension Paint {
    /// The one colour a symbol takes in this paint: a gradient's middle stop.
    var symbolColor: Color {
        switch self {
        case .color(let color): color
        case .linearGradient(let gradient): gradient.middleColor ?? .primary
        case .inherited: .primary
        }
    }
}
