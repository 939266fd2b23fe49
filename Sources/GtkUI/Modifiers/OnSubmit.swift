/// Enter in a text field runs an action, as SwiftUI's `onSubmit` does: the
/// field's `activate` (a `GtkEntry`) or `entry-activated` (libadwaita's entry
/// row in a form). It reaches the text fields it modifies directly, not ones
/// deeper inside a container; on any other widget it does nothing.
public struct SubmitAction: WidgetAttribute {
    let action: @MainActor () -> Void

    /// Per widget: the newest action, which the one connection calls.
    final class Attachment {
        var action: @MainActor () -> Void
        init(action: @escaping @MainActor () -> Void) { self.action = action }
    }

    public func apply(to widget: Widget, previous: SubmitAction?, attachment: inout AnyObject?) {
        if let existing = attachment as? Attachment {
            existing.action = action
            return
        }
        guard let signal = Self.signal(of: widget.typeName) else { return }
        let state = Attachment(action: action)
        widget.connect(signal) { [weak state] in state?.action() }
        attachment = state
    }
}

extension SubmitAction {
    /// The signal Enter emits on a widget of the type named, if it is a text field.
    static func signal(of typeName: String) -> String? {
        if typeName == "AdwEntryRow" { return "entry-activated" }
        return ["GtkEntry", "GtkPasswordEntry", "GtkSearchEntry"].contains(typeName) ? "activate" : nil
    }
}

extension View {
    /// Runs `action` when Enter is pressed in the text field.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, SubmitAction> {
        modifier(SubmitAction(action: action))
    }
}
