import CGtk

/// A single line of editable text bound to a `String`: a `GtkEntry`, or in a
/// `Section` an `AdwEntryRow` titled by the same string. Typing writes the
/// binding through the Coordinator; a programmatic change sets the text with
/// the handler blocked. Both widgets are `GtkEditable`s, so the rest is shared.
public struct TextField: WidgetRepresentable {
    let title: String
    @Binding var text: String

    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self._text = text
    }

    public final class Coordinator: ParentHolding {
        public var parent: TextField
        var connection: SignalConnection?
        var isRow = false
        init(parent: TextField) { self.parent = parent }
    }

    public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    public func makeWidget(context: Context) -> Widget {
        let coordinator = context.coordinator
        coordinator.isRow = context.environment.controlsAreRows
        let field = Widget(taking: coordinator.isRow ? adw_entry_row_new() : gtk_entry_new())
        coordinator.connection = field.connect("changed") { [weak coordinator, weak field] in
            guard let field else { return }
            coordinator?.parent.text = String(cString: gtk_editable_get_text(field.opaque))
        }
        return field
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        if context.coordinator.isRow {
            adw_preferences_row_set_title(widget.pointer(), title)   // the row names its text for screen readers
        } else {
            gtk_entry_set_placeholder_text(widget.pointer(), title)
            widget.setAccessibleLabel(title)
        }
        guard String(cString: gtk_editable_get_text(widget.opaque)) != text else { return }
        context.coordinator.connection?.whileBlocked { gtk_editable_set_text(widget.opaque, text) }
    }
}
