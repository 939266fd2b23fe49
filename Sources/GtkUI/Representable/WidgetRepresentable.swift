import Gtk
/// A view that adapts a GTK widget: GtkUI's counterpart of SwiftUI's
/// `UIViewRepresentable`, and the one mechanism every built-in view uses.
///
/// The graph guarantees, for each identity:
/// 1. `makeCoordinator` runs before `makeWidget`; `makeWidget` runs once;
/// 2. `updateWidget` runs right after `makeWidget` and then whenever the view's
///    value, its environment, or observable state read inside `updateWidget`
///    changed — always with the **current** value; a coordinator that keeps a
///    copy of its parent (`ParentHolding`) has it refreshed first;
/// 3. `dismantleWidget` runs once when the view leaves, then the coordinator goes.
///
/// Update only what differs, and block the coordinator's own handlers around
/// programmatic changes (`SignalConnection.whileBlocked`) so nothing echoes back.
/// Signal handlers write bindings; the graph re-renders later, once, on the
/// main loop — never inside the handler.
///
/// Sizing: the widget takes part in layout through GTK's own measure. A
/// representable that needs a particular size sets it on the widget
/// (size request, `hexpand`, an `AdwClamp` or `GtkAspectFrame` around it);
/// GtkUI adds no measuring pass of its own.
@MainActor
public protocol WidgetRepresentable: View where Body == Never {
    associatedtype WidgetType: Gtk.Widget
    associatedtype Coordinator = Void

    typealias Context = RepresentableContext<Self>

    func makeCoordinator() -> Coordinator
    func makeWidget(context: Context) -> WidgetType
    func updateWidget(_ widget: WidgetType, context: Context)
    static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator)

    /// Hands `view` to `coordinator` when the coordinator keeps a copy of its
    /// representable (`ParentHolding`); does nothing otherwise. GtkUI's
    /// answer, from the conformance; not for implementing.
    static func _giveParent(_ view: Self, to coordinator: Coordinator)

    // The graph's calls, with the coordinator untyped (see `RepresentableNode`).
    // Their defaults are compiled into each conformance, where `Coordinator`
    // is a known type. GtkUI's answers; not for implementing.
    static func _makeCoordinator(for view: Self) -> Any
    static func _giveParent(_ view: Self, toUntyped coordinator: Any)
    static func _makeWidget(for view: Self, in context: _RepresentableContextParts) -> WidgetType
    static func _updateWidget(_ widget: WidgetType, for view: Self, in context: _RepresentableContextParts)
    static func _dismantleWidget(_ widget: WidgetType, untypedCoordinator coordinator: Any)
    /// The container operations of this type when it is a
    /// `ContainerRepresentable`, nil otherwise. GtkUI's answer; not for implementing.
    static var _containerHooks: Any? { get }
}

extension WidgetRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension WidgetRepresentable {
    public static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator) {}

    public static func _giveParent(_ view: Self, to coordinator: Coordinator) {}

    @inlinable @inline(__always)
    public static func _makeCoordinator(for view: Self) -> Any { view.makeCoordinator() }

    @inlinable @inline(__always)
    public static func _giveParent(_ view: Self, toUntyped coordinator: Any) {
        _giveParent(view, to: coordinator as! Coordinator)
    }

    @inlinable @inline(__always)
    public static func _makeWidget(for view: Self, in context: _RepresentableContextParts) -> WidgetType {
        view.makeWidget(context: Context(context))
    }

    @inlinable @inline(__always)
    public static func _updateWidget(_ widget: WidgetType, for view: Self, in context: _RepresentableContextParts) {
        view.updateWidget(widget, context: Context(context))
    }

    @inlinable @inline(__always)
    public static func _dismantleWidget(_ widget: WidgetType, untypedCoordinator coordinator: Any) {
        dismantleWidget(widget, coordinator: coordinator as! Coordinator)
    }

    public static var _containerHooks: Any? { nil }

    public static func _representableNode(for view: Self, graph: AnyObject, parent: AnyObject?,
                                          environment: EnvironmentValues) -> AnyObject? {
        RepresentableNode(view: view, graph: graph as! ViewGraph, parent: parent as! ViewNode?, environment: environment)
    }
}

extension WidgetRepresentable where Coordinator: ParentHolding {
    @inlinable @inline(__always)
    public static func _giveParent(_ view: Self, to coordinator: Coordinator) {
        if let parent = view as? Coordinator.Parent { coordinator.parent = parent }
    }
}

/// What `makeWidget` and `updateWidget` get besides the view's own value.
///
/// It holds the coordinator untyped, and `coordinator` gives it its type in
/// the code that reads it: a stored property of type `Coordinator` would have
/// the runtime, making this struct's type for a representable, look that type
/// up by its mangled name — for a coordinator nested in a generic view,
/// checking each generic argument's conformances with a search of every
/// conformance record in the program.
@MainActor
public struct RepresentableContext<Representable: WidgetRepresentable> {
    /// The environment at the view's position.
    public let environment: EnvironmentValues
    /// Whether, and how, the change being applied should animate.
    public let transaction: Transaction
    /// The node this context belongs to, for built-in views that host views of
    /// their own (list rows, navigation pages, sheets).
    @usableFromInline unowned let node: ViewNode
    @usableFromInline let untypedCoordinator: Any

