import Gtk
import Adw

/// Puts a view tree into GTK: mounts `rootView` in its own graph and exposes
/// the resulting widget for a window or any container to show.
///
/// The host follows libadwaita's style manager and publishes light or dark as
/// `\.colorScheme`. Call `unmount()` to dismantle the tree.
@MainActor
public final class ViewHost<Root: View> {
    /// The graph the view lives in, for this package's tests and benchmarks.
    package let graph = ViewGraph()
    private var root: ViewNode?
    private let rootWidget: Gtk.Widget
    private var environment: EnvironmentValues
    private var rootView: Root
    private var styleConnection: SignalConnection?
    /// The tree's edit mode (`\.editMode`), unless the environment given has one.
    private let editMode = EditModeStorage()

    public init(rootView: Root, environment: EnvironmentValues = EnvironmentValues()) {
        self.rootView = rootView
        self.environment = environment
        BaseStyle.installOnce()
        let styleManager = Adw.StyleManager.default!
        self.environment.colorScheme = styleManager.isDark ? .dark : .light
        if self.environment.editMode == nil { self.environment.editMode = editMode.binding }
        let node = graph.makeNode(for: HostRoot(content: rootView), parent: nil, environment: self.environment)
        root = node
        rootWidget = node.widgets[0]
        styleConnection = styleManager.onNotifyDark { [weak self] in
            guard let self else { return }
            self.environment.colorScheme = styleManager.isDark ? .dark : .light
            self.root?.update(with: HostRoot(content: self.rootView), environment: self.environment)
        }
    }

    /// The widget showing the tree: a vertical box that expands.
    public var widget: Gtk.Widget { rootWidget }

    /// Replaces the root view's value (as a parent re-evaluating it would).
    public func update(rootView: Root) {
        self.rootView = rootView
        root?.update(with: HostRoot(content: rootView), environment: environment)
    }

    /// Dismantles every view in the tree.
    public func unmount() {
        styleConnection?.disconnect()
        styleConnection = nil
        root?.unmount()
        root = nil
    }
}

/// The root container: a vertical box holding the root view's widgets.
/// The root of a hosted tree. It has nothing of its own to update
/// (`NoConfiguration`); its content is compared child by child as it reconciles.
nonisolated struct HostRoot<Content: View>: ContainerRepresentable {
    let content: Content
    @MainActor var configuration: NoConfiguration { NoConfiguration() }

    @MainActor func makeWidget(context: Context) -> Gtk.Box {
        Gtk.Box.filling()
    }

    @MainActor func updateWidget(_ widget: Gtk.Box, context: Context) {}

    @MainActor func updateChildren(_ children: [Gtk.Widget], in widget: Gtk.Box, context: Context) {
        BoxChildren.reconcile(widget, children)
    }
}
