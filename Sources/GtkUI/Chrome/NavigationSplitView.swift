import Adw
import Gtk

/// A sidebar beside a detail pane that folds into one pane when the window is
/// narrow: an `AdwLeaflet`. Folded, `showsDetail` says which pane is shown;
/// the header bar then offers a back button from the detail, and the leaflet's
/// own back navigation (swipe, Alt+Left, Back button) writes `false`.
///
/// A `NavigationLink(destination:)` in either pane shows its destination in
/// the detail pane, in place of `detail` (which shows until a link is
/// followed), and, folded, shows the detail pane. Made without `showsDetail`
/// (SwiftUI's `init(sidebar:detail:)`), the split view keeps that state itself.
nonisolated public struct NavigationSplitView<Sidebar: View, Detail: View>: ContainerRepresentable {
    let showsDetailBinding: Binding<Bool>?
    let sidebar: Sidebar
    let detail: Detail
    let sidebarWidth: Int32

    public struct Configuration: Equatable {
        let showsDetail: BindingIdentity?
        let sidebarWidth: Int32
    }

    @MainActor public var configuration: Configuration {
        Configuration(showsDetail: showsDetailBinding?.identity, sidebarWidth: sidebarWidth)
    }

    public init(
        showsDetail: Binding<Bool>, sidebarWidth: Int32 = 300,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.showsDetailBinding = showsDetail
        self.sidebar = sidebar()
        self.detail = detail()
        self.sidebarWidth = sidebarWidth
    }

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.showsDetailBinding = nil
        self.sidebar = sidebar()
        self.detail = detail()
        self.sidebarWidth = 300
    }

    /// SwiftUI's form naming the column a folded split view shows:
    /// `.sidebar` or `.detail` (`.content`, for a three-column split view
    /// GNOME's leaflet does not have, shows the detail).
    @MainActor public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(showsDetail: preferredCompactColumn[dynamicMember: \.showsDetail], sidebar: sidebar, detail: detail)
    }

    public var content: TupleView<SplitPane<Sidebar>, SplitPane<SplitDetail<Detail>>> {
        TupleView(SplitPane(isDetail: false, width: sidebarWidth, content: sidebar),
                  SplitPane(isDetail: true, width: -1, content: SplitDetail(placeholder: detail)))
    }

    @MainActor
    public final class Coordinator: ParentHolding {
        public var parent: NavigationSplitView
        var leaflet: Adw.Leaflet!
        let separator = Gtk.Separator(orientation: .vertical)
        var panes: [Gtk.Widget] = []
        var visibleConnection: SignalConnection?
        var registry: ChromeRegistry?
        var scope = AnyHashable(0)
        let detailSlot = DestinationSlot()
        private(set) var destinations: NavigationDestinations!
        /// Whether the detail is shown, for a split view made without `showsDetail`.
        private var ownShowsDetail = false
        /// The detail shown over the sidebar takes the focus from it.
        private let landing = PageFocusLanding()
        /// What had the focus in the sidebar when the detail came over it.
        private var sidebarFocus: Gtk.Widget?

        init(parent: NavigationSplitView) {
            self.parent = parent
            destinations = NavigationDestinations(showingIn: detailSlot) { [weak self] in
                self?.showsDetail = true
                self?.apply()
            }
        }

        var showsDetail: Bool {
            get { parent.showsDetailBinding?.wrappedValue ?? ownShowsDetail }
            set {
                if let binding = parent.showsDetailBinding {
                    if binding.wrappedValue != newValue { binding.wrappedValue = newValue }
                } else {
                    ownShowsDetail = newValue
                }
            }
        }

        var isFolded: Bool { leaflet.isFolded }

        func visibleChildChanged() {
            guard isFolded, panes.count == 2 else { return }
            let showsDetail = leaflet.visibleChild == panes[1]
            if showsDetail != self.showsDetail {
                self.showsDetail = showsDetail
                if parent.showsDetailBinding == nil { apply() }
            }
        }

        func apply() {
            // Read the binding first, even before the panes exist: a read inside
            // updateWidget is what makes a later change update this view.
            let showsDetail = self.showsDetail
            guard panes.count == 2 else { return }
            let target = (showsDetail ? panes[1] : panes[0])
            if isFolded, leaflet.visibleChild != target {
                let focused = leaflet.focusWithin
                if showsDetail {
                    sidebarFocus = focused
                    PageFocusLanding.release(from: leaflet)
                }
                visibleConnection?.whileBlocked { leaflet.visibleChild = target }
                if showsDetail {
                    landing.land(on: target, in: leaflet, focusedBefore: focused)
                } else {
                    landing.cancel()
                    // Back to the sidebar: the focus goes back to what opened the detail.
                    if focused != nil, let back = sidebarFocus, back.isMapped, back.hasAncestor(target) {
                        _ = back.grabFocus()
                    }
                    sidebarFocus = nil
                }
            }
            var back: (@MainActor () -> Void)?
            if isFolded && showsDetail { back = { [weak self] in
                guard let self else { return }
                self.showsDetail = false
                if self.parent.showsDetailBinding == nil { self.apply() }
            } }
            registry?.setBack(scope: scope, depth: back == nil ? 0 : 1, action: back)
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    /// An `Adw.Leaflet` of the two panes with a separator between them.
    @MainActor public func makeWidget(context: Context) -> Adw.Leaflet {
        let coordinator = context.coordinator
        let leaflet = Adw.Leaflet()
        leaflet.canNavigateBack = true
        // Slide, not Over: libadwaita 1.2's Over and Under transitions (the
        // ones with a shadow) keep memory from the pages they animated, about
        // half a megabyte per page shown and left (LandmarksBench --long-session).
        leaflet.transitionType = .slide
        leaflet.setExpand(horizontal: true, vertical: true)
        coordinator.leaflet = leaflet
        coordinator.visibleConnection = leaflet.onNotifyVisibleChild { [weak coordinator] in
            coordinator?.visibleChildChanged()
        }
        // The leaflet folds while it is being allocated: changing the header
        // bar then (its back button, its title) would leave it unallocated
        // for the frame being drawn. The chrome follows once the frame is done.
        leaflet.onNotifyFolded { [weak coordinator] in
            MainLoopPost.post { [weak coordinator] in coordinator?.apply() }
        }
        return leaflet
    }

    @MainActor public func updateWidget(_ widget: Adw.Leaflet, context: Context) {
        let coordinator = context.coordinator
        coordinator.registry = context.environment.chromeRegistry
        coordinator.scope = context.environment.chromeScope
        coordinator.apply()
    }

    @MainActor public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        var environment = environment
        environment.navigationDestinations = context.coordinator.destinations
        environment.navigationDetailSlot = context.coordinator.detailSlot
        return environment
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in leaflet: Adw.Leaflet, context: Context) {
        let coordinator = context.coordinator
        guard children.count == 2, children.map(ObjectIdentifier.init) != coordinator.panes.map(ObjectIdentifier.init) else { return }
        coordinator.visibleConnection?.whileBlocked {
            for pane in coordinator.panes { leaflet.remove(pane) }
            if coordinator.separator.parent == nil {
                leaflet.append(coordinator.separator)?.isNavigatable = false
            }
            leaflet.prepend(children[0])
            leaflet.append(children[1])
        }
        coordinator.panes = children
        coordinator.apply()
    }

    @MainActor public static func dismantleWidget(_ widget: Adw.Leaflet, coordinator: Coordinator) {
        coordinator.registry?.setBack(scope: coordinator.scope, depth: 0, action: nil)
    }
}

