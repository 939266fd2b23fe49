import Adw
import Gtk

/// Enter in a text field runs an action, as SwiftUI's `onSubmit` does: the
/// field's `activate` (a `GtkEntry`) or `entry-activated` (libadwaita's entry
/// row in a form). It reaches the text fields it modifies directly, not ones
/// deeper inside a container; on any other widget it does nothing.
nonisolated public struct SubmitAction: WidgetAttribute {
    let action: @MainActor () -> Void

    /// Per widget: the newest action, which the one connection calls.
    final class Attachment {
        var action: @MainActor () -> Void
        init(action: @escaping @MainActor () -> Void) { self.action = action }
    }

    @MainActor public func apply(to widget: Gtk.Widget, previous: SubmitAction?, attachment: inout AnyObject?) {
        if let existing = attachment as? Attachment {
            existing.action = action
            return
        }
        let state = Attachment(action: action)
        guard Self.connectEnter(on: widget, to: { [weak state] in state?.action() }) else { return }
        attachment = state
    }
}

extension SubmitAction {
    /// Connects `run` to what Enter emits on `widget`, if it is a text
    /// field; false for any other widget.
    @MainActor
    static func connectEnter(on widget: Gtk.Widget, to run: @escaping @MainActor () -> Void) -> Bool {
        if let row = widget.cast(to: Adw.EntryRow.self) {
            row.onEntryActivated { _ in run() }
        } else if let entry = widget.cast(to: Gtk.Entry.self) {
            entry.onActivate { _ in run() }
        } else if let entry = widget.cast(to: Gtk.PasswordEntry.self) {
            entry.onActivate { _ in run() }
        } else if let entry = widget.cast(to: Gtk.SearchEntry.self) {
            entry.onActivate { _ in run() }
        } else {
            return false
        }
        return true
    }
}

extension View {
    /// Runs `action` when Enter is pressed in the text field.
    nonisolated public func onSubmit(_ action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, SubmitAction> {
        modifier(SubmitAction(action: action))
    }
}
