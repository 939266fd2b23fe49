import Gtk
import GtkBridge

/// `.focused($state)` and `.focused($state, equals: value)`: the view's
/// widget and a `FocusState` kept in step both ways. The focus entering the
/// widget (or a widget inside it) writes the view's value; leaving it writes
/// `false`/`nil`; the state set to the view's value moves the focus there
/// (once the widget is on screen), and set away from it while the widget
/// holds the focus takes the focus away, as SwiftUI does.
///
/// A widget that takes no focus itself hands it to its first focusable
/// widget inside. What `.defaultFocus` chooses is in `DefaultFocus.swift`.
nonisolated public struct FocusedAttribute: WidgetAttribute {
    /// The storage followed, for telling one focus state from another.
    let location: ObjectIdentifier
    /// Whether the state holds this view's value (an observed read).
    let holds: @MainActor () -> Bool
    /// Writes this view's value.
    let claim: @MainActor () -> Void
    /// Writes `false`/`nil`.
    let clear: @MainActor () -> Void

    /// Per widget: the focus controller and the effect following the state.
    @MainActor
    final class Attachment: FocusTarget {
        var target: FocusedAttribute
        let widget: Gtk.Widget
        private var effect: ObservedEffect<Bool>?
        private var waitingForMap: SignalConnection?

        init(_ target: FocusedAttribute, widget: Gtk.Widget) {
            self.target = target
            self.widget = widget
            let controller = Gtk.EventControllerFocus()
            controller.onEnter { [weak self] _ in self?.target.claim() }
            controller.onLeave { [weak self] _ in
                guard let self, self.target.holds() else { return }
                self.target.clear()
            }
            widget.addController(controller)
            follow()
            FocusTargets.shared.add(self)
        }

        /// Follows the state `target` names (again, when it names another).
        func follow() {
            effect = ObservedEffect(read: { [target] in target.holds() }) { [weak self] holds in
                self?.stateChanged(holds: holds)
            }
        }

        var holdsFocus: Bool { target.holds() }

        private func stateChanged(holds: Bool) {
            waitingForMap?.disconnect()
            waitingForMap = nil
            if holds {
                _ = takeFocus()
            } else if widget.focusWithin != nil, let window = widget.enclosingWindow {
                window.focus = nil
            }
        }

        /// Gives the widget (or its first focusable widget inside) the
        /// focus; waits for it to be on screen if it is not yet.
        @discardableResult
        func takeFocus() -> Bool {
            if widget.focusWithin != nil { return true }
            guard widget.isMapped else {
                waitingForMap = widget.onMap { [weak self] _ in
                    guard let self else { return }
                    self.waitingForMap?.disconnect()
                    self.waitingForMap = nil
                    if self.target.holds() { self.takeFocus() }
                }
                return false
            }
            return widget.grabFocus() || widget.childFocus(direction: .tabForward)
        }

        isolated deinit {
            waitingForMap?.disconnect()
        }
    }

    @MainActor public func apply(to widget: Gtk.Widget, previous: FocusedAttribute?, attachment: inout AnyObject?) {
        if let existing = attachment as? Attachment {
            let moved = existing.target.location != location
            existing.target = self
            if moved { existing.follow() }
            return
        }
        attachment = Attachment(self, widget: widget)
    }
}

extension View {
    /// Keeps `condition` true while this view (or a view inside it) has the
    /// keyboard focus; setting it true moves the focus here.
    @MainActor public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, FocusedAttribute> {
        let storage = condition.storage
        return modifier(FocusedAttribute(
            location: ObjectIdentifier(storage), holds: { storage.value },
            claim: { storage.value = true }, clear: { storage.value = false }))
    }

    /// Keeps `binding` at `value` while this view (or a view inside it) has
    /// the keyboard focus; setting it to `value` moves the focus here.
    @MainActor public func focused<Value: Hashable>(
        _ binding: FocusState<Value?>.Binding, equals value: Value
    ) -> ModifiedContent<Self, FocusedAttribute> {
        let storage = binding.storage
        return modifier(FocusedAttribute(
            location: ObjectIdentifier(storage), holds: { storage.value == value },
            claim: { storage.value = value }, clear: { storage.value = nil }))
    }
}
