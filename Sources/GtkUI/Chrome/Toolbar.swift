import Gtk

/// Where a toolbar item goes in the header bar (SwiftUI's `ToolbarItemPlacement`).
public enum ToolbarItemPlacement: Sendable, Equatable {
    /// The header bar's start, while this view's page is shown.
    case start
    /// The header bar's end, while this view's page is shown.
    case end
    /// The header bar's far end on every page of the tab, pushed pages
    /// included (for the primary menu).
    case window

    /// SwiftUI's placements, in a GNOME header bar: actions at its end,
    /// navigation and cancelling at its start.
    public static let automatic = ToolbarItemPlacement.end
    public static let primaryAction = ToolbarItemPlacement.end
    /// Less used actions: SwiftUI may fold them into an overflow menu; a
    /// GNOME header bar shows them at its end with the rest.
    public static let secondaryAction = ToolbarItemPlacement.end
    public static let confirmationAction = ToolbarItemPlacement.end
    public static let topBarTrailing = ToolbarItemPlacement.end
    public static let navigation = ToolbarItemPlacement.start
    public static let cancellationAction = ToolbarItemPlacement.start
    public static let topBarLeading = ToolbarItemPlacement.start

    var widgetName: String {
        switch self {
        case .start: "gtkui-toolbar-start"
        case .end: "gtkui-toolbar-end"
        case .window: "gtkui-toolbar-window"
        }
    }
}

