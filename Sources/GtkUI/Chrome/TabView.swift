import Adw
import Gtk

/// Tabs switched from the header bar: an `AdwViewStack` with an
/// `AdwViewSwitcherTitle` in its own `AdwHeaderBar`, and an
/// `AdwViewSwitcherBar` at the bottom that appears when the window is narrow
/// (its buttons are built the first time it appears, so a window that is
/// never narrow does not build a second set of tab buttons); while it
/// shows, the tab view carries the style class `compact`, for a style sheet
/// to tighten what is inside.
///
/// The selection is a binding: its Coordinator turns
/// `notify::visible-child-name` into a write, and `updateWidget` shows the
/// bound tab with that handler blocked. The header bar also shows each tab's
/// `navigationTitle`, `toolbar` items and navigation back button.
///
/// The stack sits in a `ToastOverlay`, which the tabs' views show toasts in
/// through `@Environment(\.toasts)`: above the bottom switcher bar, never
/// over it.
nonisolated public struct TabView<Selection: Hashable, Content: View>: ContainerRepresentable {
    @Binding var selection: Selection
    let title: String
    public let content: Content

    public init(selection: Binding<Selection>, title: String, @ViewBuilder content: () -> Content) {
        self._selection = selection
        self.title = title
        self.content = content()
    }

    public struct Configuration: Equatable {
        let selection: BindingIdentity
        let title: String
    }

    @MainActor public var configuration: Configuration { Configuration(selection: $selection.identity, title: title) }

    public final class Coordinator: ParentHolding {
        public var parent: TabView
        var box: Gtk.Box!
        var stack: Adw.ViewStack!
        var switcherTitle: Adw.ViewSwitcherTitle!
        var switcherBar: Adw.ViewSwitcherBar!
        /// Whether the bottom bar has been given the stack (it has once it
        /// first appeared).
        var barShowsStack = false
        /// Set while the first pages go in, with the switchers detached.
        var isFillingFirstPages = false
        var header: HeaderBarSync!
        var registry: ChromeRegistry!
        var connection: SignalConnection?
        /// The tabs' toasts' overlay.
        var toastOverlay: ToastOverlay!
        var valuesByName: [String: Selection] = [:]
        let tabSelection = TabSelection()

        init(parent: TabView) { self.parent = parent }

        func visibleChildChanged() {
            guard let name = stack.visibleChildName, let value = valuesByName[name] else { return }
            registry.activeScope = AnyHashable(value)
            parent.selection = value
        }

        /// The bottom bar shows exactly when the title has no room for the
        /// tabs. Where it shows the window is narrow: its content may be laid
        /// out tighter (`.compact` in the style sheet).
        func titleVisibilityChanged() {
            let reveal = switcherTitle.titleVisible
            if reveal, !barShowsStack {
                barShowsStack = true
                if !isFillingFirstPages { switcherBar.stack = stack }
            }
            switcherBar.reveal = reveal
            box.setCSSClass("compact", switcherBar.reveal)
            // The title's room is known while the header is being allocated:
            // its window buttons change once the frame is drawn.
            let narrow = switcherBar.reveal
            MainLoopPost.post { [weak self] in self?.header?.isNarrow = narrow }
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    /// A vertical `Gtk.Box`: the header bar with an `Adw.ViewSwitcherTitle`,
    /// the `Adw.ViewStack` (in an `Adw.ToastOverlay` when asked for one) and
    /// the `Adw.ViewSwitcherBar`.
    @MainActor public func makeWidget(context: Context) -> Gtk.Box {
        let coordinator = context.coordinator
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        let stack = Adw.ViewStack()
        stack.setExpand(horizontal: true, vertical: true)
        let switcherTitle = Adw.ViewSwitcherTitle()
        switcherTitle.stack = stack
        let switcherBar = Adw.ViewSwitcherBar()
        coordinator.box = box
        coordinator.stack = stack
        coordinator.switcherTitle = switcherTitle
        coordinator.switcherBar = switcherBar
        switcherTitle.onNotifyTitleVisible { [weak coordinator] in coordinator?.titleVisibilityChanged() }
        coordinator.header = HeaderBarSync(titleWidget: switcherTitle)
        coordinator.titleVisibilityChanged()
        coordinator.registry = ChromeRegistry { [weak coordinator] in
            guard let coordinator else { return }
            coordinator.header.show(coordinator.registry.visible)
        }
        if let menu = context.environment.sceneMenu { coordinator.header.headerBar.packEnd(menu.makeButton()) }
        box.append(coordinator.header.backdrop)
        let overlay = ToastOverlay(content: stack)
        overlay.widget.setExpand(horizontal: true, vertical: true)
        box.append(overlay.widget)
        coordinator.toastOverlay = overlay
        box.append(switcherBar)
        coordinator.connection = stack.onNotifyVisibleChildName { [weak coordinator] in
            coordinator?.visibleChildChanged()
        }
        return box
    }

    @MainActor public func updateWidget(_ widget: Gtk.Box, context: Context) {
        let coordinator = context.coordinator
        coordinator.header.fallbackTitle = title
        showSelection(coordinator)
    }

    @MainActor public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        var environment = environment
        environment.chromeRegistry = context.coordinator.registry
        environment.tabSelection = context.coordinator.tabSelection
        environment.toasts = ToastPresenter(overlay: context.coordinator.toastOverlay)
        return environment
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in widget: Gtk.Box, context: Context) {
        let coordinator = context.coordinator
        let stack = coordinator.stack!
        // The first pages go in with the switchers looking away: each page
        // added to a stack a switcher shows rebuilds all its buttons (a
        // third of the first screen's layout work with three tabs); shown
        // the full stack, each builds them once.
        let isFirstFill = stack.firstChild == nil
        if isFirstFill {
            coordinator.isFillingFirstPages = true
            coordinator.switcherTitle.stack = nil
            if coordinator.barShowsStack { coordinator.switcherBar.stack = nil }
        }
        defer {
            if isFirstFill {
                coordinator.isFillingFirstPages = false
                coordinator.switcherTitle.stack = stack
                if coordinator.barShowsStack { coordinator.switcherBar.stack = stack }
            }
        }
        coordinator.connection?.whileBlocked {
            var names = Set<String>()
            for page in children {
                guard let info = TabInfo.read(page) else { continue }
                names.insert(info.name)
                // Every tab's value, so a switch made in the header (to a tab
                // never selected before) is written back to the binding.
                if let value = info.value as? Selection { coordinator.valuesByName[info.name] = value }
                if page.parent != stack {
                    stack.addTitled(page, name: info.name, title: info.title)?.iconName = SystemSymbols.iconName(for: info.icon)
                }
            }
            var child = stack.firstChild
            while let current = child {
                child = current.nextSibling
                if !names.contains(current.name ?? "") { stack.remove(current) }
            }
        }
        showSelection(coordinator)
    }

    @MainActor private func showSelection(_ coordinator: Coordinator) {
        let name = TabInfo.name(for: selection)
        coordinator.valuesByName[name] = selection
        if coordinator.tabSelection.value != AnyHashable(selection) { coordinator.tabSelection.value = AnyHashable(selection) }
        coordinator.registry.activeScope = AnyHashable(selection)
        let stack = coordinator.stack!
        guard stack.childByName(name) != nil, stack.visibleChildName != name else { return }
        coordinator.connection?.whileBlocked { stack.visibleChildName = name }
    }
}

/// One tab of a `TabView`: its title, icon and the selection value it stands
/// for. Its content is built when the tab is first selected (see `TabContent`).
nonisolated public struct Tab<Value: Hashable, Content: View>: ContainerRepresentable {
    let title: String
    let icon: String
    let value: Value
    let tabContent: Content

    public init(_ title: String, systemImage icon: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        self.icon = icon
        self.value = value
        self.tabContent = content()
    }

    public var content: TabContent<Content> { TabContent(value: AnyHashable(value), content: tabContent) }

    public struct Configuration: Equatable {
        let title: String
        let icon: String
        let value: Value
    }

    @MainActor public var configuration: Configuration { Configuration(title: title, icon: icon, value: value) }

    @MainActor public func makeWidget(context: Context) -> Gtk.Box {
        let page = Gtk.Box.filling()
        TabInfo.write(TabInfo(name: TabInfo.name(for: value), title: title, icon: icon, value: AnyHashable(value)), to: page)
        return page
    }

    @MainActor public func updateWidget(_ widget: Gtk.Box, context: Context) {
        TabInfo.write(TabInfo(name: TabInfo.name(for: value), title: title, icon: icon, value: AnyHashable(value)), to: widget)
    }

    @MainActor public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        var environment = environment
        environment.chromeScope = AnyHashable(value)
        environment.chromeDepth = 0
        return environment
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in widget: Gtk.Box, context: Context) {
        BoxChildren.reconcile(widget, children)
    }
}

/// A tab page's name, title, icon and selection value, kept on its widget
/// for the `TabView`.
@MainActor
struct TabInfo {
    let name: String
    let title: String
    let icon: String
    let value: AnyHashable

    /// Holds the facts on the widget; GLib releases them with the widget.
    private final class Stored {
        let info: TabInfo
        init(_ info: TabInfo) { self.info = info }
    }

    static func name(for value: some Hashable) -> String { "tab-\(value)" }

    static func write(_ info: TabInfo, to widget: Gtk.Widget) {
        widget.name = info.name
        widget.setAttached(Stored(info), forKey: "gtkui-tab")
    }

    static func read(_ widget: Gtk.Widget) -> TabInfo? {
        (widget.attached(forKey: "gtkui-tab") as? Stored)?.info
    }
}
