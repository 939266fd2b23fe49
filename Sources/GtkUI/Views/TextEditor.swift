import Gtk
import GtkUIWidgets

/// Several lines of editable text bound to a `String`, SwiftUI's
/// `TextEditor`: a `Gtk.TextView` that wraps at words, in a scrolled window
/// with libadwaita's `card` look. The Coordinator turns the buffer's
/// `changed` into a binding write; an update replaces the text with that
/// handler blocked, and only when the bound text differs, so typing is never
/// undone. Name it for screen readers with `accessibilityLabel`.
nonisolated public struct TextEditor: WidgetRepresentable {
    @Binding var text: String

    public init(text: Binding<String>) {
        self._text = text
    }

    @MainActor
    public final class Coordinator: ParentHolding {
        public var parent: TextEditor
        var view: Gtk.TextView!
        var changed: SignalConnection?
        init(parent: TextEditor) { self.parent = parent }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor public func makeWidget(context: Context) -> Gtk.ScrolledWindow {
        let coordinator = context.coordinator
        let view = Gtk.TextView()
        view.wrapMode = .wordChar
        view.setMargins(12)
        let scrolled = Gtk.ScrolledWindow()
        scrolled.setPolicy(hscrollbarPolicy: .never, vscrollbarPolicy: .automatic)
        scrolled.child = view
        scrolled.isFocusable = false
        // The view takes the focus; `accessibilityLabel` names the scroller.
        view.setAccessibleLabelledBy(scrolled)
        scrolled.setExpand(horizontal: true, vertical: true)
        scrolled.setSizeRequest(width: -1, height: 80)
        coordinator.view = view
        if let buffer = view.buffer {
            coordinator.changed = buffer.onChanged { [weak coordinator] buffer in
                coordinator?.parent.text = buffer.wholeText
            }
        }
        return scrolled
    }

    @MainActor public func updateWidget(_ scrolled: Gtk.ScrolledWindow, context: Context) {
        let coordinator = context.coordinator
        // Drawn as a card unless `scrollContentBackground(.hidden)` says not.
        let bare = context.environment.scrollContentBackgroundClass != nil
        scrolled.setCSSClass("card", !bare)
        scrolled.setCSSClass("no-content-background", bare)
        guard let buffer = coordinator.view.buffer, buffer.wholeText != text else { return }
        coordinator.changed?.whileBlocked { buffer.wholeText = text }
    }
}

extension Gtk.TextView {
    /// The same space between the text and each edge of the view.
    fileprivate func setMargins(_ margin: Int32) {
        leftMargin = margin
        rightMargin = margin
        topMargin = margin
        bottomMargin = margin
    }
}
