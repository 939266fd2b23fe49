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

extension View {
    public func font(_ font: Font?) -> ModifiedContent<Self, StyleClasses> {
        modifier(StyleClasses(font?.styleClasses ?? []))
    }

    /// The text's weight, whatever its font.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, StyleClasses> {
        modifier(StyleClasses(weight.map { [$0.styleClass] } ?? []))
    }

    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, StyleClasses> {
        modifier(StyleClasses(isActive ? ["italic"] : []))
    }

    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, StyleClasses> {
        modifier(StyleClasses(isActive ? ["bold"] : []))
    }

    /// Adds arbitrary style classes from the app's stylesheet.
    public func styleClass(_ names: String...) -> ModifiedContent<Self, StyleClasses> {
        modifier(StyleClasses(names))
    }
}
