import Gtk

/// `.pickerStyle(.segmented)`: the choices as a row of toggle buttons joined
/// into one control (a `linked` box, as GNOME draws a segmented choice), one
/// pressed at a time (the buttons form a group). The box is named by the
/// picker's title for screen readers, and each button by its choice.
struct SegmentedPicker<Value: Hashable>: WidgetRepresentable {
    let title: String
    @Binding var selection: Value
    let options: [PickerOption<Value>]

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: SegmentedPicker
        var buttons: [(button: Gtk.ToggleButton, connection: SignalConnection)] = []
        init(parent: SegmentedPicker) { self.parent = parent }

        func toggled(_ index: Int) {
            guard index < buttons.count, index < parent.options.count, buttons[index].button.active else { return }
            parent.selection = parent.options[index].value
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeWidget(context: Context) -> Gtk.Box {
        let box = Gtk.Box(orientation: .horizontal, spacing: 0)
        box.addCSSClass("linked")
        box.halign = .center
        box.setAccessibleLabel(title)
        return box
    }

    func updateWidget(_ box: Gtk.Box, context: Context) {
        let coordinator = context.coordinator
        while coordinator.buttons.count > options.count {
            box.remove(child: coordinator.buttons.removeLast().button)
        }
        while coordinator.buttons.count < options.count {
            let index = coordinator.buttons.count
            let button = Gtk.ToggleButton()
            if let first = coordinator.buttons.first { button.setGroup(group: first.button) }
            let connection = button.onNotifyActive { [weak coordinator] in coordinator?.toggled(index) }
            box.append(child: button)
            coordinator.buttons.append((button, connection))
        }
        for (index, option) in options.enumerated() {
            let (button, connection) = coordinator.buttons[index]
            if button.label != option.label { button.label = option.label }
            if option.spokenLabel != option.label { button.setAccessibleLabel(option.spokenLabel) }
            let active = option.value == selection
            if button.active != active {
                connection.whileBlocked { button.active = active }
            }
        }
    }
}
