import Gtk
import GtkBridge
import GtkUIWidgets

/// Views that show their content unchanged in structure but do something to it:
/// apply widget attributes (modifiers), change the environment, or run
/// lifecycle actions. They make no widget of their own, but for a bin round
/// each of the content's widgets while it reaches past its space (negative
/// padding).
@MainActor
protocol PassThroughView: View where Body == Never {
    associatedtype Content: View
    var content: Content { get }
    /// The views shown in this view's place; by default its content.
    func collectContent(into slots: inout [ChildSlot])
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
    /// Applies the view's attributes to one of the content's widgets. `previous`
    /// is the value last applied to that widget (`nil` the first time);
    /// `attachment` is per-widget storage the view may use (controllers, boxes).
    func apply(to widget: Gtk.Widget, previous: Self?, attachment: inout AnyObject?)
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
    /// How far the content reaches past its space (a negative padding); nil for nowhere.
    var contentOutsets: EdgeInsets? { get }
}

extension PassThroughView {
    func collectContent(into slots: inout [ChildSlot]) { collectChild(content, into: &slots, path: []) }
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
    func apply(to widget: Gtk.Widget, previous: Self?, attachment: inout AnyObject?) {}
    func didMount(state: inout AnyObject?) {}
    func didUpdate(from previous: Self, state: inout AnyObject?) {}
    func willUnmount(state: inout AnyObject?) {}
    func contentTransaction(previous: Self, current: Transaction) -> Transaction? { nil }
    var contentOutsets: EdgeInsets? { nil }

    /// The node for `view`: the conforming types' `_representableNode`, so
    /// the graph need not ask the runtime whether a view passes through.
    static func passThroughNode(for view: Self, graph: AnyObject, parent: AnyObject?,
                                environment: EnvironmentValues) -> AnyObject {
        PassThroughNode(view: view, graph: graph as! ViewGraph, parent: parent as! ViewNode?, environment: environment)
    }
}

@MainActor
final class PassThroughNode<Content: PassThroughView>: ViewNode {
    private var view: Content
    private var applied: [ObjectIdentifier: (widget: Gtk.Widget, attachment: AnyObject?)] = [:]
    private var state: AnyObject?
    /// The bins that hold the content's widgets while it has outsets, by widget.
    private var outsetBins: [ObjectIdentifier: FrameBin] = [:]
    /// Passes left to wait for a container to let a widget go into its bin.
    private var adoptionTries = 0

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

    /// The content's widgets, each in its outset bin while there is one.
    override var widgets: [Gtk.Widget] {
        let content = contentWidgets
        guard !outsetBins.isEmpty else { return content }
        return content.map { outsetBins[ObjectIdentifier($0)] ?? $0 }
    }

    private var contentWidgets: [Gtk.Widget] { children.flatMap(\.widgets) }

    override func unmount() {
        view.willUnmount(state: &state)
        for bin in outsetBins.values { bin.setChild(nil) }
        outsetBins = [:]
        applied = [:]
        state = nil
        super.unmount()
    }

    private func reconcile() {
        var slots: [ChildSlot] = []
        view.collectContent(into: &slots)
        reconcileChildren(slots, environment: stabilized(view.childEnvironment(environment)))
    }

    /// Applies to every current widget: freshly to new ones, as a change to kept ones.
    private func applyAttributes(previous: Content?) {
        var next: [ObjectIdentifier: (widget: Gtk.Widget, attachment: AnyObject?)] = [:]
        for widget in contentWidgets {
            let id = ObjectIdentifier(widget)
            var attachment = applied[id]?.attachment
            view.apply(to: widget, previous: applied[id] == nil ? nil : previous, attachment: &attachment)
            next[id] = (widget, attachment)
        }
        applied = next
        if syncOutsetBins() {
            // The parent takes the bins in place of the widgets (freeing them) first.
            parent?.childWidgetsChanged()
        }
        adoptIntoOutsetBins()
    }

    /// Gives each content widget a bin with the view's outsets, or takes the
    /// bins away when there are none (handing their widgets back); says
    /// whether the widgets handed to the parent changed.
    private func syncOutsetBins() -> Bool {
        guard let outsets = view.contentOutsets else {
            guard !outsetBins.isEmpty else { return false }
            for bin in outsetBins.values { bin.setChild(nil) }
            outsetBins = [:]
            return true
        }
        var changed = false
        var next: [ObjectIdentifier: FrameBin] = [:]
        for widget in contentWidgets {
            let id = ObjectIdentifier(widget)
            let bin = outsetBins.removeValue(forKey: id) ?? {
                changed = true
                let bin = FrameBin()
                // A widget just made goes in at once, so its container sees it held;
                // one its container still holds goes in later, so the bin says now
                // whether it expands (its container aligns it before it holds anything).
                if widget.parent == nil { bin.setChild(widget) }
                let content = widget
                if content.computeExpand(orientation: .horizontal) { bin.hexpand = true }
                if content.computeExpand(orientation: .vertical) { bin.vexpand = true }
                return bin
            }()
            bin.setOutsets(top: Int32(outsets.top), leading: Int32(outsets.leading),
                           bottom: Int32(outsets.bottom), trailing: Int32(outsets.trailing))
            next[id] = bin
        }
        for bin in outsetBins.values {
            bin.setChild(nil)
            changed = true
        }
        outsetBins = next
        return changed
    }

    /// Puts each content widget in its bin, once no other container holds
    /// it: a widget that moves into a bin is held by its old container until
    /// that container syncs, later in the same pass, so this runs again then.
    private func adoptIntoOutsetBins(retrying: Bool = false) {
        guard !outsetBins.isEmpty else {   // the usual case: every modifier passes here
            adoptionTries = 0
            return
        }
        var waiting = false
        for widget in contentWidgets {
            guard let bin = outsetBins[ObjectIdentifier(widget)] else { continue }
            let holder = widget.parent
            if holder == nil {
                bin.setChild(widget)
            } else if holder != bin {
                waiting = true
            }
        }
        // A container syncs within the pass it was told in; a few tries, not forever.
        adoptionTries = waiting ? (retrying ? adoptionTries - 1 : 3) : 0
        if waiting, isMounted, adoptionTries > 0 { graph.scheduleChildSync(self) }
    }
}

extension PassThroughNode: ChildSyncing {
    func syncChildren() {
        adoptIntoOutsetBins(retrying: true)
    }
}
