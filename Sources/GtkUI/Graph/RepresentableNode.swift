import Gtk
/// A `WidgetRepresentable` in the graph: owns its coordinator and widget and
/// drives make / update / dismantle exactly as the protocol documents. When the
/// representable is a container, its content's views are this node's children
/// and their widgets are handed to `updateChildren`.
///
/// It holds the coordinator untyped and reaches it only through the
/// representable's own `_makeWidget`, `_updateWidget` and the like, which are
/// compiled into each conformance: code generic over the representable that
/// named `Representable.Coordinator` (a field of that type, a context) would
/// have the runtime look that type up by its mangled name — for a coordinator
/// nested in a generic view, checking each generic argument's conformances
/// with a search of every conformance record in the program, once per type.
@MainActor
final class RepresentableNode<Representable: WidgetRepresentable>: ViewNode {
    private(set) var view: Representable
    private var coordinator: Any?
    private var widget: Representable.WidgetType!
    private var container: ContainerHooks<Representable>?
    private var childWidgetIDs: [ObjectIdentifier] = []
    private var needsChildSync = false

    init(view: Representable, graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
        container = Representable._containerHooks as? ContainerHooks<Representable>
    }

    override var widgets: [Gtk.Widget] { [widget] }

    override var leavesBeforeReplacement: Bool { (view as? IdentityTransitioned)?.leavesAtOnce ?? false }
    override var removesLeavingChildrenFirst: Bool { leavesBeforeReplacement }

    private var context: _RepresentableContextParts {
        _RepresentableContextParts(coordinator: coordinator!, environment: environment, transaction: graph.transaction, node: self)
    }

    override func mount() {
        installDynamicProperties(of: view)
        coordinator = Representable._makeCoordinator(for: view)
        refreshCoordinatorParent()
#if COUNTERS
        graph.statistics.coordinatorsMade += 1
#endif
        widget = tracking { Representable._makeWidget(for: view, in: context) }
#if COUNTERS
        graph.statistics.widgetsMade += 1
#endif
        callUpdate()
        if let container {
            reconcileChildren(container.slots(view), environment: stabilized(container.environment(view, environment, context)))
            syncChildren()
        }
    }

    override func update(with newView: any View, environment newEnvironment: EnvironmentValues) {
        let needsUpdate = accept(newView as! Representable, replacing: &view, environment: newEnvironment,
                                 unchanged: container?.sameConfiguration ?? StructuralEquality.isEqualWithClosuresDiffering)
        refreshCoordinatorParent()
        if needsUpdate { callUpdate() }
        if let container {
            reconcileChildren(container.slots(view), environment: stabilized(container.environment(view, environment, context)))
        }
    }

    override func rerender() { callUpdate() }

    override func childWidgetsChanged() {
        guard container != nil, !needsChildSync else { return }
        needsChildSync = true
        graph.scheduleChildSync(self)
    }

    /// Hands the content's current widgets to the container, if they changed.
    func syncChildren() {
        needsChildSync = false
        guard let container, isMounted else { return }
        let children = self.children.flatMap(\.widgets)
        let ids = children.map { ObjectIdentifier($0) }
        guard ids != childWidgetIDs else { return }
        childWidgetIDs = ids
        container.updateChildren(view, children, widget, context)
    }

    override func unmount() {
        super.unmount()
        Representable._dismantleWidget(widget, untypedCoordinator: coordinator!)
#if COUNTERS
        graph.statistics.dismantles += 1
#endif
        widget = nil
        coordinator = nil
    }

    private func callUpdate() {
        isDirty = false
#if COUNTERS
        graph.statistics.updateWidgetCalls += 1
#endif
        tracking { Representable._updateWidget(widget, for: view, in: context) }
    }

    private func refreshCoordinatorParent() {
        Representable._giveParent(view, toUntyped: coordinator!)
    }
}

/// The container-only operations, captured with the concrete container type.
struct ContainerHooks<Representable: WidgetRepresentable> {
    let slots: @MainActor (Representable) -> [ChildSlot]
    let environment: @MainActor (Representable, EnvironmentValues, _RepresentableContextParts) -> EnvironmentValues
    let updateChildren: @MainActor (Representable, [Gtk.Widget], Representable.WidgetType, _RepresentableContextParts) -> Void
    let sameConfiguration: @MainActor (Representable, Representable) -> Bool
}

extension ContainerHooks where Representable: ContainerRepresentable {
    init() {
        sameConfiguration = { old, new in Representable._sameConfiguration(old, new) }
        slots = { view in
            var children = _ViewChildren()
            Representable._collectContent(of: view, into: &children)
            return children.slots
        }
        environment = { view, environment, context in Representable._contentEnvironment(of: view, environment, in: context) }
        updateChildren = { view, children, widget, context in
            Representable._updateChildren(of: view, children, in: widget, context: context)
        }
    }
}
