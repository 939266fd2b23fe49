import Gtk
/// Adds CSS style classes to the content's widgets — the way every visual
/// modifier maps onto the app's one stylesheet (no provider per widget).
nonisolated public struct StyleClasses: WidgetAttribute, Equatable {
    /// What the classes are made from: a font's and a weight's are declared
    /// in the runtime style sheet as they are applied, on the main actor, so
    /// the modifier can be made anywhere.
    enum Source: Equatable, Sendable {
        case names([String])
        case font(Font?)
        case weight(Font.Weight?)
    }

    let source: Source

    public init(_ names: [String]) {
        source = .names(names)
    }

    init(font: Font?) { source = .font(font) }
    init(weight: Font.Weight?) { source = .weight(weight) }

    /// The classes it adds.
    @MainActor public var names: [String] {
        switch source {
        case .names(let names): names
        case .font(let font): font?.styleClasses ?? []
        case .weight(let weight): weight.map { [$0.styleClass] } ?? []
        }
    }

    @MainActor public func apply(to widget: Gtk.Widget, previous: StyleClasses?, attachment: inout AnyObject?) {
        // The names last applied to this widget are kept with it, so an
        // unchanged modifier (every body run, every row rebound) declares nothing.
        let applied = attachment as? AppliedNames ?? AppliedNames()
        attachment = applied
        let names = previous == self && applied.isSet ? applied.names : self.names
        for name in applied.names where !names.contains(name) { widget.removeCSSClass(name) }
        for name in names where !applied.names.contains(name) || !widget.hasCSSClass(name) {
            widget.addCSSClass(name)
        }
        applied.names = names
        applied.isSet = true
    }

    /// The classes last added to one widget.
    private final class AppliedNames {
        var names: [String] = []
        var isSet = false
    }
}

extension View {
    nonisolated public func font(_ font: Font?) -> ModifiedContent<Self, StyleClasses> {
        modifier(StyleClasses(font: font))
    }

    /// The text's weight, whatever its font.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, StyleClasses> {
        modifier(StyleClasses(weight: weight))
    }

    nonisolated public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, StyleClasses> {
        modifier(StyleClasses(isActive ? ["italic"] : []))
    }

    nonisolated public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, StyleClasses> {
        modifier(StyleClasses(isActive ? ["bold"] : []))
    }

    /// Adds arbitrary style classes from the app's stylesheet.
    nonisolated public func styleClass(_ names: String...) -> ModifiedContent<Self, StyleClasses> {
        modifier(StyleClasses(names))
    }
}
