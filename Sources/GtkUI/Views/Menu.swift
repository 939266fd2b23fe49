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
        let actions = ActionGroup()
        var entries: [String: MenuEntry] = [:]
        var layout: [[String]] = []
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> Gtk.MenuButton {
        let button = Gtk.MenuButton.announcedOnce()
        button.insertActionGroup(name: "menu", group: context.coordinator.actions)
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
        var sections: [(label: String?, items: [(label: String, action: String)])] = [(nil, [])]
        var names = Set<String>()
        for entry in entries {
            switch entry.kind {
            case .divider:
                if !(sections.last?.items.isEmpty ?? true) { sections.append((nil, [])) }
                continue
            case .standard:
                continue
            case .button, .toggle:
                break
            }
            let name = "item-\(names.count + 1)"
            names.insert(name)
            coordinator.entries[name] = entry
            let action = coordinator.actions.action(named: name, isToggle: entry.isToggle) { [weak coordinator] isOn in
                switch coordinator?.entries[name]?.kind {
                case .button(let run)?: run()
                case .toggle(let binding, _)?: binding.wrappedValue = isOn
                default: break
                }
            }
            if case .toggle(_, let isOn) = entry.kind, action.isOn != isOn { action.isOn = isOn }
            if action.isEnabled == entry.isDisabled { action.isEnabled = !entry.isDisabled }
            sections[sections.count - 1].items.append((entry.title, "menu.\(name)"))
        }
        coordinator.actions.removeAll(except: names)
        for name in coordinator.entries.keys where !names.contains(name) { coordinator.entries[name] = nil }
        let layout = sections.map { $0.items.map { "\($0.label)\u{1F}\($0.action)" } }
        if layout != coordinator.layout {
            coordinator.layout = layout
            button.menuModel = MenuModel(labelledSections: sections.filter { !$0.items.isEmpty })
        }
    }
}

extension Menu where Label == Text {
    /// A menu whose button says `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension MenuEntry {
    var isToggle: Bool {
        if case .toggle = kind { return true }
        return false
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
