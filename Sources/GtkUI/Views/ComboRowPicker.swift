import CGtk

/// A `Picker` in a `Section`: an `AdwComboRow` titled by the picker's title,
/// its choices a `GtkStringList`. The row says the current choice to screen
/// readers as its description; the part of the row that displays the choice
/// is left out, so it is not read twice.
struct ComboRowPicker<Value: Hashable>: WidgetRepresentable {
    let title: String
    @Binding var selection: Value
    let options: [PickerOption<Value>]

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: ComboRowPicker
        var connection: SignalConnection?
        var labels: [String] = []
        init(parent: ComboRowPicker) { self.parent = parent }

        func selectedChanged(_ row: Widget) {
            let index = Int(adw_combo_row_get_selected(row.pointer()))
            if index < parent.options.count { parent.selection = parent.options[index].value }
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeWidget(context: Context) -> Widget {
        let row = Widget(taking: adw_combo_row_new())
        context.coordinator.connection = row.connectNotify("selected") { [weak coordinator = context.coordinator, weak row] in
            if let row { coordinator?.selectedChanged(row) }
        }
        return row
    }

    func updateWidget(_ row: Widget, context: Context) {
        let coordinator = context.coordinator
        adw_preferences_row_set_title(row.pointer(), title)
        coordinator.connection?.whileBlocked {
            let labels = options.map(\.label)
            if labels != coordinator.labels {
                let model = withCStringArray(labels) { gtk_string_list_new($0) }
                adw_combo_row_set_model(row.pointer(), model)
                g_object_unref(UnsafeMutableRawPointer(model))
                coordinator.labels = labels
                if let shown = row.firstDescendant(ofType: "GtkListView") { cgtk_accessible_set_hidden(OpaquePointer(shown), 1) }
            }
            let index = options.firstIndex { $0.value == selection }
            let position = index.map { guint($0) } ?? guint(GTK_INVALID_LIST_POSITION)
            if adw_combo_row_get_selected(row.pointer()) != position { adw_combo_row_set_selected(row.pointer(), position) }
            cgtk_accessible_set_description(row.accessible, index.map { options[$0].spokenLabel } ?? "")
        }
    }
}
