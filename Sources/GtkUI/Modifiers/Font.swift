import Foundation

/// A font, SwiftUI's `Font`: one of the text styles, which map onto
/// libadwaita's typography classes (`.largeTitle` is `title-1`, `.headline`
/// `heading`, `.caption` `caption`), or a system font of a size in points
/// (logical pixels, as everywhere in GtkUI); either with a weight, a design
/// and italics. Sizes, weights and designs are CSS classes made as they are
/// asked for (`RuntimeStyleSheet`); a size sets the size of the symbols
/// inside too, as SF Symbols follow their font. GNOME's interface font has no
/// rounded design: `.rounded` is the default one.
public struct Font: Sendable, Hashable {
    enum Style: Sendable, Hashable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, caption, caption2, footnote
    }

    var style: Style?
    var size: Double?
    var weight: Weight?
    var design: Design?
    var isItalic = false

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)
    public static let footnote = Font(style: .footnote)
    /// The body style in the monospaced design.
    public static let monospaced = Font(style: .body, design: .monospaced)

    /// The system font at `size` points.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// How heavy the strokes are, CSS's `font-weight` from 100 to 900.
    public struct Weight: Sendable, Hashable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)

        @MainActor
        var styleClass: String { RuntimeStyleSheet.declare("font-w\(value)", "font-weight: \(value);") }
    }

    public enum Design: Sendable, Hashable {
        case `default`, serif, rounded, monospaced
    }

    @MainActor
    var styleClasses: [String] {
        var classes: [String] = []
        if let style { classes.append(Self.typographyClass(style)) }
        if let size {
            let pixels = (size * 100).rounded() / 100
            // Symbols take the size too, as SF Symbols follow their font.
            let css = RuntimeStyleSheet.number(pixels, digits: 2)
            classes.append(RuntimeStyleSheet.declare(
                "font-s\(Int(pixels * 100))", "font-size: \(css)px; -gtk-icon-size: \(css)px;"))
        }
        if let weight { classes.append(weight.styleClass) }
        switch design {
        case .serif: classes.append(RuntimeStyleSheet.declare("font-serif", "font-family: serif;"))
        case .monospaced: classes.append("monospace")
        case .default, .rounded, nil: break
        }
        if isItalic { classes.append("italic") }
        return classes
    }

    private static func typographyClass(_ style: Style) -> String {
        switch style {
        case .largeTitle: "title-1"
        case .title: "title-2"
        case .title2: "title-3"
        case .title3: "title-4"
        case .headline: "heading"
        case .subheadline: "subheadline"
        case .body: "body"
        case .callout: "callout"
        case .caption, .footnote: "caption"
        case .caption2: "caption-heading"
        }
    }
}
