import Gtk

/// A click (or tap) on the widget runs an action — a `Gtk.GestureClick` added
/// once per widget; its handler calls the newest action the view was given.
nonisolated public struct TapGesture: WidgetAttribute {
    let action: @MainActor () -> Void

    /// Per widget: the controller and the current action.
    final class Attachment {
        var action: @MainActor () -> Void
        let controller: Gtk.GestureClick
        init(action: @escaping @MainActor () -> Void, controller: Gtk.GestureClick) {
            self.action = action
            self.controller = controller
        }
    }

    @MainActor public func apply(to widget: Gtk.Widget, previous: TapGesture?, attachment: inout AnyObject?) {
        if let existing = attachment as? Attachment {
            existing.action = action
            return
        }
        let controller = Gtk.GestureClick()
        let state = Attachment(action: action, controller: controller)
        controller.onReleased { [weak state] _, _, _, _ in state?.action() }
        widget.addController(controller)
        attachment = state
    }
}

extension View {
    /// Runs `action` when the view is clicked. Prefer a `Button` for controls:
    /// it is focusable and activatable from the keyboard.
    nonisolated public func onTapGesture(perform action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, TapGesture> {
        modifier(TapGesture(action: action))
    }
}
