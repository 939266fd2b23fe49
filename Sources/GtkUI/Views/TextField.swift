import CGtk

/// A single line of editable text bound to a `String`: a `GtkEntry`.
/// Typing writes the binding through the Coordinator; a programmatic change
/// sets the entry's text with the handler blocked.
public struct TextField: WidgetRepresentable {
    let placeholder: String
    @Binding var text: String

    public init(_ placeholder: String, text: Binding<String>) {
        self.placeholder = placeholder
        self._text = text
    }

    public final class Coordinator: ParentHolding {
        public var parent: TextField
        var connection: SignalConnection?
        init(parent: TextField) { self.parent = parent }
    }

    public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    public func makeWidget(context: Context) -> Widget {
        let entry = Widget(taking: gtk_entry_new())
        let coordinator = context.coordinator
        coordinator.connection = entry.connect("changed") { [weak coordinator, weak entry] in
            guard let entry else { return }
            coordinator?.parent.text = String(cString: gtk_editable_get_text(entry.opaque))
        }
        return entry
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        gtk_entry_set_placeholder_text(widget.pointer(), placeholder)
        widget.setAccessibleLabel(placeholder)
        guard String(cString: gtk_editable_get_text(widget.opaque)) != text else { return }
        context.coordinator.connection?.whileBlocked { gtk_editable_set_text(widget.opaque, text) }
    }
}
