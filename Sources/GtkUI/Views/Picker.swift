import CGtk

/// A choice of one value among a few, bound to a selection:
/// `.menu` is a `GtkDropDown` (in a `Section`, an `AdwComboRow`); `.inline`
/// is a column of radio buttons (`GtkCheckButton`s in a group). The
/// Coordinator turns the widget's change into a binding write; updates set
/// the widget with that handler blocked.
public struct Picker<Value: Hashable>: View {
    let title: String
    let selection: Binding<Value>
    let options: [PickerOption<Value>]
    var style: PickerStyle = .menu
    @Environment(\.controlsAreRows) private var inSection

    public init(_ title: String, selection: Binding<Value>, options: [PickerOption<Value>]) {
        self.title = title
        self.selection = selection
        self.options = options
    }

    public func pickerStyle(_ style: PickerStyle) -> Picker {
        var copy = self
        copy.style = style
        return copy
    }

    public var body: some View {
        switch style {
        case .menu where inSection: ComboRowPicker(title: title, selection: selection, options: options)
        case .menu: DropDownPicker(title: title, selection: selection, options: options)
        case .inline: RadioPicker(title: title, selection: selection, options: options)
        }
    }
}

/// One choice of a `Picker`: its value, the label shown for it, and — when
/// the label is more than words (an emoji beside a name) — what a screen
/// reader says for it.
public struct PickerOption<Value: Hashable>: Equatable {
    public let value: Value
    public let label: String
    public let spokenLabel: String

    public init(_ label: String, value: Value, spokenAs spokenLabel: String? = nil) {
        self.label = label
        self.value = value
        self.spokenLabel = spokenLabel ?? label
    }
}

public enum PickerStyle: Sendable, Equatable {
    case menu, inline
}

struct DropDownPicker<Value: Hashable>: WidgetRepresentable {
    let title: String
    @Binding var selection: Value
    let options: [PickerOption<Value>]

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: DropDownPicker
        var connection: SignalConnection?
        var labels: [String] = []
        init(parent: DropDownPicker) { self.parent = parent }
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeWidget(context: Context) -> Widget {
        let dropDown = Widget(taking: gtk_drop_down_new(nil, nil))
        let coordinator = context.coordinator
        coordinator.connection = dropDown.connectNotify("selected") { [weak coordinator, weak dropDown] in
            guard let coordinator, let dropDown else { return }
            let index = Int(gtk_drop_down_get_selected(dropDown.opaque))
            if index < coordinator.parent.options.count { coordinator.parent.selection = coordinator.parent.options[index].value }
        }
        return dropDown
    }

    func updateWidget(_ widget: Widget, context: Context) {
        let coordinator = context.coordinator
        widget.setAccessibleLabel(title)
        coordinator.connection?.whileBlocked {
            let labels = options.map(\.label)
            if labels != coordinator.labels {
                let model = withCStringArray(labels) { gtk_string_list_new($0) }
                gtk_drop_down_set_model(widget.opaque, model)
                g_object_unref(UnsafeMutableRawPointer(model))
                coordinator.labels = labels
            }
            let index = options.firstIndex { $0.value == selection }.map { guint($0) } ?? guint(GTK_INVALID_LIST_POSITION)
            if gtk_drop_down_get_selected(widget.opaque) != index { gtk_drop_down_set_selected(widget.opaque, index) }
        }
    }
}

struct RadioPicker<Value: Hashable>: WidgetRepresentable {
    let title: String
    @Binding var selection: Value
    let options: [PickerOption<Value>]

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: RadioPicker
        var buttons: [(button: Widget, connection: SignalConnection)] = []
        init(parent: RadioPicker) { self.parent = parent }

        func toggled(_ index: Int) {
            guard index < buttons.count, index < parent.options.count,
                  gtk_check_button_get_active(buttons[index].button.pointer()) != 0 else { return }
            parent.selection = parent.options[index].value
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeWidget(context: Context) -> Widget {
        let box = Widget(taking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        box.setAccessibleLabel(title)
        return box
    }

    func updateWidget(_ box: Widget, context: Context) {
        let coordinator = context.coordinator
        while coordinator.buttons.count > options.count {
            gtk_box_remove(box.pointer(), coordinator.buttons.removeLast().button.widget)
        }
        while coordinator.buttons.count < options.count {
            let index = coordinator.buttons.count
            let button = Widget(taking: gtk_check_button_new())
            if let first = coordinator.buttons.first {
                gtk_check_button_set_group(button.pointer(), first.button.pointer())
            }
            let connection = button.connectNotify("active") { [weak coordinator] in coordinator?.toggled(index) }
            box.append(button)
            coordinator.buttons.append((button, connection))
        }
        for (index, option) in options.enumerated() {
            let (button, connection) = coordinator.buttons[index]
            let checkButton: UnsafeMutablePointer<GtkCheckButton> = button.pointer()
            gtk_check_button_set_label(checkButton, option.label)
            let active = option.value == selection
            if (gtk_check_button_get_active(checkButton) != 0) != active {
                connection.whileBlocked { gtk_check_button_set_active(checkButton, active ? 1 : 0) }
            }
        }
    }
}
