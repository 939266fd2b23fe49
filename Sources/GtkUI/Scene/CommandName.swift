import Gtk
import GtkBridge

/// The name a command's action has on D-Bus and in accelerators
/// (`app.toggle-favorite`), kept across releases and languages: GNOME's
/// counterpart of nothing in SwiftUI, where a menu command needs no name.
/// Outside a command menu it names the button's widget, as GTK's inspector
/// and style sheets (`#toggle-favorite`) see it.
nonisolated public struct CommandName: WidgetAttribute, MenuEntryAttribute, Equatable {
    let name: String

    @MainActor public func apply(to widget: Gtk.Widget, previous: CommandName?, attachment: inout AnyObject?) {
        guard previous != self else { return }
        widget.name = name
    }

    func modify(_ entries: inout [MenuEntry]) {
        for index in entries.indices where entries[index].commandName == nil { entries[index].commandName = name }
    }
}

extension View {
    /// Names the command's action `app.<name>` (lowercase words joined by
    /// hyphens), so the desktop, scripts and other apps reach it by a name
    /// that does not change when commands are added or renamed. A command
    /// without one is named after its title; one that takes the place of a
    /// standard command keeps the standard's name (`app.new-window`), which
    /// the desktop asks for.
    nonisolated public func commandName(_ name: String) -> ModifiedContent<Self, CommandName> {
        modifier(CommandName(name: name))
    }
}

extension MenuEntry {
    /// An action name from a title: its letters and digits in lowercase,
    /// words joined by hyphens ("Copy Location" → `copy-location`), or nil
    /// when none are ASCII (a title in Korean).
    nonisolated static func actionName(fromTitle title: String) -> String? {
        var words: [String] = []
        var word = ""
        for scalar in title.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word.lowercased())
                word = ""
            }
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        return words.isEmpty ? nil : words.joined(separator: "-")
    }
}
