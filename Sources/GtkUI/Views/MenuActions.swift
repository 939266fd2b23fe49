import GtkBridge

/// Menu entries (MenuEntries) made into what GNOME's menus are: a GMenu whose
/// items name actions of a group of their own, which run the entries'
/// buttons and toggles. `Menu` and a list's context menu keep one each; the
/// group is inserted into the widget showing the menu under `prefix`.
/// Each install reads the entries anew, so an item runs the action read last.
@MainActor
final class MenuActions {
    let group = ActionGroup()
    let prefix: String
    private var entries: [String: MenuEntry] = [:]
    private var actions: [String: Action] = [:]
    private var layout: [[String]] = []

    init(prefix: String) { self.prefix = prefix }

    /// Installs `entries`; returns the menu to show when its items changed
    /// (nil when the one shown is still right).
    func install(_ entries: [MenuEntry]) -> MenuModel? {
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
            self.entries[name] = entry
            let action = group.action(named: name, isToggle: entry.isToggle) { [weak self] isOn in
                switch self?.entries[name]?.kind {
                case .button(let run)?: run()
                case .toggle(let binding, _)?:
                    binding.wrappedValue = isOn
                    // A change the model refused (a full collection) leaves
                    // the check as the binding has it, not as clicked.
                    if let action = self?.actions[name], action.isOn != binding.wrappedValue {
                        action.isOn = binding.wrappedValue
                    }
                default: break
                }
            }
            actions[name] = action
            if case .toggle(_, let isOn) = entry.kind, action.isOn != isOn { action.isOn = isOn }
            if action.isEnabled == entry.isDisabled { action.isEnabled = !entry.isDisabled }
            sections[sections.count - 1].items.append((entry.title, "\(prefix).\(name)"))
        }
        group.removeAll(except: names)
        for name in self.entries.keys where !names.contains(name) {
            self.entries[name] = nil
            actions[name] = nil
        }
        let layout = sections.map { $0.items.map { "\($0.label)\u{1F}\($0.action)" } }
        guard layout != self.layout else { return nil }
        self.layout = layout
        return MenuModel(labelledSections: sections.filter { !$0.items.isEmpty })
    }
}

extension MenuEntry {
    var isToggle: Bool {
        if case .toggle = kind { return true }
        return false
    }
}
