/// SF Symbols' variants (`.fill`, `.circle`, `.square`, `.slash`), as
/// `.symbolVariant(_:)` asks for them: a symbol below is looked up with the
/// variant's suffix first (`star` with `.fill` is `star.fill`, GNOME's
/// `starred-symbolic`), then as written where the theme has no such variant.
public struct SymbolVariants: Equatable, Sendable {
    let suffixes: [String]

    public static let none = SymbolVariants(suffixes: [])
    public static let fill = SymbolVariants(suffixes: [".fill"])
    public static let circle = SymbolVariants(suffixes: [".circle"])
    public static let square = SymbolVariants(suffixes: [".square"])
    public static let slash = SymbolVariants(suffixes: [".slash"])

    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + [".fill"]) }
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + [".circle"]) }
    public var square: SymbolVariants { SymbolVariants(suffixes: suffixes + [".square"]) }
    public var slash: SymbolVariants { SymbolVariants(suffixes: suffixes + [".slash"]) }

    /// `name` with the variants, in SF Symbols' order (shape before fill).
    func applied(to name: String) -> String {
        let order = [".circle", ".square", ".slash", ".fill"]
        return order.filter { suffixes.contains($0) && !name.hasSuffix($0) }.reduce(name, +)
    }
}

/// How a symbol is coloured, SwiftUI's `.symbolRenderingMode(_:)`. GNOME's
/// symbolic icons have one colour, the text's: `.monochrome`, `.hierarchical`
/// and `.palette` draw them so; `.multicolor` asks the theme for the
/// full-colour icon (`-gtk-icon-style: regular`), where it has one.
public struct SymbolRenderingMode: Equatable, Sendable {
    let isMulticolor: Bool

    public static let monochrome = SymbolRenderingMode(isMulticolor: false)
    public static let hierarchical = SymbolRenderingMode(isMulticolor: false)
    public static let palette = SymbolRenderingMode(isMulticolor: false)
    public static let multicolor = SymbolRenderingMode(isMulticolor: true)
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The variants the symbols below are shown in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// How the symbols below are coloured; nil for the theme's default.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Shows the symbols in this view in `variant` (`.fill`, `.circle`…).
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> EnvironmentWriter<Self> {
        environment(\.symbolVariants, variant)
    }

    /// Colours the symbols in this view as `mode` says.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> EnvironmentWriter<Self> {
        environment(\.symbolRenderingMode, mode)
    }
}
