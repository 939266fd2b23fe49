import Gtk

/// SwiftUI's `Menu`: a button that opens a menu of its content's buttons,
/// toggles and dividers — a `Gtk.MenuButton` showing a `GMenu`, its entries
/// actions of a group of the button's own (`menu.`), as GNOME's menus are.
/// The content is read as entries (see MenuEntries), not mounted: each
/// update reads it again, and an entry runs the action read last.
nonisolated public struct Menu<Label: View, Content: View>: WidgetRepresentable {
    let label: Label
    let title: String?
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.title = nil
        self.content = content()
    }

    @MainActor
    public final class Coordinator {
        let menu = MenuActions(prefix: "menu")
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor public func makeWidget(context: Context) -> Gtk.MenuButton {
        let button = Gtk.MenuButton.announcedOnce()
        button.insertActionGroup(name: context.coordinator.menu.prefix, group: context.coordinator.menu.group)
        return button
    }

    @MainActor public func updateWidget(_ button: Gtk.MenuButton, context: Context) {
        let name = title ?? (label as? PlainTextConvertible)?.plainText ?? ""
        if let icon = (label as? MenuLabelIcon)?.menuIcon {
            let iconName = SystemSymbols.iconName(for: icon)
            if button.iconName != iconName { button.iconName = iconName }
            button.tooltipText = name
        } else if button.label != name {
            button.label = name
        }
        button.announce(name)
        let showsArrow = context.environment.menuIndicator == .visible
        if button.alwaysShowArrow != showsArrow { button.alwaysShowArrow = showsArrow }
        install(MenuEntries.read(content), in: button, coordinator: context.coordinator)
    }

    @MainActor private func install(_ entries: [MenuEntry], in button: Gtk.MenuButton, coordinator: Coordinator) {
        if let model = coordinator.menu.install(entries) { button.menuModel = model }
    }
}

extension Menu where Label == Text {
    /// A menu whose button says `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == GtkUI.Label<Text, Image> {
    /// A menu whose button shows `systemImage` (its title as its tooltip and name).
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { GtkUI.Label(title, systemImage: systemImage) }
    }
}

/// Whether a menu's button shows the arrow that says it opens a menu.
public enum Visibility: Sendable, Equatable {
    case automatic, visible, hidden
}

private struct MenuIndicatorKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether the menus in this part of the tree show their arrow.
    public var menuIndicator: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the arrow of the menus in this view: `.visible` shows
    /// it beside an icon too (`GtkMenuButton:always-show-arrow`); `.automatic`
    /// and `.hidden` leave GNOME's look — an arrow beside a title, none beside
    /// an icon.
    nonisolated public func menuIndicator(_ visibility: Visibility) -> EnvironmentWriter<Self> {
        environment(\.menuIndicator, visibility)
    }
}

/// A menu's label that shows as an icon: a `Label` with a symbol.
@MainActor
protocol MenuLabelIcon {
    var menuIcon: String? { get }
}

@MainActor extension Label: MenuLabelIcon {
    var menuIcon: String? {
        guard case .icon(let name)? = (icon as? Image)?.source else { return nil }
        return name
    }
}
