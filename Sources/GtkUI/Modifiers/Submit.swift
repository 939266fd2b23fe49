import CGtk

/// Enter in a text field runs an action, as SwiftUI's `onSubmit` does: the
/// field's `activate` (a `GtkEntry`) or `entry-activated` (libadwaita's entry
/// row in a form). It reaches the text fields it modifies directly, not ones
/// deeper inside a container; on any other widget it does nothing.
public struct Submit: WidgetAttribute {
    let action: @MainActor () -> Void

    /// Per widget: the newest action, which the one connection calls.
    final class Attachment {
        var action: @MainActor () -> Void
        init(action: @escaping @MainActor () -> Void) { self.action = action }
    }

    public func apply(to widget: Widget, previous: Submit?, attachment: inout AnyObject?) {
        if let existing = attachment as? Attachment {
            existing.action = action
            return
        }
        let signal: String
        switch String(cString: cgtk_object_type_name(widget.raw)) {
        case "AdwEntryRow": signal = "entry-activated"
        case "GtkEntry", "GtkPasswordEntry", "GtkSearchEntry": signal = "activate"
        default: return
        }
        let state = Attachment(action: action)
        widget.connect(signal) { [weak state] in state?.action() }
        attachment = state
    }
}

extension View {
    /// Runs `action` when Enter is pressed in the text field.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, Submit> {
        modifier(Submit(action: action))
    }
}
