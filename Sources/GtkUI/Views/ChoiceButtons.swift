import Gtk

/// A GTK button that is one of a group with exactly one pressed: a check
/// button (a radio button, in a group) or a toggle button. GTK gives the two
/// no common class with these, so the pickers that show every choice at once
/// reach them through this.
@MainActor
protocol ChoiceButton: Gtk.Widget {
    var isActive: Bool { get set }
    var label: String? { get set }
    func onNotifyActive(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
    /// Makes the button one of `first`'s group.
    func join(_ first: Self)
}

extension Gtk.CheckButton: ChoiceButton {
    func join(_ first: Gtk.CheckButton) { setGroup(first) }
}

extension Gtk.ToggleButton: ChoiceButton {
    func join(_ first: Gtk.ToggleButton) { setGroup(first) }
}

/// The buttons of a picker that shows every choice at once (`.inline`,
/// `.segmented`): one per option, in one group, in a box; the selection's
/// button pressed, set with the toggle handler blocked so an update never
/// writes back.
@MainActor
final class ChoiceButtons<Button: ChoiceButton> {
    private(set) var buttons: [(button: Button, connection: SignalConnection)] = []

    /// Whether the user pressed the button at `index` (a release of the
    /// others in the group notifies too).
    func isPressed(_ index: Int) -> Bool { index < buttons.count && buttons[index].button.isActive }

    /// One button per option in `box`, labelled and pressed as `options`
    /// and `selection` say; `toggled` hears the index of a button the user toggles.
    func show<Value: Hashable>(
        _ options: [PickerOption<Value>], selection: Value, in box: Gtk.Box,
        make: () -> Button, toggled: @escaping @MainActor (Int) -> Void
    ) {
        while buttons.count > options.count {
            box.remove(buttons.removeLast().button)
        }
        while buttons.count < options.count {
            let index = buttons.count
            let button = make()
            if let first = buttons.first { button.join(first.button) }
            let connection = button.onNotifyActive { toggled(index) }
            box.append(button)
            buttons.append((button, connection))
        }
        for (index, option) in options.enumerated() {
            let (button, connection) = buttons[index]
            if button.label != option.label {
                button.label = option.label
                // Said as its spoken label alone: GTK 4.8 would say the shown
                // text after it (the label child names the button too).
                if option.spokenLabel != option.label {
                    button.resetAccessibleLabelledBy()
                    button.setAccessibleLabel(option.spokenLabel)
                }
            }
            let active = option.value == selection
            if button.isActive != active {
                connection.whileBlocked { button.isActive = active }
            }
        }
    }
}
