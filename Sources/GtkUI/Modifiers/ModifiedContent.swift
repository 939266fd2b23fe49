/// Something a modifier sets on each widget of the content it wraps: a style
/// class, margins, opacity, an accessible name, a gesture.
///
/// `apply` runs for every widget of the content on each update, with the value
/// last applied to that widget (`nil` the first time): set only what differs,
/// and undo what the previous value set that the new one does not.
@MainActor
public protocol WidgetAttribute {
    func apply(to widget: Widget, previous: Self?, attachment: inout AnyObject?)
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
}

/// A view with a `WidgetAttribute` applied to its content's widgets. It adds
/// no widget (but for content outsets): modifiers that need one (overlay,
/// aspect ratio, clipping) are containers instead.
public struct ModifiedContent<Content: View, Attribute: WidgetAttribute>: View, PassThroughView {
    public static var _graphRole: _GraphRole { .passThrough }
    public typealias Body = Never
    let content: Content
    let attribute: Attribute

    func apply(to widget: Widget, previous: ModifiedContent?, attachment: inout AnyObject?) {
        attribute.apply(to: widget, previous: previous?.attribute, attachment: &attachment)
    }

    var contentOutsets: EdgeInsets? { attribute.contentOutsets }

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        attribute.contentEnvironment(environment)
    }
}

extension View {
    /// Applies `attribute` to this view's widgets.
    public func modifier<Attribute: WidgetAttribute>(_ attribute: Attribute) -> ModifiedContent<Self, Attribute> {
        ModifiedContent(content: self, attribute: attribute)
    }
}

/// A modified view whose parts compare with `==` compares with `==` too, so the
/// graph's change check stays compiled code instead of walking it by reflection.
extension ModifiedContent: @MainActor Equatable where Content: Equatable, Attribute: Equatable {}
