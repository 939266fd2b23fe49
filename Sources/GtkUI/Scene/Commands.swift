// Commands: what an app can do from its menus and shortcuts, declared as
// SwiftUI declares them — `CommandMenu`s and `CommandGroup`s of buttons and
// toggles. On GNOME they are the sections of the windows' primary menu and
// application accelerators; CommandMenuBuilder turns them into that.

/// A set of menu commands; its `body` lists `CommandMenu`s, `CommandGroup`s
/// and other commands.
@MainActor
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
    /// Adds these commands' sections to `list`: commands GtkUI reads itself
    /// add their own, any others their `body`'s. The default is inlinable,
    /// so each conformance's copy knows `Body` statically (as
    /// `View._collectBody` does). Not for implementing.
    func _collect(into list: inout _CommandList)
}

extension Commands {
    @inlinable @inline(__always)
    public func _collect(into list: inout _CommandList) { body._collect(into: &list) }
}

extension Never: Commands {}

extension Commands where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive command set; it has no body") }
}

/// Builds commands from the ones listed in a `body`.
@resultBuilder
@MainActor
public enum CommandsBuilder {
    public static func buildExpression<C: Commands>(_ commands: C) -> C { commands }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C: Commands>(_ commands: C) -> C { commands }
    public static func buildBlock<each C: Commands>(_ commands: repeat each C) -> TupleCommands<repeat each C> {
        TupleCommands(repeat each commands)
    }
    public static func buildOptional<C: Commands>(_ commands: C?) -> C? { commands }
    public static func buildLimitedAvailability<C: Commands>(_ commands: C) -> C { commands }
}

/// No commands.
public struct EmptyCommands: Commands {
    public typealias Body = Never
    public init() {}
    public func _collect(into list: inout _CommandList) {}
}

/// Several command sets in order.
public struct TupleCommands<each C: Commands>: Commands {
    public typealias Body = Never
    let commands: (repeat each C)
    init(_ commands: repeat each C) { self.commands = (repeat each commands) }

    public func _collect(into list: inout _CommandList) {
        for command in repeat each commands { list.add(command) }
    }
}

extension Optional: Commands where Wrapped: Commands {
    public func _collect(into list: inout _CommandList) {
        if let commands = self { list.add(commands) }
    }
}

/// SwiftUI's Show/Hide Sidebar command. GNOME's split view (`AdwLeaflet` in
/// libadwaita 1.2) has no sidebar to hide: unfolded it shows both panes,
/// folded its Back button (and Alt+Left) returns to the sidebar. So these
/// commands add no entry; docs/Architecture.md §4 says so.
public struct SidebarCommands: Commands {
    public typealias Body = Never
    public init() {}
    public func _collect(into list: inout _CommandList) {}
}

/// A menu of its own: on GNOME a section of the primary menu headed by `name`.
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    let name: String
    let content: Content

    public init(_ name: String, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    public func _collect(into list: inout _CommandList) {
        list.menus.append(CommandSection(heading: name, entries: MenuEntries.read(content)))
    }
}

/// Where in the standard menus a `CommandGroup` goes. GNOME's primary menu
/// has three of SwiftUI's groups — New Window (`newItem`), Preferences
/// (`appSettings`) and About (`appInfo`); a group placed by any other
/// shows in the first section, beside New Window.
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// Commands added before, after, or in place of a standard group.
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    let placement: CommandGroupPlacement
    let relation: CommandList.Relation
    let content: Content

    public init(before placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.placement = placement
        self.relation = .before
        self.content = addition()
    }

    public init(after placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.placement = placement
        self.relation = .after
        self.content = addition()
    }

    public init(replacing placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.placement = placement
        self.relation = .replacing
        self.content = addition()
    }

    public func _collect(into list: inout _CommandList) {
        list.groups.append((placement, relation, MenuEntries.read(content)))
    }
}
