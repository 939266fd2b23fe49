// CommandList: an app's commands read into the primary menu's layout —
// GNOME's order: the window group's items first, then each CommandMenu as a
// headed section, then Preferences, Help and About. Pure values: installing
// them as actions is CommandInstaller's work.

/// A section of the primary menu.
@MainActor
struct CommandSection {
    var heading: String?
    var entries: [MenuEntry]
}

/// The commands an app declares, read in order. Not for use.
@MainActor
public struct _CommandList {
    enum Relation { case before, after, replacing }

    var menus: [CommandSection] = []
    var groups: [(placement: CommandGroupPlacement, relation: Relation, entries: [MenuEntry])] = []

    init() {}

    init(_ commands: [any Commands]) {
        for command in commands { add(command) }
    }

    mutating func add<C: Commands>(_ commands: C) {
        commands._collect(into: &self)
    }

    /// The order GNOME's primary menu gives the standard groups, in its first
    /// section and in its last.
    static let windowPlacements: [CommandGroupPlacement] = [
        .newItem, .saveItem, .importExport, .printItem, .undoRedo, .pasteboard, .textEditing,
        .textFormatting, .toolbar, .sidebar, .windowSize, .windowList, .singleWindowList, .windowArrangement,
    ]
    static let appPlacements: [CommandGroupPlacement] = [
        .appSettings, .help, .appInfo, .appVisibility, .systemServices, .appTermination,
    ]

    /// The menu's sections: the standard entries (by placement) with the
    /// groups placed around or instead of them, and the menus between.
    /// A divider starts a new section; empty sections are left out.
    func sections(standard: [CommandGroupPlacement: [MenuEntry]]) -> [CommandSection] {
        func entries(at placements: [CommandGroupPlacement]) -> [MenuEntry] {
            placements.flatMap { placement -> [MenuEntry] in
                let placed = groups.filter { $0.placement == placement }
                let before = placed.filter { $0.relation == .before }.flatMap(\.entries)
                let after = placed.filter { $0.relation == .after }.flatMap(\.entries)
                let replacements = placed.filter { $0.relation == .replacing }
                let own = replacements.isEmpty
                    ? standard[placement] ?? []
                    : Self.adopting(standard[placement] ?? [], in: replacements.flatMap(\.entries))
                return before + own + after
            }
        }
        let all = [CommandSection(heading: nil, entries: entries(at: Self.windowPlacements))]
            + menus
            + [CommandSection(heading: nil, entries: entries(at: Self.appPlacements))]
        return all.flatMap(Self.splitAtDividers)
    }

    /// The replacing entries, their first button running under the first
    /// standard action it replaces (and with its shortcut, unless it has one).
    private static func adopting(_ standard: [MenuEntry], in replacing: [MenuEntry]) -> [MenuEntry] {
        guard let replaced = standard.first(where: { $0.actionName?.hasPrefix("app.") == true }),
              let index = replacing.firstIndex(where: { if case .button = $0.kind { true } else { false } })
        else { return replacing }
        var entries = replacing
        entries[index].adoptedActionName = replaced.actionName
        if entries[index].shortcut == nil { entries[index].shortcut = replaced.shortcut }
        return entries
    }

    private static func splitAtDividers(_ section: CommandSection) -> [CommandSection] {
        var result: [CommandSection] = []
        var current = CommandSection(heading: section.heading, entries: [])
        for entry in section.entries {
            if case .divider = entry.kind {
                if !current.entries.isEmpty { result.append(current) }
                current = CommandSection(heading: nil, entries: [])
            } else {
                current.entries.append(entry)
            }
        }
        if !current.entries.isEmpty { result.append(current) }
        return result
    }
}

typealias CommandList = _CommandList
