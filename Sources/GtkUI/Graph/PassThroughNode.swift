/// Views that show their content unchanged in structure but do something to it:
/// apply widget attributes (modifiers), change the environment, or run
/// lifecycle actions. They make no widget of their own.
@MainActor
protocol PassThroughView: View where Body == Never {
    associatedtype Content: View
    var content: Content { get }
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
    /// Applies the view's attributes to one of the content's widgets. `previous`
    /// is the value last applied to that widget (`nil` the first time);
    /// `attachment` is per-widget storage the view may use (controllers, boxes).
    func apply(to widget: Widget, previous: Self?, attachment: inout AnyObject?)
    /// After the content is mounted. `state` is the node's storage for the
    /// view (a running task), kept across updates.
    func didMount(state: inout AnyObject?)
    /// After the content took a new value of this view; `previous` is the last one.
    func didUpdate(from previous: Self, state: inout AnyObject?)
    /// Before the content is unmounted.
    func willUnmount(state: inout AnyObject?)
    /// The transaction the content's update runs in, when this view sets
    /// one (`.animation(_:value:)`); nil keeps the pass's.
    func contentTransaction(previous: Self, current: Transaction) -> Transaction?
}

extension PassThroughView {
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
    func apply(to widget: Widget, previous: Self?, attachment: inout AnyObject?) {}
    func didMount(state: inout AnyObject?) {}
    func didUpdate(from previous: Self, state: inout AnyObject?) {}
    func willUnmount(state: inout AnyObject?) {}
    func contentTransaction(previous: Self, current: Transaction) -> Transaction? { nil }
}

@MainActor
final class PassThroughNode<Content: PassThroughView>: ViewNode {
    private var view: Content
    private var applied: [ObjectIdentifier: (widget: Widget, attachment: AnyObject?)] = [:]
    private var state: AnyObject?

    init(view: Content, graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
    }

    // Modifiers have no `@State` or `@Environment` of their own, so their
    // (many, distinct) types are never reflected on to look for them.

    override func mount() {
        // Reconciling reports the new widgets (`childWidgetsChanged`), which
        // applies to them already; what is applied stays applied.
        reconcile()
        applyAttributes(previous: view)
        view.didMount(state: &state)
    }

    override func update(with newView: any View, environment newEnvironment: EnvironmentValues) {
        let previous = view
        view = newView as! Content
        environment = newEnvironment
        if let transaction = view.contentTransaction(previous: previous, current: graph.transaction) {
            graph.withTransaction(transaction) {
                reconcile()
                applyAttributes(previous: previous)
            }
        } else {
            reconcile()
            applyAttributes(previous: previous)
        }
        view.didUpdate(from: previous, state: &state)
    }

    override func rerender() {
        isDirty = false
        reconcile()
        applyAttributes(previous: view)
    }

    override func childWidgetsChanged() {
        applyAttributes(previous: view)
        super.childWidgetsChanged()
    }

    override func unmount() {
        view.willUnmount(state: &state)
        applied = [:]
        state = nil
        super.unmount()
    }

    private func reconcile() {
        var slots: [ChildSlot] = []
        collectChild(view.content, into: &slots, path: [])
        reconcileChildren(slots, environment: stabilized(view.childEnvironment(environment)))
    }

    /// Applies to every current widget: freshly to new ones, as a change to kept ones.
    private func applyAttributes(previous: Content?) {
        var next: [ObjectIdentifier: (widget: Widget, attachment: AnyObject?)] = [:]
        for widget in widgets {
            let id = ObjectIdentifier(widget)
            var attachment = applied[id]?.attachment
            view.apply(to: widget, previous: applied[id] == nil ? nil : previous, attachment: &attachment)
            next[id] = (widget, attachment)
        }
        applied = next
    }
}