    /// The object made by `makeCoordinator`, the same for the view's whole life.
    @inlinable @inline(__always)
    public var coordinator: Representable.Coordinator { untypedCoordinator as! Representable.Coordinator }

    @inlinable @inline(__always)
    init(_ parts: _RepresentableContextParts) {
        environment = parts.environment
        transaction = parts.transaction
        node = parts.node
        untypedCoordinator = parts.coordinator
    }
}

/// A context's parts, with the coordinator untyped, as the graph holds it;
/// the conformance's own code types it (`WidgetRepresentable._makeWidget`).
/// GtkUI's; not for use.
@MainActor
public struct _RepresentableContextParts {
    @usableFromInline let coordinator: Any
    @usableFromInline let environment: EnvironmentValues
    @usableFromInline let transaction: Transaction
    @usableFromInline unowned let node: ViewNode

    init(coordinator: Any, environment: EnvironmentValues, transaction: Transaction, node: ViewNode) {
        self.coordinator = coordinator
        self.environment = environment
        self.transaction = transaction
        self.node = node
    }
}

/// A coordinator that keeps a copy of its representable (`parent`), as the
/// tutorial's coordinators do. The graph assigns the current value before every
/// `updateWidget`, so the copy is never stale.
@MainActor
public protocol ParentHolding: AnyObject {
    associatedtype Parent
    var parent: Parent { get set }
}

/// A representable whose widget holds other views: stacks, overlays, scroll
/// views. The graph mounts `content`'s views as children and hands their
/// widgets, in order, to `updateChildren` whenever that list changes.
///
/// A container states what its own widget shows as one `Equatable` value,
/// `configuration` (spacing, alignment, a title, where a binding points),
/// apart from its content. The graph runs `updateWidget` only when that value,
/// the environment or observed state changed: a change deep in the content
/// does not re-run every container above it (the children compare themselves
/// as they reconcile), and an unchanged content is not walked once per level.
/// So `updateWidget` reads nothing but the configuration, the environment and
/// what it observes; actions (closures) are read when the user acts, from the
/// newest value the graph keeps. A container that declares no configuration
/// is updated every time its parent's body runs (`UndeclaredConfiguration`);
/// one whose widget shows nothing of its own value says so with
/// `NoConfiguration`.
@MainActor
public protocol ContainerRepresentable: WidgetRepresentable {
    associatedtype Content: View
    associatedtype Configuration: Equatable = UndeclaredConfiguration
    var content: Content { get }
    /// Everything `updateWidget` reads of the view's own value.
    var configuration: Configuration { get }
    /// Environment the content sees; by default the container's own.
    func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues
    func updateChildren(_ children: [Gtk.Widget], in widget: WidgetType, context: Context)

    // The graph's calls, compiled into each conformance as the representable's
    // are. GtkUI's answers; not for implementing.
    static func _sameConfiguration(_ old: Self, _ new: Self) -> Bool
    static func _collectContent(of view: Self, into children: inout _ViewChildren)
    static func _contentEnvironment(of view: Self, _ environment: EnvironmentValues,
                                    in context: _RepresentableContextParts) -> EnvironmentValues
    static func _updateChildren(of view: Self, _ children: [Gtk.Widget], in widget: WidgetType,
                                context: _RepresentableContextParts)
}

extension ContainerRepresentable {
    public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        environment
    }

    @inlinable @inline(__always)
    public static func _sameConfiguration(_ old: Self, _ new: Self) -> Bool { old.configuration == new.configuration }

    @inlinable @inline(__always)
    public static func _collectContent(of view: Self, into children: inout _ViewChildren) {
        view.content._collect(into: &children, path: _ViewPath())
    }

    @inlinable @inline(__always)
    public static func _contentEnvironment(of view: Self, _ environment: EnvironmentValues,
                                           in context: _RepresentableContextParts) -> EnvironmentValues {
        view.contentEnvironment(environment, context: Context(context))
    }

    @inlinable @inline(__always)
    public static func _updateChildren(of view: Self, _ children: [Gtk.Widget], in widget: WidgetType,
                                       context: _RepresentableContextParts) {
        view.updateChildren(children, in: widget, context: Context(context))
    }

    public static var _containerHooks: Any? { ContainerHooks<Self>() }
}

extension ContainerRepresentable where Configuration == UndeclaredConfiguration {
    public var configuration: UndeclaredConfiguration { UndeclaredConfiguration() }
}

/// The configuration of a container that did not declare one: it never
/// equals another, so `updateWidget` runs whenever the container's parent
/// body runs, as it would in SwiftUI. Declare a `Configuration` to skip the
/// updates that change nothing.
public struct UndeclaredConfiguration: Equatable, Sendable {
    public init() {}
    public static func == (lhs: Self, rhs: Self) -> Bool { false }
}

/// The configuration of a container whose widget shows nothing of its own
/// value (a `ZStack` with its default alignment has one; a host root does).
public struct NoConfiguration: Equatable, Sendable {
    public init() {}
}
