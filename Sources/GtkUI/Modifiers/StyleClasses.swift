/// Adds CSS style classes to the content's widgets — the way every visual
/// modifier maps onto the app's one stylesheet (no provider per widget).
public struct StyleClasses: WidgetAttribute, Equatable {
    public let names: [String]

    public init(_ names: [String]) {
        self.names = names
    }

    public func apply(to widget: Widget, previous: StyleClasses?, attachment: inout AnyObject?) {
        for name in previous?.names ?? [] where !names.contains(name) { widget.removeCSSClass(name) }
        for name in names where !(previous?.names.contains(name) ?? false) || !widget.hasCSSClass(name) {
            widget.addCSSClass(name)
        }
    }
}

/// Text styles, mapped onto libadwaita's typography classes.
public enum Font: Sendable, Equatable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, caption, caption2, monospaced

    var styleClass: String {
        switch self {
        case .largeTitle: "title-1"
        case .title: "title-2"
        case .title2: "title-3"
        case .title3: "title-4"
        case .headline: "heading"
        case .subheadline: "subheadline"
        case .body: "body"
        case .callout: "callout"
        case .caption: "caption"
        case .caption2: "caption-heading"
        case .monospaced: "monospace"
        }
    }
}

extension View {
    public func font(_ font: Font) -> ModifiedContent<Self, StyleClasses> {
        modifier(StyleClasses([font.styleClass]))
    }

    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, StyleClasses> {
        modifier(StyleClasses(isActive ? ["bold"] : []))
    }

    /// A soft drop shadow, like SwiftUI's `shadow(radius:)` (radius in points, rounded to the stylesheet's steps).
    public func shadow(radius: Double = 7) -> ModifiedContent<Self, StyleClasses> {
        modifier(StyleClasses([radius > 4 ? "shadow" : "shadow-small"]))
    }

    /// Adds arbitrary style classes from the app's stylesheet.
    public func styleClass(_ names: String...) -> ModifiedContent<Self, StyleClasses> {
        modifier(StyleClasses(names))
    }
}
