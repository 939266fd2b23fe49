
/// Keeps a tree of views in step with their state.
///
/// A state write marks the nodes that read it dirty and schedules one update
/// pass on the main loop (an `IdleCoalescer` between GTK's relayout and redraw),
/// however many writes come before it. The pass re-renders dirty nodes parents
/// first — a re-rendered parent updates its children, and children whose value,
/// environment and observed state are unchanged are skipped — then hands
/// containers their new child widget lists. Nothing re-renders synchronously
/// inside a write or a signal handler.
@MainActor
package final class ViewGraph {
    /// Counts of the graph's work since it was made, for tests and benchmarks:
    /// kept only in builds with `COUNTERS` (debug builds and the benchmarks).
    package struct Statistics: Equatable, Sendable {
        package var bodyEvaluations = 0
        package var updateWidgetCalls = 0
        package var widgetsMade = 0
        package var coordinatorsMade = 0
        package var dismantles = 0
        package var updatePasses = 0
    }

    package internal(set) var statistics = Statistics()
    /// The transaction of the pass being applied (`context.transaction`).
    package private(set) var transaction = Transaction() {
        didSet { Self.applying = transaction }
    }

    /// The transaction of whichever graph's pass is being applied (one runs
    /// at a time, on the main thread), for what applies changes without a
    /// context: the widget attributes of modifiers.
    static private(set) var applying = Transaction()

    private var dirty: [ViewNode] = []
    private var pendingChildSyncs: [ViewNode] = []
    private var pendingTransaction = Transaction()
    private lazy var scheduler = IdleCoalescer { [unowned self] in self.runUpdatePass() }
    /// Live nodes, for leak checks.
    package private(set) var nodeCount = 0

    package init() {}

    /// True while an update pass is waiting for the main loop.
    package var hasPendingUpdate: Bool { scheduler.isScheduled }

    /// Runs a pending update pass now (tests and benchmarks use it to measure).
    package func flush() {
        scheduler.flush()
    }

    func makeNode(for view: any View, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        let node = instantiate(view, parent: parent, environment: environment)
        nodeCount += 1
        node.mount()
        return node
    }

    /// The node kind comes from the type's `_graphRole`, and a representable's
    /// or a pass-through view's node from its type: the runtime is asked no
    /// conformance.
    private func instantiate<V: View>(_ view: V, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        switch V._graphRole {
        case .passThrough, .primitive:
            if let node = V._representableNode(for: view, graph: self, parent: parent, environment: environment) {
                return node as! ViewNode
            }
        case .composite, .structural:
            break
        }
        return CompositeNode(view: view, graph: self, parent: parent, environment: environment)
    }

    func forget(_ node: ViewNode) {
        nodeCount -= 1
    }

    func markDirty(_ node: ViewNode) {
        // The pass takes the last write's transaction, but one that only
        // disables animations (a new size) does not take an animated change's place.
        let current = Transaction.current
        if !current.isEmpty, !(current.disablesAnimations && current.animation == nil && pendingTransaction.isAnimated) {
            pendingTransaction = current
        }
        guard !node.isDirty else { return }
        node.isDirty = true
        dirty.append(node)
        scheduler.schedule()
    }

    func scheduleChildSync(_ node: ViewNode) {
        pendingChildSyncs.append(node)
        scheduler.schedule()
    }

    /// Runs `body` with `transaction` as the pass's, for the part of the
    /// tree an `.animation(_:value:)` covers.
    func withTransaction<Result>(_ transaction: Transaction, _ body: () -> Result) -> Result {
        let previous = self.transaction
        self.transaction = transaction
        defer { self.transaction = previous }
        return body()
    }

    private static let maximumRounds = 50

    private func runUpdatePass() {
#if COUNTERS
        statistics.updatePasses += 1
#endif
        transaction = pendingTransaction
        pendingTransaction = Transaction()
        defer { transaction = Transaction() }
        var rounds = 0
        while !dirty.isEmpty || !pendingChildSyncs.isEmpty {
            rounds += 1
            if rounds > Self.maximumRounds {
                // State keeps changing while views update: finish next turn.
                scheduler.schedule()
                return
            }
            let batch = dirty.sorted { $0.depth < $1.depth }
            dirty.removeAll()
            for node in batch where node.isDirty && node.isMounted { node.rerender() }
            let syncs = pendingChildSyncs.sorted { $0.depth > $1.depth }
            pendingChildSyncs.removeAll()
            for node in syncs { (node as? ChildSyncing)?.syncChildren() }
        }
    }
}

/// Nodes that hand their children's widgets to a container widget.
@MainActor
protocol ChildSyncing: AnyObject {
    func syncChildren()
}

extension RepresentableNode: ChildSyncing {}
