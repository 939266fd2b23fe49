import Gtk
import Observation

/// One view's place in the graph: its current value, environment, kept state and
/// children. Subclasses say what the view turns into — a body (`CompositeNode`),
/// a widget (`RepresentableNode`), or its content with something applied
/// (`PassThroughNode`).
@MainActor @usableFromInline
class ViewNode {
    unowned let graph: ViewGraph
    weak var parent: ViewNode?
    let depth: Int
    var environment: EnvironmentValues
    /// The environment last handed to the children (see `stabilized`).
    private var handedEnvironment: EnvironmentValues?
    var children: [ViewNode] = []
    private var childIdentities: [ViewIdentity] = []
    var dynamicStorage: [AnyObject] = []
    var isDirty = false
    private(set) var isMounted = true
    var trackingGeneration = 0
    /// What the last run of `tracking` registered, if anything ran under it.
    private var observation: TrackedObservation?

    init(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.environment = environment
    }

    /// Whether this node, removed, goes before the view replacing it comes:
    /// a view with `.transition(.identity)` (looked for through the
    /// modifiers and bodies wrapping it).
    var leavesBeforeReplacement: Bool { children.count == 1 && children[0].leavesBeforeReplacement }

    /// Whether this node's removed children go before their replacements come
    /// (a `.transition(.identity)` whose content changed identity).
    var removesLeavingChildrenFirst: Bool { false }

    /// Builds the node's subtree the first time.
    func mount() {}

    /// Takes a new value from the parent's evaluation.
    func update(with view: any View, environment: EnvironmentValues) {}

    /// Re-runs what read observed state that has since changed.
    func rerender() {}

    /// The widgets this node contributes to its container, in order.
    var widgets: [Gtk.Widget] { children.flatMap(\.widgets) }

    /// Called when the widget list of a child changed; containers resync,
    /// others pass it up.
    func childWidgetsChanged() {
        parent?.childWidgetsChanged()
    }

    /// Tears the subtree down, children first.
    func unmount() {
        for child in children { child.unmount() }
        children = []
        childIdentities = []
        isMounted = false
        isDirty = false
        observation?.cancel()
        observation = nil
        graph.forget(self)
    }

    /// Runs `body` recording what observable state it reads; a later change to
    /// any of it marks this node dirty.
    /// Each run replaces the node's registration (see `TrackedObservation`),
    /// and unmounting cancels it.
    func tracking<T>(_ body: () -> T) -> T {
        trackingGeneration &+= 1
        let generation = trackingGeneration
        let observation = self.observation ?? TrackedObservation()
        self.observation = observation
        return observation.track(body) { [weak self] in
            onMainActor {
                guard let node = self, node.isMounted, node.trackingGeneration == generation else { return }
                node.graph.markDirty(node)
            }
        }
    }

    /// Takes a new value from the parent: stores it and the environment in
    /// place of the old, connects its dynamic properties, and says whether the
    /// node must update — the value or environment differ, or it is dirty.
    /// An environment equal to the old one keeps the old stamp (with the new
    /// contents), so the descendants it is handed on to compare it in one step.
    /// `unchanged` compares the two values (a container compares only its
    /// configuration: its child views compare themselves).
    func accept<Value>(
        _ newView: Value, replacing view: inout Value, environment newEnvironment: EnvironmentValues,
        unchanged: @MainActor (Value, Value) -> Bool = StructuralEquality.isEqual
    ) -> Bool {
        var newEnvironment = newEnvironment
        let sameEnvironment = environment.isSame(as: newEnvironment)
        if sameEnvironment { newEnvironment.adoptStamp(of: environment) }
        let changed = !sameEnvironment || !unchanged(view, newView)
        view = newView
        environment = newEnvironment
        installDynamicProperties(of: newView)
        return changed || isDirty
    }

    /// `derived` (the environment for the children) with the stamp of the one
    /// last handed to them when the two are equal: each child then compares it
    /// in one step instead of entry by entry. Containers derive a fresh copy on
    /// every update (a stack sets its axis), so without this every node under
    /// a stack compared its whole environment on every pass.
    func stabilized(_ derived: EnvironmentValues) -> EnvironmentValues {
        var derived = derived
        if let handed = handedEnvironment, handed.isSame(as: derived) { derived.adoptStamp(of: handed) }
        handedEnvironment = derived
        return derived
    }

    /// Connects the dynamic properties (`@State`, `@Environment`) of `view`.
    func installDynamicProperties(of view: Any) {
        dynamicStorage = DynamicPropertyInstaller.install(view, kept: dynamicStorage, environment: environment)
    }

    /// Diffs `slots` against the current children by identity: kept children
    /// update, new ones mount, missing ones unmount.
    func reconcileChildren(_ slots: [ChildSlot], environment childEnvironment: EnvironmentValues) {
        var existing: [ViewIdentity: ViewNode] = [:]
        for (identity, node) in zip(childIdentities, children) { existing[identity] = node }
        var newChildren: [ViewNode] = []
        var newIdentities: [ViewIdentity] = []
        newChildren.reserveCapacity(slots.count)
        newIdentities.reserveCapacity(slots.count)
        var structureChanged = slots.count != children.count
        var seen = Set<ViewIdentity>()
        for (index, slot) in slots.enumerated() {
            var identity = slot.identity
            if !seen.insert(identity).inserted {   // duplicate ids: keep them apart by position
                identity = ViewIdentity(path: identity.path + [.index(index)], type: type(of: slot.view))
            }
            newIdentities.append(identity)
        }
        // A view that leaves without a transition (`.transition(.identity)`,
        // on itself or on this container) is gone before its replacement comes.
        if childIdentities != newIdentities {
            let kept = Set(newIdentities)
            for (identity, node) in zip(childIdentities, children)
            where !kept.contains(identity) && (removesLeavingChildrenFirst || node.leavesBeforeReplacement) {
                existing.removeValue(forKey: identity)
                node.unmount()
                structureChanged = true
            }
        }
        for (slot, identity) in zip(slots, newIdentities) {
            if let node = existing.removeValue(forKey: identity) {
                node.update(with: slot.view, environment: childEnvironment)
                if !structureChanged, children[newChildren.count] !== node { structureChanged = true }
                newChildren.append(node)
            } else {
                let node = graph.makeNode(for: slot.view, parent: self, environment: childEnvironment)
                newChildren.append(node)
                structureChanged = true
            }
        }
        // The views gone leave after the new ones came (their `onAppear` ran
        // as they mounted, above), in the order they stood, as in SwiftUI.
        for (identity, node) in zip(childIdentities, children) where existing[identity] === node { node.unmount() }
        children = newChildren
        childIdentities = newIdentities
        if structureChanged || !existing.isEmpty { childWidgetsChanged() }
    }
}

/// Runs `body` on the main actor: at once when already on the main thread (the
/// usual case: observation fires inside the write), otherwise in a task.
func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    if MainThread.isCurrent {
        MainActor.assumeIsolated { body() }
    } else {
        Task { @MainActor in body() }
    }
}
