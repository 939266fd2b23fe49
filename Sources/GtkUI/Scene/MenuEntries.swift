// MenuEntries: reads the views a `CommandMenu` or `CommandGroup` lists —
// buttons, toggles, dividers, with `.disabled` and `.keyboardShortcut` — as
// the entries of a menu. A menu is not a view tree: nothing here is mounted;
// the views are read as values each time the commands are.

/// One entry of a command menu.
@MainActor
struct MenuEntry {
    enum Kind {
        case button(@MainActor () -> Void)
        /// A check item: its binding, and its value when the commands were read.
        case toggle(Binding<Bool>, isOn: Bool)
        case divider
        /// An action of the application's own, `actionName`.
        case standard
    }

    var title: String
    var kind: Kind
    var isDisabled = false
    var shortcut: KeyboardShortcut?
    /// A standard entry's own action (`"app.preferences"`); commands get one
    /// made for them.
    var actionName: String?
    /// The standard action a command that replaces it runs under (About
    /// replaced by the app's own is still `app.about`, as the desktop and
    /// other apps ask for it), with the standard's shortcut unless it has one.
    var adoptedActionName: String?
    /// The name the code gives the command's action (`commandName(_:)`).
    var commandName: String?

    static var divider: MenuEntry { MenuEntry(title: "", kind: .divider) }
}

/// Views that show as entries in a command menu.
@MainActor
protocol MenuEntryConvertible {
    func menuEntries() -> [MenuEntry]
}

/// Modifiers that change the entries of the view they modify.
@MainActor
protocol MenuEntryAttribute {
    func modify(_ entries: inout [MenuEntry])
}

@MainActor
enum MenuEntries {
    /// The entries `content` lists. A view of your own is read through its
    /// body — with `environment`, when given, for its `@Environment`
    /// properties (its `@State` starts afresh each time: a menu is read, not
    /// kept); one that cannot be a menu entry (an image, a stack) is left out
    /// and named once in the log.
    static func read<V: View>(_ content: V, environment: EnvironmentValues? = nil) -> [MenuEntry] {
        let outer = readingEnvironment
        if let environment { readingEnvironment = environment }
        defer { readingEnvironment = outer }
        var slots: [ChildSlot] = []
        collectChild(content, into: &slots, path: [])
        return slots.flatMap { entries(of: $0.view) }
    }

    /// The environment the views being read see (nested reads keep it).
    private static var readingEnvironment: EnvironmentValues?

    private static func entries(of view: any View) -> [MenuEntry] {
        if let convertible = view as? MenuEntryConvertible { return convertible.menuEntries() }
        return bodyEntries(view)
    }

    private static func bodyEntries<V: View>(_ view: V) -> [MenuEntry] {
        guard V.Body.self != Never.self else {
            let name = "\(V.self)"
            if reported.insert(name).inserted {
                Log.message("\(name) cannot be a menu entry; only buttons, toggles and dividers show in commands", domain: "GtkUI")
            }
            return []
        }
        if let readingEnvironment { _ = DynamicPropertyInstaller.install(view, kept: [], environment: readingEnvironment) }
        return read(view.body)
    }

    private static var reported = Set<String>()
}

@MainActor extension Button: MenuEntryConvertible {
    func menuEntries() -> [MenuEntry] {
        let title = self.title ?? (content as? PlainTextConvertible)?.plainText ?? ""
        return [MenuEntry(title: title, kind: .button(action))]
    }
}

@MainActor extension Toggle: MenuEntryConvertible {
    func menuEntries() -> [MenuEntry] {
        [MenuEntry(title: title, kind: .toggle($isOn, isOn: isOn))]
    }
}

@MainActor extension Divider: MenuEntryConvertible {
    func menuEntries() -> [MenuEntry] { [.divider] }
}

@MainActor extension ModifiedContent: MenuEntryConvertible {
    func menuEntries() -> [MenuEntry] {
        var entries = MenuEntries.read(content)
        (attribute as? MenuEntryAttribute)?.modify(&entries)
        return entries
    }
}

@MainActor extension Disabled: MenuEntryAttribute {
    func modify(_ entries: inout [MenuEntry]) {
        guard isDisabled else { return }
        for index in entries.indices { entries[index].isDisabled = true }
    }
}
