import Adw
import Gtk

/// A stack of pages bound to a path of values: an `AdwLeaflet` that slides
/// each pushed page in beside the last, with a back button in the header bar, the
/// Back mouse button, Alt+Left and the swipe gesture to go back.
///
/// Push by appending to `path` (or with `NavigationLink`); the Coordinator
/// turns the leaflet's own back navigation into a write that shortens `path`.
/// A popped page is dismantled when its slide-out animation has finished, and
/// the keyboard focus goes back to where it was when that page was pushed
/// (the item that opened it), as GNOME's navigation views do.
///
/// Written as SwiftUI writes it — `NavigationStack(path: $path) { root }` over
/// a `NavigationPath` or an array, with `navigationDestination(for:)` inside —
/// each value's page is the destination declared for its type.
///
/// A `NavigationLink(destination:)` on a page pushes a page for its view
/// above the path's pages (`NavigationStack+LinkPages.swift`); those pages are
/// not in `path`, and a change to `path` takes them away.
nonisolated public struct NavigationStack<Value: Hashable, Root: View, Destination: View>: ContainerRepresentable {
    @Binding var path: [Value]
    /// The path of a stack made without one (`NavigationStack { root }`).
    @State private var ownPath: [Value] = []
    private var usesOwnPath = false
    public let content: Root
    let destination: @MainActor (Value) -> Destination
    /// Whether the pages are the `navigationDestination(for:)`s declared
    /// inside the stack (SwiftUI's way), instead of `destination`.
    var resolvesByType = false

    public init(
        path: Binding<[Value]>, @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping @MainActor (Value) -> Destination
    ) {
        self._path = path
        self.content = root()
        self.destination = destination
    }

    /// Where the path is kept (the pages follow its value, which `updateWidget`
    /// reads, and so observes), and the destination closure, which builds the
    /// pages anew each time the body around the stack runs.
    public struct Configuration: Equatable {
        let path: BindingIdentity
        let destination = ViewBuildingClosure()
    }

    @MainActor public var configuration: Configuration { Configuration(path: pathBinding.identity) }

    /// The path the pages follow: the one given, or the stack's own.
    @MainActor var pathBinding: Binding<[Value]> { usesOwnPath ? $ownPath : $path }

    public final class Coordinator: ParentHolding {
        public var parent: NavigationStack
        var leaflet: Adw.Leaflet!
        var rootPage: Gtk.Box!
        var pages: [(value: Value, host: SubtreeHost)] = []
        var visibleConnection: SignalConnection?
        var registry: ChromeRegistry?
        var scope = AnyHashable(0)
        unowned var owner: ViewNode!
        /// How deep the path was at the last update (popped pages stay in
        /// `pages` until their slide-out ends, so that count can be higher).
        var shownDepth = 0
        /// The widget that had the focus when the page at each depth was pushed.
        var focusBeforePush: [Int: Gtk.Widget] = [:]
        /// A focus to give back once its page maps (the leaflet maps the page
        /// it goes back to as its transition starts, which can be a frame later).
        var pendingFocus: (widget: Gtk.Widget, connection: SignalConnection)?
        /// A pushed page waiting for its first layout to take the focus.
        let landing = PageFocusLanding()
        /// Pages pushed by links with a destination view, above the path's.
        var linkPages: [LinkPage] = []
        /// Link pages gone back from, kept until their slide-out ends.
        var retiredLinkPages: [LinkPage] = []
        /// The path the pages were last arranged for.
        var arrangedPath: [Value] = []
        private(set) var destinations: NavigationDestinations!
        private(set) var navigationPush: NavigationPush!
        /// The pages `navigationDestination(for:)` declares inside the stack.
        let typedDestinations = TypedDestinations()

        init(parent: NavigationStack) {
            self.parent = parent
            // Closures rather than key paths here: a key path into this
            // generic class is made by the runtime from its pattern, checking
            // the stack's generic arguments with conformance searches.
            destinations = NavigationDestinations(
                present: { [weak self] view, identity in self?.pushLinkPage(view, from: identity) },
                refresh: { [weak self] view, identity in self?.refreshLinkPages(view, from: identity) },
                shown: { [weak self] in self?.linkPages.map { $0.identity } ?? [] })
            navigationPush = NavigationPush { [weak self] value in
                if let value = value as? Value { self?.push(value) }
            }
        }

        /// What the root and every page see: links on any page push onto this stack.
        func pageEnvironment(_ environment: inout EnvironmentValues) {
            environment.navigationPush = navigationPush
            environment.navigationDestinations = destinations
            environment.typedDestinations = typedDestinations
        }

        func push(_ value: Value) { parent.pathBinding.wrappedValue.append(value) }

        func pop() {
            if !linkPages.isEmpty { return popLinkPages(keeping: linkPages.count - 1) }
            guard !parent.pathBinding.wrappedValue.isEmpty else { return }
            parent.pathBinding.wrappedValue.removeLast()
        }

        /// The user went back with a gesture, key or button the leaflet handles.
        func visibleChildChanged() {
            let visible = leaflet.visibleChild
            hideCoveredPages(showing: visible)
            if let index = linkPages.firstIndex(where: { $0.host.widget == visible }) {
                if index < linkPages.count - 1 { popLinkPages(keeping: index + 1) }
                return
            }
            if !linkPages.isEmpty { popLinkPages(keeping: 0) }
            let depth = visible == rootPage ? 0 : (pages.firstIndex { $0.host.widget == visible }.map { $0 + 1 } ?? 0)
            let path = parent.pathBinding
            if depth < path.wrappedValue.count { path.wrappedValue = Array(path.wrappedValue.prefix(depth)) }
        }

        /// Every page but the one shown is left out of what assistive
        /// technologies read: GTK 4.8 reports a page a leaflet has slid away
        /// from as showing still, and a screen reader's review read a page
        /// that was gone.
        func hideCoveredPages(showing visible: Gtk.Widget?) {
            let all: [Gtk.Widget] = [rootPage] + pages.map { $0.host.widget } + linkPages.map { $0.host.widget }
            for page in all { page.setAccessibleHidden(page != visible) }
        }

        /// Removes pages beyond the path once no transition shows them.
        func removeHiddenPages() {
            guard !leaflet.childTransitionRunning else { return }
            removeRetiredLinkPages()
            while pages.count > parent.pathBinding.wrappedValue.count {
                let page = pages.removeLast()
                leaflet.remove(page.host.widget)
                page.host.unmount()
                registry?.removeLayer(scope: scope, depth: pages.count + 1)
            }
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    /// An `Adw.Leaflet` that never unfolds, its first page a box for the root.
    @MainActor public func makeWidget(context: Context) -> Adw.Leaflet {
        let coordinator = context.coordinator
        coordinator.owner = context.node
        // A destination declared after the pages were made (the root mounts
        // after the stack) makes them again.
        coordinator.typedDestinations.onNewType = { [weak node = context.node] in
            guard let node else { return }
            node.graph.markDirty(node)
        }
        let leaflet = Adw.Leaflet()
        leaflet.canUnfold = false
        leaflet.canNavigateBack = true
        // Slide, not Over: libadwaita 1.2's Over and Under transitions (the
        // ones with a shadow) keep memory from the pages they animated, about
        // half a megabyte per page shown and left (LandmarksBench --long-session).
        leaflet.transitionType = .slide
        leaflet.setExpand(horizontal: true, vertical: true)
        let rootPage = Gtk.Box.filling()
        leaflet.append(rootPage)
        coordinator.leaflet = leaflet
        coordinator.rootPage = rootPage
        coordinator.visibleConnection = leaflet.onNotifyVisibleChild { [weak coordinator] in
            coordinator?.visibleChildChanged()
        }
        leaflet.onNotifyChildTransitionRunning { [weak coordinator] in coordinator?.removeHiddenPages() }
        return leaflet
    }

    @MainActor public func updateWidget(_ leaflet: Adw.Leaflet, context: Context) {
        let coordinator = context.coordinator
        coordinator.registry = context.environment.chromeRegistry
        coordinator.scope = context.environment.chromeScope
        let path = pathBinding.wrappedValue
        if path != coordinator.arrangedPath {
            coordinator.arrangedPath = path
            coordinator.retireAllLinkPages()
        }
        let shownDepth = coordinator.shownDepth
        coordinator.shownDepth = path.count
        if path.count > shownDepth { coordinator.rememberFocus(beforePushing: shownDepth + 1) }
        // Pages for values that changed position are rebuilt from there on.
        var keep = 0
        while keep < coordinator.pages.count, keep < path.count, coordinator.pages[keep].value == path[keep] { keep += 1 }
        for index in 0..<min(keep, coordinator.pages.count) {
            if resolvesByType {
                coordinator.pages[index].host.update(coordinator.typedDestinations.view(for: path[index]))
            } else {
                coordinator.pages[index].host.update(destination(path[index]))
            }
        }
        if path.count > shownDepth, coordinator.focusBeforePush[shownDepth + 1] != nil {
            PageFocusLanding.release(from: leaflet)
        }
        coordinator.visibleConnection?.whileBlocked {
            if coordinator.pages.count > keep, path.count > keep {
                // Replace diverging pages at once, without animation.
                while coordinator.pages.count > keep {
                    let page = coordinator.pages.removeLast()
                    leaflet.remove(page.host.widget)
                    page.host.unmount()
                }
            }
            for index in coordinator.pages.count..<max(coordinator.pages.count, path.count) {
                let depth = index + 1
                let adjust: @MainActor (inout EnvironmentValues) -> Void = { [weak coordinator] environment in
                    environment.chromeDepth = depth
                    coordinator?.pageEnvironment(&environment)
                }
                let host = resolvesByType
                    ? SubtreeHost(owner: context.node, view: coordinator.typedDestinations.view(for: path[index]), environment: adjust)
                    : SubtreeHost(owner: context.node, view: destination(path[index]), environment: adjust)
                leaflet.append(host.widget)
                coordinator.pages.append((path[index], host))
            }
            coordinator.showTopPage()
        }
        if path.count > shownDepth { coordinator.landFocus(pushedAt: shownDepth + 1) }
        if path.count < shownDepth { coordinator.restoreFocus(poppingTo: path.count) }
        coordinator.removeHiddenPages()
        coordinator.offerBack()
    }

    @MainActor public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        var environment = environment
        context.coordinator.pageEnvironment(&environment)
        return environment
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in widget: Adw.Leaflet, context: Context) {
        BoxChildren.reconcile(context.coordinator.rootPage, children)
    }

    @MainActor public static func dismantleWidget(_ widget: Adw.Leaflet, coordinator: Coordinator) {
        for page in coordinator.pages { page.host.unmount() }
        coordinator.pages = []
        for page in coordinator.linkPages + coordinator.retiredLinkPages { page.host.unmount() }
        coordinator.linkPages = []
        coordinator.retiredLinkPages = []
        coordinator.registry?.setBack(scope: coordinator.scope, depth: 0, action: nil)
    }
}

/// Pushes a value onto the enclosing `NavigationStack`.
public struct NavigationPush: Equatable {
    let push: @MainActor (AnyHashable) -> Void

    /// Pushes `value`, as a `NavigationLink(value:)` would: for what opens a
    /// destination without being a link (a list's activated row).
    @MainActor public func callAsFunction<Value: Hashable>(_ value: Value) { push(AnyHashable(value)) }
    public static func == (lhs: NavigationPush, rhs: NavigationPush) -> Bool { true }
}

private struct NavigationPushKey: EnvironmentKey {
    static var defaultValue: NavigationPush? { nil }
}

extension EnvironmentValues {
    public var navigationPush: NavigationPush? {
        get { self[NavigationPushKey.self] }
        set { self[NavigationPushKey.self] = newValue }
    }
}

extension NavigationStack where Value == AnyHashable, Destination == EmptyView {
    /// SwiftUI's form: a page for each value of `path`, made by the
    /// `navigationDestination(for:)` declared inside for the value's type.
    @MainActor public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(path: path[dynamicMember: \.elements], root: root, destination: { _ in EmptyView() })
        resolvesByType = true
    }

    /// SwiftUI's form without a path: the stack keeps its own, which
    /// `NavigationLink(value:)` appends to.
    @MainActor public init(@ViewBuilder root: () -> Root) {
        self.init(path: .constant([]), root: root, destination: { _ in EmptyView() })
        usesOwnPath = true
        resolvesByType = true
    }

    /// SwiftUI's form over an array of one type of value.
    @MainActor public init<Element: Hashable>(path: Binding<[Element]>, @ViewBuilder root: () -> Root) {
        let elements = Binding<[AnyHashable]>(
            get: { path.wrappedValue.map(AnyHashable.init) },
            set: { path.wrappedValue = $0.compactMap { $0.base as? Element } })
        self.init(path: elements, root: root, destination: { _ in EmptyView() })
        resolvesByType = true
    }
}
