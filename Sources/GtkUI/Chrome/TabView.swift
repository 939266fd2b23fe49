import CGtk

/// Tabs switched from the header bar: an `AdwViewStack` with an
/// `AdwViewSwitcherTitle` in its own `AdwHeaderBar`, and an
/// `AdwViewSwitcherBar` at the bottom that appears when the window is narrow;
/// while it shows, the tab view carries the style class `compact`, for a
/// style sheet to tighten what is inside.
///
/// The selection is a binding: its Coordinator turns
/// `notify::visible-child-name` into a write, and `updateWidget` shows the
/// bound tab with that handler blocked. The header bar also shows each tab's
/// `navigationTitle`, `toolbar` items and navigation back button.
///
/// Given `onToastOverlay`, the stack sits in an `AdwToastOverlay`, handed to
/// it once made: toasts then show above the bottom switcher bar, never over it.
public struct TabView<Selection: Hashable, Content: View>: ContainerRepresentable {
    @Binding var selection: Selection
    let title: String
    let onToastOverlay: (@MainActor (Widget) -> Void)?
    public let content: Content

    public init(
        selection: Binding<Selection>, title: String, onToastOverlay: (@MainActor (Widget) -> Void)? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self._selection = selection
        self.title = title
        self.onToastOverlay = onToastOverlay
        self.content = content()
    }

    public struct Configuration: Equatable {
        let selection: BindingIdentity
        let title: String
    }

    public var configuration: Configuration { Configuration(selection: $selection.identity, title: title) }

    public final class Coordinator: ParentHolding {
        public var parent: TabView
        var stack: Widget!
        var switcherTitle: Widget!
        var header: HeaderBarSync!
        var registry: ChromeRegistry!
        var connection: SignalConnection?
        var compactConnection: SignalConnection?
        var valuesByName: [String: Selection] = [:]
        let tabSelection = TabSelection()

        init(parent: TabView) { self.parent = parent }

