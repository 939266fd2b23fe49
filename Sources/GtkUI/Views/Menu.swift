import Gtk

/// SwiftUI's `Menu`: a button that opens a menu of its content's buttons,
/// toggles and dividers — a `Gtk.MenuButton` showing a `GMenu`, its entries
/// actions of a group of the button's own (`menu.`), as GNOME's menus are.
/// The content is read as entries (see MenuEntries), not mounted: each
/// update reads it again, and an entry runs the action read last.
public struct Menu<Label: View, Content: View>: WidgetRepresentable {
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

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> Gtk.MenuButton {
        let button = Gtk.MenuButton.announcedOnce()
        button.insertActionGroup(name: context.coordinator.menu.prefix, group: context.coordinator.menu.group)
        return button
    }

    public func updateWidget(_ button: Gtk.MenuButton, context: Context) {
        let name = title ?? (label as? PlainTextConvertible)?.plainText ?? ""
        if let icon = (label as? MenuLabelIcon)?.menuIcon {
            let iconName = SystemSymbols.iconName(for: icon)
            if button.iconName != iconName { button.iconName = iconName }
            button.tooltip = name
        } else if button.label != name {
            button.label = name
        }
        button.announce(name)
        install(MenuEntries.read(content), in: button, coordinator: context.coordinator)
    }

    private func install(_ entries: [MenuEntry], in button: Gtk.MenuButton, coordinator: Coordinator) {
        if let model = coordinator.menu.install(entries) { button.menuModel = model }
    }
}

extension Menu where Label == Text {
    /// A menu whose button says `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// A menu's label that shows as an icon: a `Label` with a symbol.
@MainActor
protocol MenuLabelIcon {
    var menuIcon: String? { get }
}

extension Label: MenuLabelIcon {
    var menuIcon: String? {
        guard case .icon(let name)? = (icon as? Image)?.source else { return nil }
        return name
    }
}
