import Gtk

/// `.pickerStyle(.segmented)`: the choices as a row of toggle buttons joined
/// into one control (a `linked` box, as GNOME draws a segmented choice), one
/// pressed at a time (the buttons form a group). The box is named by the
/// picker's title for screen readers, and each button by its choice.
nonisolated struct SegmentedPicker<Value: Hashable>: WidgetRepresentable {
    let title: String
    @Binding var selection: Value
    let options: [PickerOption<Value>]

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: SegmentedPicker
        let choices = ChoiceButtons<Gtk.ToggleButton>()
        init(parent: SegmentedPicker) { self.parent = parent }

        func toggled(_ index: Int) {
            guard choices.isPressed(index), index < parent.options.count else { return }
            parent.selection = parent.options[index].value
        }
    }

    @MainActor func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor func makeWidget(context: Context) -> Gtk.Box {
        let box = Gtk.Box(orientation: .horizontal, spacing: 0)
        box.addCSSClass("linked")
        box.halign = .center
        box.setAccessibleLabel(title)
        return box
    }

    @MainActor func updateWidget(_ box: Gtk.Box, context: Context) {
        let coordinator = context.coordinator
        coordinator.choices.show(options, selection: selection, in: box, make: { Gtk.ToggleButton() },
                                 toggled: { [weak coordinator] index in coordinator?.toggled(index) })
    }
}