/// One item for the header bar; its content is usually a button or menu.
nonisolated public struct ToolbarItem<Content: View>: ContainerRepresentable {
    let placement: ToolbarItemPlacement
    public let content: Content

    public init(placement: ToolbarItemPlacement = .end, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    @MainActor public var configuration: ToolbarItemPlacement { placement }

    @MainActor public func makeWidget(context: Context) -> Gtk.Box {
        let box = Gtk.Box(orientation: .horizontal, spacing: 6)
        box.name = placement.widgetName
        return box
    }

    @MainActor public func updateWidget(_ box: Gtk.Box, context: Context) {
        if box.name != placement.widgetName { box.name = placement.widgetName }
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in box: Gtk.Box, context: Context) {
        BoxChildren.reconcile(box, children)
    }
}

/// Contributes a title and toolbar items to the header bar of its scope and
/// navigation depth, and shows its content. `.navigationTitle` and `.toolbar`
/// are this view; what it contributed is withdrawn when it goes.
nonisolated public struct ChromeContributor<Content: View, Items: View>: ContainerRepresentable {
    let main: Content
    let title: String?
    let items: Items
    /// Whether the page hides the header's title text, or its Back button;
    /// nil leaves them to other contributors.
    var hidesTitle: Bool?
    var hidesBack: Bool?

    init(main: Content, title: String?, items: Items, hidesTitle: Bool? = nil, hidesBack: Bool? = nil) {
        self.main = main
        self.title = title
        self.items = items
        self.hidesTitle = hidesTitle
        self.hidesBack = hidesBack
    }

    public var content: TupleView<Content, Items> { TupleView(main, items) }
    @MainActor public var configuration: ChromeSettings {
        ChromeSettings(title: title, hidesTitle: hidesTitle, hidesBack: hidesBack)
    }

    @MainActor
    public final class Coordinator {
        var registry: ChromeRegistry?
        var scope: AnyHashable = AnyHashable(0)
        var depth = 0
        var setsTitle = false
        var setsItems = false
        var setsWindowItems = false
        var setsHiding = false

        func withdraw() {
            guard let registry else { return }
            let layer = registry.layer(scope: scope, depth: depth)
            if setsTitle { layer.title = nil }
            if setsHiding { layer.hidesTitle = false; layer.hidesBack = false }
            if setsItems { layer.start = []; layer.end = [] }
            if setsWindowItems { registry.setWindowEnd([], scope: scope) }
            registry.changed()
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor public func makeWidget(context: Context) -> Gtk.Box {
        Gtk.Box.filling()
    }

    @MainActor public func updateWidget(_ widget: Gtk.Box, context: Context) {
        let coordinator = context.coordinator
        coordinator.registry = context.environment.chromeRegistry
        coordinator.scope = context.environment.chromeScope
        coordinator.depth = context.environment.chromeDepth
        if let registry = coordinator.registry, hidesTitle != nil || hidesBack != nil {
            coordinator.setsHiding = true
            let layer = registry.layer(scope: coordinator.scope, depth: coordinator.depth)
            let newTitle = hidesTitle ?? layer.hidesTitle, newBack = hidesBack ?? layer.hidesBack
            if (newTitle, newBack) != (layer.hidesTitle, layer.hidesBack) {
                (layer.hidesTitle, layer.hidesBack) = (newTitle, newBack)
                registry.changed()
            }
        }
        guard let registry = coordinator.registry, let title else { return }
        coordinator.setsTitle = true
        let layer = registry.layer(scope: coordinator.scope, depth: coordinator.depth)
        if layer.title != title {
            layer.title = title
            registry.changed()
        }
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in widget: Gtk.Box, context: Context) {
        func named(_ placement: ToolbarItemPlacement) -> [Gtk.Widget] {
            children.filter { $0.name == placement.widgetName }
        }
        let start = named(.start), end = named(.end), window = named(.window)
        let main = children.filter { child in
            !start.contains { $0 === child } && !end.contains { $0 === child } && !window.contains { $0 === child }
        }
        BoxChildren.reconcile(widget, main)
        let coordinator = context.coordinator
        guard let registry = coordinator.registry else { return }
        // A contributor changes only what it contributes: one with just a
        // primary menu leaves the page's own start and end items alone.
        let hasPageItems = !(start.isEmpty && end.isEmpty)
        if hasPageItems || coordinator.setsItems {
            coordinator.setsItems = hasPageItems
            let layer = registry.layer(scope: coordinator.scope, depth: coordinator.depth)
            layer.start = start
            layer.end = end
            registry.changed()
        }
        if !window.isEmpty || coordinator.setsWindowItems {
            coordinator.setsWindowItems = !window.isEmpty
            registry.setWindowEnd(window, scope: coordinator.scope)
        }
    }

    @MainActor public static func dismantleWidget(_ widget: Gtk.Box, coordinator: Coordinator) {
        coordinator.withdraw()
    }
}

extension View {
    /// The title the header bar shows while this view is the visible page.
    nonisolated public func navigationTitle(_ title: String) -> ChromeContributor<Self, EmptyView> {
        ChromeContributor(main: self, title: title, items: EmptyView())
    }

    /// Header-bar items shown while this view is the visible page.
    nonisolated public func toolbar<Items: View>(@ViewBuilder content items: () -> Items) -> ChromeContributor<Self, Items> {
        ChromeContributor(main: self, title: nil, items: items())
    }

    /// Takes one of the header's own items away while this view is the
    /// visible page: `.title` leaves the header without its title text (the
    /// window keeps the title, which a screen reader names it by).
    nonisolated public func toolbar(removing kind: ToolbarDefaultItemKind?) -> ChromeContributor<Self, EmptyView> {
        ChromeContributor(main: self, title: nil, items: EmptyView(), hidesTitle: kind == .title)
    }

    /// Hides the Back button of a page pushed on a navigation stack (and
    /// its Alt+Left), so the page is left only by what it offers itself —
    /// Done, say, while it edits.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ChromeContributor<Self, EmptyView> {
        ChromeContributor(main: self, title: nil, items: EmptyView(), hidesBack: hidesBackButton)
    }
}

/// What a `ChromeContributor` says of the header, compared to skip updates
/// that change nothing.
public struct ChromeSettings: Equatable, Sendable {
    let title: String?
    let hidesTitle: Bool?
    let hidesBack: Bool?
}

/// The header's own items a page can take away (SwiftUI's `ToolbarDefaultItemKind`).
public struct ToolbarDefaultItemKind: Sendable, Equatable {
    let name: String
    /// The title text.
    public static let title = ToolbarDefaultItemKind(name: "title")
}

/// Several header-bar items together at one placement (SwiftUI's
/// `ToolbarItemGroup`): side by side, in the order written.
nonisolated public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .end, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    @MainActor public var body: some View {
        ToolbarItem(placement: placement) { content }
    }
}

/// A gap between header-bar items (SwiftUI's `ToolbarSpacer`), setting one
/// group of buttons apart from the next. A GNOME header bar packs its items
/// at its two ends and spreads nothing, so both sizings are the gap that
/// parts groups there: `.fixed` the width of a button's spacing twice over,
/// `.flexible` a button's width.
nonisolated public struct ToolbarSpacer: View {
    public enum Sizing: Sendable, Equatable {
        case fixed, flexible
    }

    let sizing: Sizing
    let placement: ToolbarItemPlacement

    public init(_ sizing: Sizing = .flexible, placement: ToolbarItemPlacement = .end) {
        self.sizing = sizing
        self.placement = placement
    }

    @MainActor public var body: some View {
        ToolbarItem(placement: placement) { ToolbarGap(width: sizing == .fixed ? 12 : 34) }
    }
}

/// An empty space of a given width, out of the accessible tree.
nonisolated struct ToolbarGap: WidgetRepresentable, Equatable {
    let width: Int32

    @MainActor func makeWidget(context: Context) -> Gtk.Box {
        let box = Gtk.Box(orientation: .horizontal, spacing: 0)
        box.setAccessibleHidden(true)
        return box
    }

    @MainActor func updateWidget(_ box: Gtk.Box, context: Context) {
        box.setSizeRequest(width: width, height: -1)
    }
}
