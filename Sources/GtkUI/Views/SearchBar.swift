import Adw
import Gtk

/// A search field that slides in above content: a `GtkSearchBar` holding a
/// `GtkSearchEntry`. Ctrl+F toggles it, typing anywhere in the window while it
/// is on screen opens it (the first letter typed included), and Escape closes
/// it. Both the open state and the text are bindings, written by the
/// Coordinator from GTK's signals; a text set through the binding replaces
/// the entry's, and typing is never overwritten by an older bound text.
nonisolated public struct SearchBar: WidgetRepresentable {
    @Binding var isPresented: Bool
    @Binding var text: String
    let placeholder: String

    public init(isPresented: Binding<Bool>, text: Binding<String>, placeholder: String? = nil) {
        self._isPresented = isPresented
        self._text = text
        self.placeholder = placeholder ?? tr("Search")
    }

    @MainActor
    public final class Coordinator: ParentHolding {
        public var parent: SearchBar
        var bar: Gtk.SearchBar!
        var entry: Gtk.SearchEntry!
        var modeConnection: SignalConnection?
        var textConnection: SignalConnection?
        /// The text the binding and the entry last agreed on. The entry runs
        /// ahead of the binding — `search-changed` comes 150 ms after typing —
        /// so an update writes the bound text only when it changed here, never
        /// to undo letters the binding has not heard of yet.
        var agreedText = ""

        init(parent: SearchBar) { self.parent = parent }

        func toggle() {
            parent.isPresented.toggle()
        }

        func modeChanged() {
            let enabled = bar.searchModeEnabled
            if !enabled { handOnFocus() }
            if enabled != parent.isPresented { parent.isPresented = enabled }
        }

        /// A closing bar keeps no focus (it would sit, unseen, in the hidden
        /// entry): the content after the bar takes it, or else nothing does.
        func handOnFocus() {
            guard let window = bar.enclosingWindow, bar.focusWithin != nil else { return }
            var next = bar.nextSibling
            while let candidate = next {
                if candidate.childFocus(direction: .tabForward) { return }
                next = candidate.nextSibling
            }
            window.focus = nil
        }

        func textChanged() {
            let text = entry.text ?? ""
            agreedText = text
            if text != parent.text { parent.text = text }
        }

        /// Typing in the window opens the search only while the bar is on screen.
        func mapped(_ isMapped: Bool) {
            bar.keyCaptureWidget = isMapped ? bar.enclosingWindow : nil
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    /// A `Gtk.SearchBar` with its `Gtk.SearchEntry` in an `Adw.Clamp`.
    @MainActor public func makeWidget(context: Context) -> Gtk.SearchBar {
        let coordinator = context.coordinator
        let bar = Gtk.SearchBar()
        let entry = Gtk.SearchEntry()
        entry.setExpand(horizontal: true)
        let clamp = Adw.Clamp()
        clamp.maximumSize = 400
        clamp.child = entry
        bar.child = clamp
        bar.connectEntry(entry)
        coordinator.bar = bar
        coordinator.entry = entry
        coordinator.modeConnection = bar.onNotifySearchModeEnabled { [weak coordinator] in coordinator?.modeChanged() }
        coordinator.textConnection = entry.onSearchChanged { [weak coordinator] _ in coordinator?.textChanged() }
        bar.onMap { [weak coordinator] _ in coordinator?.mapped(true) }
        bar.onUnmap { [weak coordinator] _ in coordinator?.mapped(false) }

        bar.addShortcut("<Control>f", scope: .global) { [weak coordinator] in coordinator?.toggle() }
        return bar
    }

    @MainActor public func updateWidget(_ widget: Gtk.SearchBar, context: Context) {
        let coordinator = context.coordinator
        coordinator.entry.placeholderText = placeholder
        coordinator.entry.setAccessibleLabel(placeholder)
        if coordinator.bar.searchModeEnabled != isPresented {
            coordinator.modeConnection?.whileBlocked { coordinator.bar.searchModeEnabled = isPresented }
            if isPresented { coordinator.entry.grabFocus() } else { coordinator.handOnFocus() }
        }
        if text != coordinator.agreedText {
            coordinator.agreedText = text
            if coordinator.entry.text != text {
                coordinator.textConnection?.whileBlocked { coordinator.entry.text = text }
            }
        }
    }
}
