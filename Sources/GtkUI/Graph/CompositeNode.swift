/// A view with a `body`: evaluates it under observation tracking and diffs
/// the result's children. It skips evaluation when its new value equals the
/// old, its environment is the same, and nothing it read has changed.
@MainActor
final class CompositeNode<Content: View>: ViewNode {
    private var view: Content

    init(view: Content, graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment)
    }

    override func mount() {
        installDynamicProperties(of: view)
        evaluate()
    }

    override func update(with newView: any View, environment newEnvironment: EnvironmentValues) {
        if accept(newView as! Content, replacing: &view, environment: newEnvironment) { evaluate() }
    }

    override func rerender() { evaluate() }

    private func evaluate() {
        isDirty = false
#if COUNTERS
        graph.statistics.bodyEvaluations += 1
#endif
        var children = _ViewChildren()
        if Content._graphRole == .structural {
            // A structural view as a root (a ForEach, an effect on one): its children.
            view._collect(into: &children, path: _ViewPath())
        } else {
            view._collectBody(into: &children, tracking: _BodyTracking(node: self))
        }
        reconcileChildren(children.slots, environment: environment)
    }
}
