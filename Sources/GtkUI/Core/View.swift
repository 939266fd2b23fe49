// The `View` protocol and the structural views a result builder produces.
// Structural views (tuples, conditionals, optionals, ForEach, Group) never make
// widgets of their own: the graph flattens them into their parent's children,
// giving each leaf an identity from its position, type and explicit id.

/// A piece of user interface, described as a value.
///
/// Write `body` in terms of other views; the graph turns the leaves —
/// `WidgetRepresentable`s — into GTK widgets and keeps them up to date.
@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
    /// How the graph treats this type; the default is right for every view
    /// written outside GtkUI.
    nonisolated static var _graphRole: _GraphRole { get }
    /// The graph's node for `view` when this type is a `WidgetRepresentable`,
    /// nil for any other view: GtkUI's answer, from the conformance, so the
    /// graph need not ask the runtime. Not for implementing.
    static func _representableNode(for view: Self, graph: AnyObject, parent: AnyObject?,
                                   environment: EnvironmentValues) -> AnyObject?
}

/// How the graph treats a view type, known statically: asking the runtime
/// instead (`view as? SomeProtocol`) searches every conformance record the
/// first time for each type, which was a tenth of the main thread's start-up.
public enum _GraphRole: Sendable {
    /// Has a `body`.
    case composite
    /// No `body`: a representable (or `Never`).
    case primitive
    /// Expands into its children in the parent's child list.
    case structural
    /// Applies something to its content's widgets (modifiers).
    case passThrough
}

extension View {
    nonisolated public static var _graphRole: _GraphRole { Body.self == Never.self ? .primitive : .composite }

    public static func _representableNode(for view: Self, graph: AnyObject, parent: AnyObject?,
                                          environment: EnvironmentValues) -> AnyObject? {
        nil
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Views whose `body` is never called: representables and structural views.
extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View, StructuralView {
    public typealias Body = Never
    nonisolated public static var _graphRole: _GraphRole { .structural }
    public init() {}
    @MainActor func collectChildren(into slots: inout [ChildSlot], path: ViewPath) {}
}

/// Views that expand into their children in the parent's child list.
@MainActor
protocol StructuralView {
    func collectChildren(into slots: inout [ChildSlot], path: ViewPath)
}

/// One leaf child of a view's body, with the identity the graph diffs by.
struct ChildSlot {
    let identity: ViewIdentity
    let view: any View
}

@MainActor
func collectChild<V: View>(_ view: V, into slots: inout [ChildSlot], path: ViewPath) {
    if V._graphRole == .structural, let structural = view as? StructuralView {
        structural.collectChildren(into: &slots, path: path)
    } else {
        slots.append(ChildSlot(identity: ViewIdentity(path: path, type: type(of: view)), view: view))
    }
}
