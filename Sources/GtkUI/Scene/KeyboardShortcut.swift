import Gtk

/// A key for a keyboard shortcut: a character, or one of the named keys.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character

    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{7F}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")

    /// GDK's name of the key (as accelerator strings spell it).
    var keyName: String {
        let named: [Character: String] = [
            "\u{F700}": "Up", "\u{F701}": "Down", "\u{F702}": "Left", "\u{F703}": "Right",
            "\u{F729}": "Home", "\u{F72B}": "End", "\u{F72C}": "Page_Up", "\u{F72D}": "Page_Down",
            "\u{F728}": "Delete", "\u{F739}": "Clear", "\r": "Return", "\u{1B}": "Escape",
            "\u{7F}": "BackSpace", "\t": "Tab", " ": "space",
        ]
        if let name = named[character] { return name }
        let scalar = character.lowercased().unicodeScalars.first ?? "?"
        return KeyName.of(unicode: scalar.value) ?? String(character)
    }
}

/// The modifier keys of a shortcut. GNOME's primary modifier is Ctrl:
/// `.command` (SwiftUI's default) and `.control` both mean Ctrl, `.option` is Alt.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key with its modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the button a dialog's Enter presses.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the button that dismisses.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The shortcut in GTK's accelerator syntax, such as `"<Shift><Alt>f"`.
    var accelerator: String {
        var text = ""
        if !modifiers.isDisjoint(with: [.command, .control]) { text += "<Control>" }
        if modifiers.contains(.shift) { text += "<Shift>" }
        if modifiers.contains(.option) { text += "<Alt>" }
        return text + key.keyName
    }
}

/// Presses the view's button (activates its widget) when the shortcut is
/// typed anywhere in its window: a `Gtk.ShortcutController` in the managed
/// scope. In a command menu it is the entry's accelerator instead.
nonisolated public struct KeyboardShortcutModifier: WidgetAttribute, MenuEntryAttribute, Equatable {
    let shortcut: KeyboardShortcut?

    @MainActor public func apply(to widget: Gtk.Widget, previous: KeyboardShortcutModifier?, attachment: inout AnyObject?) {
        guard previous != self else { return }
        if let old = attachment as? Gtk.ShortcutController {
            widget.removeController(old)
            attachment = nil
        }
        guard let shortcut else { return }
        let controller = Gtk.ShortcutController()
        controller.scope = .managed
        controller.addShortcut(Gtk.Shortcut(
            trigger: Gtk.ShortcutTrigger(parseString: shortcut.accelerator),
            action: Gtk.ShortcutAction(parseString: "activate")))
        widget.addController(controller)
        attachment = controller
    }

    func modify(_ entries: inout [MenuEntry]) {
        for index in entries.indices where entries[index].shortcut == nil { entries[index].shortcut = shortcut }
    }
}

extension View {
    /// A shortcut that presses this button (`modifiers` default to Ctrl).
    nonisolated public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command
    ) -> ModifiedContent<Self, KeyboardShortcutModifier> {
        modifier(KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }

    /// `shortcut`, or none when it is nil.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedContent<Self, KeyboardShortcutModifier> {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }
}
