import Adw
import Gtk

/// A `Picker` in a `Section`: an `Adw.ComboRow` titled by the picker's title,
/// its choices a `Gtk.StringList`. The row says the current choice to screen
/// readers as its description; the part of the row that displays the choice
/// is left out, so it is not read twice.
nonisolated struct ComboRowPicker<Value: Hashable>: WidgetRepresentable {
    let title: String
    @Binding var selection: Value
    let options: [PickerOption<Value>]

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: ComboRowPicker
        var connection: SignalConnection?
        var labels: [String] = []
        init(parent: ComboRowPicker) { self.parent = parent }

        func selectedChanged(_ row: Adw.ComboRow) {
            let index = Int(row.selected)
            if index < parent.options.count { parent.selection = parent.options[index].value }
        }
    }

    @MainActor func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor func makeWidget(context: Context) -> Adw.ComboRow {
        let row = Adw.ComboRow()
        // The drop-down arrow is decoration; GTK 4.8 would expose it as "GtkImage".
        row.hideDecorativeImages()
        context.coordinator.connection = row.onNotifySelected { [weak coordinator = context.coordinator, weak row] in
            if let row { coordinator?.selectedChanged(row) }
        }
        return row
    }

    @MainActor func updateWidget(_ row: Adw.ComboRow, context: Context) {
        let coordinator = context.coordinator
        if row.title != title { row.title = title }
        coordinator.connection?.whileBlocked {
            let labels = options.map(\.label)
            if labels != coordinator.labels {
                row.model = Gtk.StringList(strings: labels)
                coordinator.labels = labels
                if let shown = row.firstDescendant(Gtk.ListView.self) {
                    shown.setAccessibleHidden(true)
                }
            }
            let index = options.firstIndex { $0.value == selection }
            // No choice selected: GTK_INVALID_LIST_POSITION.
            let position = index.map { UInt32($0) } ?? UInt32.max
            if row.selected != position { row.selected = position }
            row.setAccessibleDescription(index.map { options[$0].spokenLabel } ?? "")
        }
    }
}
