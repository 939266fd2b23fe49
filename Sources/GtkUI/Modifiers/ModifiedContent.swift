import Gtk
/// Something a modifier sets on each widget of the content it wraps: a style
/// class, margins, opacity, an accessible name, a gesture.
///
/// `apply` runs for every widget of the content on each update, with the value
/// last applied to that widget (`nil` the first time): set only what differs,
/// and undo what the previous value set that the new one does not.
@MainActor
public protocol WidgetAttribute: ViewModifier where Body == Never {
    func apply(to widget: Gtk.Widget, previous: Self?, attachment: inout AnyObject?)
    /// How far the content reaches past the space it takes on each edge
    /// (a negative padding, as positive numbers); nil for nowhere. The
    /// graph then holds each of the content's widgets in a bin that much
    /// smaller: GTK margins cannot be negative.
    var contentOutsets: EdgeInsets? { get }
    /// The environment the content sees under this attribute; most leave it
    /// as it is (`.disabled(true)` makes `isEnabled` false inside).
    func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
}

extension WidgetAttribute {
    public var contentOutsets: EdgeInsets? { nil }
    public func contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }

    public func body(content: Content) -> Never { fatalError("a widget attribute has no body") }
    public func _apply(to widget: Gtk.Widget, previous: Self?, attachment: inout AnyObject?) {
        apply(to: widget, previous: previous, attachment: &attachment)
    }
    public var _contentOutsets: EdgeInsets? { contentOutsets }
    public func _contentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        contentEnvironment(environment)
    }
}

/// A view with a modifier applied: a `WidgetAttribute` to its content's
/// widgets (it adds no widget, but for content outsets; modifiers that need
/// one — overlay, aspect ratio, clipping — are containers instead), or a
/// `ViewModifier`'s body over the content.
nonisolated public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PassThroughView {
    nonisolated public static var _graphRole: _GraphRole { .passThrough }
    @MainActor public static func _representableNode(for view: Self, graph: AnyObject, parent: AnyObject?,
                                                     environment: EnvironmentValues) -> AnyObject? {
        passThroughNode(for: view, graph: graph, parent: parent, environment: environment)
    }
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// The modifier, read as the attribute it is (GtkUI's own modifiers).
    var attribute: Modifier { modifier }

    /// A widget attribute has no body (its `Body` is `Never`): the content
    /// is shown as it is and the attribute set on its widgets.
    private static var isAttribute: Bool { Modifier.Body.self == Never.self }

    @MainActor func collectContent(into slots: inout [ChildSlot]) {
        if Self.isAttribute {
            collectChild(content, into: &slots, path: [])
        } else {
            collectChild(ModifierBody(content: content, modifier: modifier), into: &slots, path: [])
        }
    }

    @MainActor func apply(to widget: Gtk.Widget, previous: ModifiedContent?, attachment: inout AnyObject?) {
        modifier._apply(to: widget, previous: previous?.modifier, attachment: &attachment)
    }

    @MainActor var contentOutsets: EdgeInsets? { modifier._contentOutsets }

    @MainActor func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        modifier._contentEnvironment(environment)
    }
}

extension View {
    /// Applies `modifier`: a `ViewModifier`'s body over this view, or a
    /// `WidgetAttribute` to this view's widgets.
    nonisolated public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modified view whose parts compare with `==` compares with `==` too, so the
/// graph's change check stays compiled code instead of walking it by reflection.
@MainActor extension ModifiedContent: @MainActor Equatable where Content: Equatable, Modifier: Equatable {}
