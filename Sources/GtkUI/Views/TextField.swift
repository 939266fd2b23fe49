import Adw
import Gtk

/// A single line of editable text bound to a `String`: a `Gtk.Entry`, or in a
/// `Section` an `Adw.EntryRow` titled by the same string. Typing writes the
/// binding through the Coordinator; a programmatic change sets the text with
/// the handler blocked. Both widgets are `GtkEditable`s, so the rest is shared.
nonisolated public struct TextField: WidgetRepresentable {
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

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    /// An `Adw.EntryRow` in a `Section`, a `Gtk.Entry` elsewhere.
    @MainActor public func makeWidget(context: Context) -> Gtk.Widget {
        let coordinator = context.coordinator
        coordinator.isRow = context.environment.controlsAreRows
        let field: Gtk.Widget & Gtk.Editable = coordinator.isRow ? Adw.EntryRow() : Gtk.Entry()
        field.hideDecorativeImages()   // a row's edit pencil and apply icon
        coordinator.connection = field.onChanged { [weak coordinator] editable in
            coordinator?.parent.text = editable.text ?? ""
        }
        return field
    }

    @MainActor public func updateWidget(_ field: Gtk.Widget, context: Context) {
        if let row = field as? Adw.EntryRow {
            row.title = title   // the row names its text for screen readers
        } else if let entry = field as? Gtk.Entry {
            entry.placeholderText = title
            entry.setAccessibleLabel(title)
            let framed = context.environment.textFieldStyle != .plain
            if entry.hasFrame != framed { entry.hasFrame = framed }
        }
        guard let editable = field as? any Gtk.Editable, (editable.text ?? "") != text else { return }
        context.coordinator.connection?.whileBlocked { editable.text = text }
    }
}

/// How the text fields in a part of the tree look: `.plain` drops the
/// entry's frame (`GtkEntry:has-frame`), for a field that sits on a card or
/// in a title; the others are GNOME's framed entry.
public enum TextFieldStyle: Sendable, Equatable {
    case automatic, roundedBorder, plain
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = TextFieldStyle.automatic
}

extension EnvironmentValues {
    /// How the text fields in this part of the tree look.
    public var textFieldStyle: TextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the text fields in this view look.
    nonisolated public func textFieldStyle(_ style: TextFieldStyle) -> EnvironmentWriter<Self> {
        environment(\.textFieldStyle, style)
    }
}
