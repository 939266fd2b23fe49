import Gtk
/// A modifier written as SwiftUI writes one: `body(content:)` returns what
/// the modified view becomes, `content` standing for the view it modifies.
/// `.modifier(_:)` applies it; the result is a `ModifiedContent`. Its
/// `@State` and `@Environment` properties work as a view's do.
///
/// GtkUI's own modifiers are `WidgetAttribute`s, a kind of `ViewModifier`
/// with no body: they set something on each widget of the content instead.
@MainActor
public protocol ViewModifier {
    associatedtype Body: View
    /// The view being modified, as `body(content:)` is given it.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body

    /// What the modifier sets on each of the content's widgets (attributes only).
    func _apply(to widget: Gtk.Widget, previous: Self?, attachment: inout AnyObject?)
    /// How far the content reaches past its space (attributes only).
    var _contentOutsets: EdgeInsets? { get }
    /// The environment the content sees under the modifier (attributes only).
    func _contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
}

extension ViewModifier {
    public func _apply(to widget: Gtk.Widget, previous: Self?, attachment: inout AnyObject?) {}
    public var _contentOutsets: EdgeInsets? { nil }
    public func _contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }

    /// This modifier, then `modifier`: `.modifier(first.concat(second))`.
    public func concat<Other: ViewModifier>(_ modifier: Other) -> _ConcatenatedModifier<Self, Other> {
        _ConcatenatedModifier(first: self, second: modifier)
    }
}

/// The view a `ViewModifier`'s body is given: the modified view, shown where
/// the body places it.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    nonisolated public static var _graphRole: _GraphRole { .structural }
    let content: AnyView

    @MainActor public func _collect(into children: inout _ViewChildren, path: _ViewPath) {
        content._collect(into: &children, path: path)
    }
}

/// A modifier's body over its content, as a view of its own: the graph runs
/// `body(content:)` as it runs a view's body, and the modifier's dynamic
/// properties are connected to this view's node.
nonisolated struct ModifierBody<Content: View, Modifier: ViewModifier>: View {
    let content: Content
    let _modifier: ModifierProperties<Modifier>

    @MainActor init(content: Content, modifier: Modifier) {
        self.content = content
        self._modifier = ModifierProperties(modifier: modifier)
    }

    @MainActor var body: Modifier.Body {
        _modifier.modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
    }
}

/// The modifier's `@State` and `@Environment`, installed through the view
/// that holds it (the graph connects a view's own properties).
@MainActor
struct ModifierProperties<Modifier: ViewModifier>: DynamicProperty {
    let modifier: Modifier

    func install(in properties: inout DynamicPropertyStorage) {
        DynamicPropertyInstaller.installProperties(of: modifier, in: &properties)
    }
}

/// Two modifiers applied in turn (`ViewModifier.concat(_:)`).
nonisolated public struct _ConcatenatedModifier<First: ViewModifier, Second: ViewModifier>: ViewModifier {
    let first: First
    let second: Second

    @MainActor public func body(content: Content) -> some View {
        content.modifier(first).modifier(second)
    }
}