        func visibleChildChanged() {
            guard let name = adw_view_stack_get_visible_child_name(stack.opaque).map({ String(cString: $0) }),
                  let value = valuesByName[name] else { return }
            registry.activeScope = AnyHashable(value)
            parent.selection = value
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    public func makeWidget(context: Context) -> Widget {
        let coordinator = context.coordinator
        let box = Widget(taking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let stack = Widget(taking: adw_view_stack_new())
        stack.setExpand(horizontal: true, vertical: true)
        let switcherTitle = Widget(taking: adw_view_switcher_title_new())
        adw_view_switcher_title_set_stack(switcherTitle.opaque, stack.opaque)
        let switcherBar = Widget(taking: adw_view_switcher_bar_new())
        adw_view_switcher_bar_set_stack(switcherBar.opaque, stack.opaque)
        g_object_bind_property(switcherTitle.raw, "title-visible", switcherBar.raw, "reveal", G_BINDING_SYNC_CREATE)
        // Where the tabs move to the bottom bar the window is narrow: its
        // content may be laid out tighter (`.compact` in the style sheet).
        // The bar is the box's child: while the handler can run, the box is there.
        let boxWidget = box.widget, bar = switcherBar.raw
        coordinator.compactConnection = switcherBar.connectNotify("reveal") {
            if cgtk_object_get_boolean(bar, "reveal") != 0 {
                gtk_widget_add_css_class(boxWidget, "compact")
            } else {
                gtk_widget_remove_css_class(boxWidget, "compact")
            }
        }
        coordinator.stack = stack
        coordinator.switcherTitle = switcherTitle
        coordinator.header = HeaderBarSync(titleWidget: switcherTitle)
        coordinator.registry = ChromeRegistry { [weak coordinator] in
            guard let coordinator else { return }
            coordinator.header.show(coordinator.registry.visible)
        }
        box.append(coordinator.header.headerBar)
        if let onToastOverlay {
            let overlay = Widget.toastOverlay(child: stack)
            overlay.setExpand(horizontal: true, vertical: true)
            gtk_widget_set_overflow(overlay.widget, GTK_OVERFLOW_HIDDEN)   // a toast slides in from under its edge
            box.append(overlay)
            onToastOverlay(overlay)
        } else {
            box.append(stack)
        }
        box.append(switcherBar)
        coordinator.connection = stack.connectNotify("visible-child-name") { [weak coordinator] in
            coordinator?.visibleChildChanged()
        }
        return box
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        let coordinator = context.coordinator
        coordinator.header.fallbackTitle = title
        showSelection(coordinator)
    }

    public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        var environment = environment
        environment.chromeRegistry = context.coordinator.registry
        environment.tabSelection = context.coordinator.tabSelection
        return environment
    }

    public func updateChildren(_ children: [Widget], in widget: Widget, context: Context) {
        let coordinator = context.coordinator
        let stack = coordinator.stack!
        coordinator.connection?.whileBlocked {
            var names = Set<String>()
            for page in children {
                guard let info = TabInfo.read(page) else { continue }
                names.insert(info.name)
                // Every tab's value, so a switch made in the header (to a tab
                // never selected before) is written back to the binding.
                if let value = info.value as? Selection { coordinator.valuesByName[info.name] = value }
                if gtk_widget_get_parent(page.widget) != stack.widget {
                    let stackPage = adw_view_stack_add_titled(stack.opaque, page.widget, info.name, info.title)
                    adw_view_stack_page_set_icon_name(stackPage, info.icon)
                }
            }
            for child in widgetChildren(stack) where !names.contains(String(cString: gtk_widget_get_name(child))) {
                adw_view_stack_remove(stack.opaque, child)
            }
        }
        showSelection(coordinator)
    }

    private func showSelection(_ coordinator: Coordinator) {
        let name = TabInfo.name(for: selection)
        coordinator.valuesByName[name] = selection
        if coordinator.tabSelection.value != AnyHashable(selection) { coordinator.tabSelection.value = AnyHashable(selection) }
        coordinator.registry.activeScope = AnyHashable(selection)
        guard adw_view_stack_get_child_by_name(coordinator.stack.opaque, name) != nil else { return }
        let current = adw_view_stack_get_visible_child_name(coordinator.stack.opaque).map { String(cString: $0) }
        guard current != name else { return }
        coordinator.connection?.whileBlocked { adw_view_stack_set_visible_child_name(coordinator.stack.opaque, name) }
    }
}

/// One tab of a `TabView`: its title, icon and the selection value it stands
/// for. Its content is built when the tab is first selected (see `TabContent`).
public struct Tab<Value: Hashable, Content: View>: ContainerRepresentable {
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

    public var configuration: Configuration { Configuration(title: title, icon: icon, value: value) }

    public func makeWidget(context: Context) -> Widget {
        let page = Widget.fillingBox()
        TabInfo.write(TabInfo(name: TabInfo.name(for: value), title: title, icon: icon, value: AnyHashable(value)), to: page)
        return page
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        TabInfo.write(TabInfo(name: TabInfo.name(for: value), title: title, icon: icon, value: AnyHashable(value)), to: widget)
    }

    public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        var environment = environment
        environment.chromeScope = AnyHashable(value)
        environment.chromeDepth = 0
        return environment
    }

    public func updateChildren(_ children: [Widget], in widget: Widget, context: Context) {
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

    static func write(_ info: TabInfo, to widget: Widget) {
        gtk_widget_set_name(widget.widget, info.name)
        widget.setAttached(Stored(info), forKey: "gtkui-tab")
    }

    static func read(_ widget: Widget) -> TabInfo? {
        (widget.attached(forKey: "gtkui-tab") as? Stored)?.info
    }
}

/// The GTK children of `widget`, first to last.
@MainActor
func widgetChildren(_ widget: Widget) -> [UnsafeMutablePointer<GtkWidget>] {
    var result: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(widget.widget)
    while let current = child {
        result.append(current)
        child = gtk_widget_get_next_sibling(current)
    }
    return result
}
