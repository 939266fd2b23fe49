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
    /// The graph's node for `view` when GtkUI mounts this type itself (a
    /// `WidgetRepresentable`, a modifier that passes its content through),
    /// nil for any other view: GtkUI's answer, from the conformance, so the
    /// graph need not ask the runtime. Not for implementing.
    static func _representableNode(for view: Self, graph: AnyObject, parent: AnyObject?,
                                   environment: EnvironmentValues) -> AnyObject?
    /// Adds the leaves this view stands for to `children`: itself, or what a
    /// structural view expands into. GtkUI's structural views answer here, so
    /// the graph need not ask the runtime. Not for implementing.
    func _collect(into children: inout _ViewChildren, path: _ViewPath)
    /// Reads `body` under `tracking` and adds its leaves to `children`. The
    /// default is inlinable, so each conformance has its own copy that knows
    /// `Body` statically: read through the conformance instead, `Body` is
    /// found by its mangled name, a search of every conformance record per
    /// generic argument the first time. Not for implementing.
    func _collectBody(into children: inout _ViewChildren, tracking: _BodyTracking)
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
    // A view with a body; the extension for `Body == Never` below answers
    // for the others. Chosen per conformance when it is compiled, so the
    // graph never needs `Body` at run time to tell (a generic view's `Body`
    // is found by its mangled name otherwise).
    nonisolated public static var _graphRole: _GraphRole { .composite }

    public static func _representableNode(for view: Self, graph: AnyObject, parent: AnyObject?,
                                          environment: EnvironmentValues) -> AnyObject? {
        nil
    }

    public func _collect(into children: inout _ViewChildren, path: _ViewPath) {
        children.slots.append(ChildSlot(identity: ViewIdentity(path: path.components, type: Self.self), view: self))
    }

    @inlinable @inline(__always)
    public func _collectBody(into children: inout _ViewChildren, tracking: _BodyTracking) {
        tracking.read { body }._collect(into: &children, path: _ViewPath())
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Views whose `body` is never called: representables and structural views.
extension View where Body == Never {
    nonisolated public static var _graphRole: _GraphRole { .primitive }
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View {
    public typealias Body = Never
    nonisolated public static var _graphRole: _GraphRole { .structural }
    public init() {}
    @MainActor public func _collect(into children: inout _ViewChildren, path: _ViewPath) {}
}

/// One leaf child of a view's body, with the identity the graph diffs by.
struct ChildSlot {
    let identity: ViewIdentity
    let view: any View
}

/// The leaves of a body as the graph collects them. Not for use.
public struct _ViewChildren {
    var slots: [ChildSlot] = []
}

/// Reads a body for its node, noting what it observes. Not for use.
@MainActor
public struct _BodyTracking {
    let node: ViewNode

    @usableFromInline func read<Body>(_ body: () -> Body) -> Body { node.tracking(body) }
}

/// Where a view sits under the body being collected. Not for use.
public struct _ViewPath {
    let components: ViewPath

    @usableFromInline init() { components = [] }
    init(_ components: ViewPath) { self.components = components }

    /// The path of a child at `component` under this one.
    func appending(_ component: PathComponent) -> _ViewPath { _ViewPath(components + [component]) }
}

/// Adds the leaves `view` stands for to `slots`.
@MainActor
func collectChild<V: View>(_ view: V, into slots: inout [ChildSlot], path: ViewPath) {
    var children = _ViewChildren()
    swap(&children.slots, &slots)
    view._collect(into: &children, path: _ViewPath(path))
    swap(&children.slots, &slots)
}