/// A split view's detail pane: the destination of the link last followed,
/// or the split view's own detail until one is.
nonisolated public struct SplitDetail<Placeholder: View>: View {
    let placeholder: Placeholder
    @Environment(\.navigationDetailSlot) private var slot

    @MainActor public var body: some View {
        if let slot {
            PresentedDestination(slot: slot, placeholder: placeholder)
        } else {
            placeholder
        }
    }
}

/// One pane of a `NavigationSplitView`; the detail pane's titles and toolbar
/// items belong one level deeper, shown when it is folded over the sidebar.
nonisolated public struct SplitPane<Content: View>: ContainerRepresentable {
    let isDetail: Bool
    let width: Int32
    public let content: Content

    public struct Configuration: Equatable {
        let isDetail: Bool
        let width: Int32
    }

    @MainActor public var configuration: Configuration { Configuration(isDetail: isDetail, width: width) }

    @MainActor public func makeWidget(context: Context) -> Gtk.Box {
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        box.setExpand(horizontal: isDetail, vertical: true)
        box.widthRequest = width
        return box
    }

    @MainActor public func updateWidget(_ widget: Gtk.Box, context: Context) {}

    @MainActor public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        var environment = environment
        if isDetail { environment.chromeDepth += 1 }
        return environment
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in widget: Gtk.Box, context: Context) {
        BoxChildren.reconcile(widget, children)
    }
}

/// A column of a split view, as `NavigationSplitView(preferredCompactColumn:)` names it.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let isDetail: Bool

    public static let sidebar = NavigationSplitViewColumn(isDetail: false)
    public static let content = NavigationSplitViewColumn(isDetail: true)
    public static let detail = NavigationSplitViewColumn(isDetail: true)

    /// Whether a folded split view shows the detail: the binding the split view follows.
    var showsDetail: Bool {
        get { isDetail }
        set { self = newValue ? .detail : .sidebar }
    }
}
