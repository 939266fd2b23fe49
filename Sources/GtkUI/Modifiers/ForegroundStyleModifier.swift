import Gtk
import Foundation
import GtkBridge

/// Content drawn in a foreground style, SwiftUI's `foregroundStyle`: the
/// colour of its text and symbols (a CSS class per colour, which GTK's CSS
/// passes on to every widget inside) and the default paint of its shapes
/// (which read the class's colour, or a gradient from the environment).
nonisolated public struct ForegroundStyled<Content: View>: View, PassThroughView {
    nonisolated public static var _graphRole: _GraphRole { .passThrough }
    @MainActor public static func _representableNode(for view: Self, graph: AnyObject, parent: AnyObject?,
                                                     environment: EnvironmentValues) -> AnyObject? {
        passThroughNode(for: view, graph: graph, parent: parent, environment: environment)
    }
    public typealias Body = Never
    let content: Content
    let paint: Paint

    /// The colour text and symbols take: a gradient's middle stop, nothing for `.foreground`.
    private var textColor: Color? {
        switch paint {
        case .color(let color): color
        case .linearGradient(let gradient): gradient.middleColor
        case .inherited: nil
        }
    }

    @MainActor func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard paint != .inherited else { return environment }
        var environment = environment
        if case .linearGradient(let gradient) = paint {
            environment.foregroundGradient = gradient
        } else {
            environment.foregroundGradient = nil
        }
        return environment
    }

    @MainActor func apply(to widget: Gtk.Widget, previous: ForegroundStyled?, attachment: inout AnyObject?) {
        let applied = attachment as? AppliedClass ?? AppliedClass()
        attachment = applied
        // The same style as last time, still applied: nothing to look up (rows rebound on every scroll pass here).
        if let previous, previous.paint == paint, applied.name.map(widget.hasCSSClass) ?? true { return }
        let wanted = textColor.flatMap { ColorStyleSheet.className(for: $0, on: widget) }
        guard wanted != applied.name || (wanted.map { !widget.hasCSSClass($0) } ?? false) else { return }
        if let old = applied.name, old != wanted { widget.removeCSSClass(old) }
        if let wanted { widget.addCSSClass(wanted) }
        applied.name = wanted
    }

    /// The class last added to one widget.
    private final class AppliedClass {
        var name: String?
    }
}

extension View {
    /// Colours the view's text and symbols, and fills its shapes, with `style`.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ForegroundStyled<Self> {
        ForegroundStyled(content: self, paint: style.paint)
    }

    /// The older spelling of `foregroundStyle` with a colour.
    nonisolated public func foregroundColor(_ color: Color?) -> ForegroundStyled<Self> {
        ForegroundStyled(content: self, paint: color.map(Paint.color) ?? .inherited)
    }
}

private struct ForegroundGradientKey: EnvironmentKey {
    static var defaultValue: LinearGradient? { nil }
}

extension EnvironmentValues {
    /// The gradient the nearest `foregroundStyle` above set, for shapes drawn in `.foreground`.
    var foregroundGradient: LinearGradient? {
        get { self[ForegroundGradientKey.self] }
        set { self[ForegroundGradientKey.self] = newValue }
    }
}

@MainActor extension ForegroundStyled: @MainActor Equatable where Content: Equatable {}
