import CGtk

/// An on/off control bound to a `Bool`: a `GtkSwitch` beside its label, a
/// `GtkToggleButton` (showing its icon when it has one, its title then its
/// tooltip and name), or in a `Section` an `AdwActionRow` with the switch at
/// its end (libadwaita 1.2 has no switch row; activating the row flips it).
/// The Coordinator turns `notify::active` into a binding write; `updateWidget`
/// sets the state with that handler blocked.
public struct Toggle: WidgetRepresentable {
    let title: String
    let icon: String?
    @Binding var isOn: Bool
    var style: ToggleStyle = .switch

    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        self.icon = nil
        self._isOn = isOn
    }

    /// A toggle shown as `icon` (a symbolic icon name) in the button style.
    public init(_ title: String, systemImage icon: String, isOn: Binding<Bool>) {
        self.title = title
        self.icon = icon
        self._isOn = isOn
        self.style = .button
    }

    public func toggleStyle(_ style: ToggleStyle) -> Toggle {
        var copy = self
        copy.style = style
        return copy
    }

    public final class Coordinator: ParentHolding {
        public var parent: Toggle
        var connection: SignalConnection?
        var control: Widget?
        var row: Widget?
        /// The tooltip this toggle set from its title; one set otherwise (`.help`) is left alone.
        var titleTooltip: String?
        init(parent: Toggle) { self.parent = parent }

        func activeChanged() {
            guard let control else { return }
            parent.isOn = cgtk_object_get_boolean(control.raw, "active") != 0
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    public func makeWidget(context: Context) -> Widget {
        let coordinator = context.coordinator
        let control: Widget
        let outer: Widget
        switch style {
        case .switch where context.environment.controlsAreRows:
            control = Widget(taking: gtk_switch_new())
            control.setAlignment(vertical: GTK_ALIGN_CENTER)
            outer = Widget(taking: adw_action_row_new())
            adw_action_row_add_suffix(outer.pointer(), control.widget)
            adw_action_row_set_activatable_widget(outer.pointer(), control.widget)
            coordinator.row = outer
        case .switch:
            outer = Widget(taking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12))
            let label = Widget(taking: gtk_label_new(title))
            label.setExpand(horizontal: true)
            gtk_label_set_xalign(label.opaque, 0)
            control = Widget(taking: gtk_switch_new())
            control.setAlignment(vertical: GTK_ALIGN_CENTER)
            outer.append(label)
            outer.append(control)
            // The label is part of the control: clicking it flips the switch.
            let click = GObjectHandle(adopting: UnsafeMutableRawPointer(gtk_gesture_click_new()!))
            click.connectClick("released") { [weak control] _, _, _ in
                guard let control else { return }
                cgtk_object_set_boolean(control.raw, "active", cgtk_object_get_boolean(control.raw, "active") == 0 ? 1 : 0)
            }
            label.addController(click)
        case .button where icon != nil:
            control = Widget(taking: gtk_toggle_button_new())
            outer = control
        case .button:
            control = Widget(taking: gtk_toggle_button_new_with_label(title))
            outer = control
        }
        coordinator.control = control
        coordinator.connection = control.connectNotify("active") { [weak coordinator] in coordinator?.activeChanged() }
        return outer
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        guard let control = context.coordinator.control else { return }
        if let row = context.coordinator.row {
            // The row names its switch; a label of its own would be read twice.
            adw_preferences_row_set_title(row.pointer(), title)
        } else {
            control.setAccessibleLabel(title)
        }
        if let icon, style == .button {
            let button: UnsafeMutablePointer<GtkButton> = control.pointer()
            if gtk_button_get_icon_name(button).map({ String(cString: $0) }) != icon { gtk_button_set_icon_name(button, icon) }
            // An icon needs words on hover: its title, unless `.help` gives other ones.
            let coordinator = context.coordinator
            if control.tooltip == nil || control.tooltip == coordinator.titleTooltip {
                control.tooltip = title
                coordinator.titleTooltip = title
            }
        }
        let active = cgtk_object_get_boolean(control.raw, "active") != 0
        guard active != isOn else { return }
        context.coordinator.connection?.whileBlocked {
            cgtk_object_set_boolean(control.raw, "active", isOn ? 1 : 0)
        }
    }
}

public enum ToggleStyle: Sendable, Equatable {
    case `switch`, button
}
