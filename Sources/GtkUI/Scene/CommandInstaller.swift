/// Keeps an application's actions, accelerators and primary menu in step
/// with its commands: each entry is an `app.` action (a check item for a
/// toggle), enabled unless the entry is disabled, with the entry's shortcut
/// as its accelerator. An action's handler calls the entry read last, so a
/// button's action is never a stale one. The menu model is replaced only
/// when the menu's words or order changed.
@MainActor
final class CommandInstaller {
    private let application: Application
    let menu: SceneMenu
    private var actions: [String: Action] = [:]
    private var entries: [String: MenuEntry] = [:]
    private var shownLayout: [[String]] = []

    init(application: Application) {
        self.application = application
        menu = SceneMenu(model: MenuModel(sections: []))
    }

    /// The names of the actions the commands run under now, apart from
    /// the application's own standard ones.
    private(set) var installedNames = Set<String>()

    func install(_ sections: [CommandSection]) {
        // Names first: actions no longer wanted go before any accelerator is set.
        let named = Self.names(for: sections)
        let wanted = Set(named.joined().filter { $0.entry.actionName == nil }.map { String($0.name.dropFirst("app.".count)) })
        for name in actions.keys where !wanted.contains(name) {
            application.removeAction(named: name)
            actions[name] = nil
            entries[name] = nil
        }
        installedNames = wanted
        var layout: [[String]] = []
        var model: [(label: String?, items: [(label: String, action: String)])] = []
        for (section, entries) in zip(sections, named) {
            var items: [(label: String, action: String)] = []
            for (detailed, entry) in entries {
                let isApplicationAction = detailed.hasPrefix("app.")
                let name = String(detailed.dropFirst("app.".count))
                if entry.actionName == nil { installAction(named: name, for: entry) }
                if let shortcut = entry.shortcut, isApplicationAction {
                    application.setAccelerators([shortcut.accelerator], for: detailed)
                }
                // A standard entry may name a window's action (`win.show-help-overlay`).
                items.append((entry.title, detailed))
            }
            layout.append([section.heading ?? ""] + items.map { "\($0.label)\u{1F}\($0.action)" })
            model.append((section.heading, items))
        }
        if layout != shownLayout {
            shownLayout = layout
            menu.replace(MenuModel(labelledSections: model))
        }
    }

    /// Each entry's detailed action name: a standard entry's own, the name
    /// the code gives it, or one from its title; only a title with no
    /// letters to take a name from, or one taken already, falls back to its
    /// position (`app.command-2`).
    static func names(for sections: [CommandSection]) -> [[(name: String, entry: MenuEntry)]] {
        var taken = Set(sections.flatMap(\.entries).compactMap { $0.actionName ?? $0.adoptedActionName })
        taken.formUnion(sections.flatMap(\.entries).compactMap { $0.commandName.map { "app.\($0)" } })
        var counter = 0
        return sections.map { section in
            section.entries.map { entry in
                if let standard = entry.actionName { return (standard, entry) }
                if let adopted = entry.adoptedActionName { return (adopted, entry) }
                if let code = entry.commandName { return ("app.\(code)", entry) }
                if let title = MenuEntry.actionName(fromTitle: entry.title), taken.insert("app.\(title)").inserted {
                    return ("app.\(title)", entry)
                }
                counter += 1
                return ("app.command-\(counter)", entry)
            }
        }
    }

    private func installAction(named name: String, for entry: MenuEntry) {
        entries[name] = entry
        let action: Action
        switch (entry.kind, actions[name]) {
        case (.toggle(_, let isOn), let existing?) where existing.hasState:
            action = existing
            if action.isOn != isOn { action.isOn = isOn }
        case (.toggle(_, let isOn), _):
            action = Action(name: name, isOn: isOn) { [weak self] isOn in
                guard case .toggle(let current, _)? = self?.entries[name]?.kind else { return }
                current.wrappedValue = isOn
            }
            replace(name, with: action)
        case (_, let existing?) where !existing.hasState:
            action = existing
        default:
            action = Action(name: name) { [weak self] in
                guard let self, let entry = self.entries[name], case .button(let run) = entry.kind else { return }
                // An editing key is the focused text's: Ctrl+C in a search
                // field copies its text, not what the command would.
                if let edit = entry.shortcut.flatMap(Self.textEdit(for:)), FocusedText.perform(edit, in: self.application) {
                    return
                }
                run()
            }
            replace(name, with: action)
        }
        if action.isEnabled == entry.isDisabled { action.isEnabled = !entry.isDisabled }
        if entry.shortcut == nil { application.setAccelerators([], for: "app.\(name)") }
    }

    /// The text editing a shortcut stands for in a text field, if any.
    static func textEdit(for shortcut: KeyboardShortcut) -> FocusedText.Edit? {
        let primary = !shortcut.modifiers.isDisjoint(with: [.command, .control])
        guard primary, !shortcut.modifiers.contains(.option) else { return nil }
        let shift = shortcut.modifiers.contains(.shift)
        switch (shortcut.key.character.lowercased(), shift) {
        case ("c", false): return .copy
        case ("x", false): return .cut
        case ("v", false): return .paste
        case ("a", false): return .selectAll
        case ("z", false): return .undo
        case ("z", true): return .redo
        default: return nil
        }
    }

    private func replace(_ name: String, with action: Action) {
        if actions[name] != nil { application.removeAction(named: name) }
        actions[name] = action
        application.add(action)
    }
}
