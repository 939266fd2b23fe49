import Gtk
/// A view tree hosted inside a built-in view's widget rather than placed by the
/// graph's diffing: a list row, a navigation page, a sheet's content.
///
/// It lives in the owner's graph (so it shares its update passes) and inherits
/// the owner's environment; the owner mounts, updates and unmounts it.
@MainActor
final class SubtreeHost {
    private var root: ViewNode?
    private unowned let owner: ViewNode
    private let adjustEnvironment: @MainActor (inout EnvironmentValues) -> Void

    init(owner: ViewNode, view: some View, environment adjust: @escaping @MainActor (inout EnvironmentValues) -> Void = { _ in }) {
        self.owner = owner
        adjustEnvironment = adjust
        var environment = owner.environment
        adjust(&environment)
        root = owner.graph.makeNode(for: HostRoot(content: AnyView(view)), parent: owner, environment: environment)
    }

    /// The box holding the subtree's widgets.
    var widget: Gtk.Widget { root!.widgets[0] }

    func update(_ view: some View) {
        var environment = owner.environment
        adjustEnvironment(&environment)
        root?.update(with: HostRoot(content: AnyView(view)), environment: environment)
    }

    /// Whether a view in the subtree keeps `@State` (a list row bound to
    /// another element is then made anew, so the element gets its own).
    var holdsState: Bool { root.map(Self.holdsState) ?? false }

    private static func holdsState(_ node: ViewNode) -> Bool {
        node.dynamicStorage.contains { $0 is KeptState } || node.children.contains(where: holdsState)
    }

    func unmount() {
        root?.unmount()
        root = nil
    }
}
