import Gtk
/// A `WidgetRepresentable` in the graph: owns its coordinator and widget and
/// drives make / update / dismantle exactly as the protocol documents. When the
/// representable is a container, its content's views are this node's children
/// and their widgets are handed to `updateChildren`.
@MainActor
final class RepresentableNode<Representable: WidgetRepresentable>: ViewNode {
    private(set) var view: Representable
    private var coordinator: Representable.Coordinator!
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

    private var context: Representable.Context {
        RepresentableContext(coordinator: coordinator, environment: environment, transaction: graph.transaction, node: self)
    }

    override func mount() {
        installDynamicProperties(of: view)
        coordinator = view.makeCoordinator()
        refreshCoordinatorParent()
#if COUNTERS
        graph.statistics.coordinatorsMade += 1
#endif
        widget = tracking { view.makeWidget(context: context) }
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
        Representable.dismantleWidget(widget, coordinator: coordinator)
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
        tracking { view.updateWidget(widget, context: context) }
    }

    private func refreshCoordinatorParent() {
        Representable._giveParent(view, to: coordinator)
    }
}

/// The container-only operations, captured with the concrete container type.
struct ContainerHooks<Representable: WidgetRepresentable> {
    let slots: @MainActor (Representable) -> [ChildSlot]
    let environment: @MainActor (Representable, EnvironmentValues, Representable.Context) -> EnvironmentValues
    let updateChildren: @MainActor (Representable, [Gtk.Widget], Representable.WidgetType, Representable.Context) -> Void
    let sameConfiguration: @MainActor (Representable, Representable) -> Bool
}

extension ContainerHooks where Representable: ContainerRepresentable {
    init() {
        sameConfiguration = { old, new in old.configuration == new.configuration }
        slots = { view in
            var slots: [ChildSlot] = []
            collectChild(view.content, into: &slots, path: [])
            return slots
        }
        environment = { view, environment, context in view.contentEnvironment(environment, context: context) }
        updateChildren = { view, children, widget, context in view.updateChildren(children, in: widget, context: context) }
    }
}
