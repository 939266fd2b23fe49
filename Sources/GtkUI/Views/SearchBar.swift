import CGtk

/// A search field that slides in above content: a `GtkSearchBar` holding a
/// `GtkSearchEntry`. Ctrl+F toggles it, typing anywhere in the window while it
/// is on screen opens it (the first letter typed included), and Escape closes
/// it. Both the open state and the text are bindings, written by the
/// Coordinator from GTK's signals; a text set through the binding replaces
/// the entry's, and typing is never overwritten by an older bound text.
public struct SearchBar: WidgetRepresentable {
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
        var bar: Widget!
        var entry: Widget!
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
            let enabled = gtk_search_bar_get_search_mode(bar.opaque) != 0
            if !enabled { handOnFocus() }
            if enabled != parent.isPresented { parent.isPresented = enabled }
        }

        /// A closing bar keeps no focus (it would sit, unseen, in the hidden
        /// entry): the content after the bar takes it, or else nothing does.
        func handOnFocus() {
            guard let root = gtk_widget_get_root(bar.widget), let focus = gtk_root_get_focus(root),
                  focus == bar.widget || gtk_widget_is_ancestor(focus, bar.widget) != 0 else { return }
            var next = gtk_widget_get_next_sibling(bar.widget)
            while let candidate = next {
                if gtk_widget_child_focus(candidate, GTK_DIR_TAB_FORWARD) != 0 { return }
                next = gtk_widget_get_next_sibling(candidate)
            }
            gtk_root_set_focus(root, nil)
        }

        func textChanged() {
            let text = String(cString: gtk_editable_get_text(entry.opaque))
            agreedText = text
            if text != parent.text { parent.text = text }
        }

        /// Typing in the window opens the search only while the bar is on screen.
        func mapped(_ isMapped: Bool) {
            let root = isMapped ? gtk_widget_get_root(bar.widget) : nil
            gtk_search_bar_set_key_capture_widget(
                bar.opaque, root.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) })
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    public func makeWidget(context: Context) -> Widget {
        let coordinator = context.coordinator
        let bar = Widget(taking: gtk_search_bar_new())
        let entry = Widget(taking: gtk_search_entry_new())
        entry.setExpand(horizontal: true)
        let clamp = Widget(taking: adw_clamp_new())
        adw_clamp_set_maximum_size(clamp.opaque, 400)
        adw_clamp_set_child(clamp.opaque, entry.widget)
        withExtendedLifetime(clamp) { gtk_search_bar_set_child(bar.opaque, clamp.widget) }
        gtk_search_bar_connect_entry(bar.opaque, entry.opaque)
        coordinator.bar = bar
        coordinator.entry = entry
        coordinator.modeConnection = bar.connectNotify("search-mode-enabled") { [weak coordinator] in coordinator?.modeChanged() }
        coordinator.textConnection = entry.connect("search-changed") { [weak coordinator] in coordinator?.textChanged() }
        bar.connect("map") { [weak coordinator] in coordinator?.mapped(true) }
        bar.connect("unmap") { [weak coordinator] in coordinator?.mapped(false) }

        bar.addShortcut("<Control>f", scope: GTK_SHORTCUT_SCOPE_GLOBAL) { [weak coordinator] in coordinator?.toggle() }
        return bar
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        let coordinator = context.coordinator
        cgtk_object_set_string(coordinator.entry.raw, "placeholder-text", placeholder)
        coordinator.entry.setAccessibleLabel(placeholder)
        if (gtk_search_bar_get_search_mode(widget.opaque) != 0) != isPresented {
            coordinator.modeConnection?.whileBlocked { gtk_search_bar_set_search_mode(widget.opaque, isPresented ? 1 : 0) }
            if isPresented { coordinator.entry.grabFocus() } else { coordinator.handOnFocus() }
        }
        if text != coordinator.agreedText {
            coordinator.agreedText = text
            if String(cString: gtk_editable_get_text(coordinator.entry.opaque)) != text {
                coordinator.textConnection?.whileBlocked { gtk_editable_set_text(coordinator.entry.opaque, text) }
            }
        }
    }
}
