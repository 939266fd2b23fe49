import Adw
import Gtk

/// An on/off control bound to a `Bool`: a `Gtk.Switch` beside its label, a
/// `Gtk.ToggleButton` (showing its icon when it has one, its title then its
/// tooltip and name), or in a `Section` an `Adw.ActionRow` with the switch at
/// its end (libadwaita 1.2 has no switch row; activating the row flips it).
/// The Coordinator turns `notify::active` into a binding write; `updateWidget`
/// sets the state with that handler blocked.
nonisolated public struct Toggle: WidgetRepresentable {
    let title: String
    let icon: String?
    @Binding var isOn: Bool
    /// Set for a toggle shown as an icon; otherwise `.toggleStyle(_:)` above decides.
    var style: ToggleStyle?
    /// Style classes of the title's text (`Text("…").bold()` as the label).
    var titleClasses: [String] = []

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

    /// SwiftUI's form, its label a text: a switch beside it.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Text) {
        self.init(label().content, isOn: isOn)
    }

    /// SwiftUI's form, its label a text with modifiers (`Text("Alerts").bold()`):
    /// a switch beside its words, drawn with the style classes the modifiers
    /// give (its weight, slant, font).
    @MainActor public init<Styled: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> Styled) {
        let label = label()
        self.init((label as? PlainTextConvertible)?.plainText ?? "", isOn: isOn)
        self.titleClasses = (label as? StyleClassCarrying)?.styleClassNames ?? []
    }

    /// SwiftUI's form, its label a `Label`: a switch beside the label's title.
    /// A GNOME switch is labelled by words alone, so the label's icon is not shown.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label<Text, Image>) {
        self.init(label().titleString ?? "", isOn: isOn)
    }

    public final class Coordinator: ParentHolding {
        public var parent: Toggle
        var connection: SignalConnection?
        /// The switch or the toggle button.
        var control: Control?
        var row: Adw.ActionRow?
        /// The style the widget was made in.
        var style: ToggleStyle = .switch
        /// The tooltip this toggle set from its title; one set otherwise (`.help`) is left alone.
        var titleTooltip: String?
        init(parent: Toggle) { self.parent = parent }

        func activeChanged() {
            guard let control else { return }
            parent.isOn = control.isActive
        }
    }

    /// The widget that is on or off: GTK's switch and toggle button share no
    /// class that has the state.
    enum Control {
        case `switch`(Gtk.Switch)
        case button(Gtk.ToggleButton)

        var widget: Gtk.Widget {
            switch self {
            case .switch(let control): control
            case .button(let control): control
            }
        }

        @MainActor var isActive: Bool {
            get {
                switch self {
                case .switch(let control): control.isActive
                case .button(let control): control.isActive
                }
            }
            nonmutating set {
                switch self {
                case .switch(let control): control.isActive = newValue
                case .button(let control): control.isActive = newValue
                }
            }
        }

        @MainActor func onNotifyActive(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
            switch self {
            case .switch(let control): control.onNotifyActive(handler)
            case .button(let control): control.onNotifyActive(handler)
            }
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    /// An `Adw.ActionRow` with a switch in a `Section`, a `Gtk.Box` of a label
    /// and a switch elsewhere, or the `Gtk.ToggleButton` itself.
    @MainActor public func makeWidget(context: Context) -> Gtk.Widget {
        let coordinator = context.coordinator
        let control: Control
        let outer: Gtk.Widget
        let style = self.style ?? context.environment.toggleStyle
        coordinator.style = style
        switch style {
        case .switch where context.environment.controlsAreRows:
            let toggle = Gtk.Switch()
            toggle.valign = .center
            let row = Adw.ActionRow()
            row.addSuffix(toggle)
            row.activatableWidget = toggle
            for name in titleClasses { row.addCSSClass(name) }
            coordinator.row = row
            control = .switch(toggle)
            outer = row
        case .switch:
            let box = Gtk.Box(orientation: .horizontal, spacing: 12)
            let label = Gtk.Label(title)
            label.setExpand(horizontal: true)
            label.xalign = 0
            label.isVisible = !context.environment.labelsHidden
            for name in titleClasses { label.addCSSClass(name) }
            let toggle = Gtk.Switch()
            toggle.valign = .center
            box.append(label)
            box.append(toggle)
            // The label is part of the control: clicking it flips the switch.
            let click = Gtk.GestureClick()
            click.onReleased { [weak toggle] _, _, _, _ in
                guard let toggle else { return }
                toggle.isActive.toggle()
            }
            label.addController(click)
            control = .switch(toggle)
            outer = box
        case .button where icon != nil:
            let button = Gtk.ToggleButton()
            control = .button(button)
            outer = button
        case .button:
            let button = Gtk.ToggleButton(label: title)
            for name in titleClasses { button.addCSSClass(name) }
            control = .button(button)
            outer = button
        }
        coordinator.control = control
        coordinator.connection = control.onNotifyActive { [weak coordinator] in coordinator?.activeChanged() }
        return outer
    }

    @MainActor public func updateWidget(_ widget: Gtk.Widget, context: Context) {
        guard let control = context.coordinator.control else { return }
        if let row = context.coordinator.row {
            // The row names its switch; a label of its own would be read twice.
            if row.title != title { row.title = title }
        } else {
            control.widget.setAccessibleLabel(title)
        }
        if let icon, context.coordinator.style == .button, case .button(let button) = control {
            button.showIcon(SystemSymbols.iconName(for: icon), label: title)
            // An icon needs words on hover: its title, unless `.help` gives other ones.
            let coordinator = context.coordinator
            if button.tooltipText == nil || button.tooltipText == coordinator.titleTooltip {
                button.tooltipText = title
                coordinator.titleTooltip = title
            }
        }
        guard control.isActive != isOn else { return }
        context.coordinator.connection?.whileBlocked { control.isActive = isOn }
    }
}

/// Views that carry style classes for the text they show: a text with
/// modifiers, read by controls that draw that text themselves.
@MainActor
protocol StyleClassCarrying {
    var styleClassNames: [String] { get }
}

@MainActor extension ModifiedContent: StyleClassCarrying {
    var styleClassNames: [String] {
        ((content as? StyleClassCarrying)?.styleClassNames ?? []) + ((attribute as? StyleClasses)?.names ?? [])
    }
}

/// How the toggles in a part of the tree look: a switch beside the title,
/// or a button that stays pressed.
public enum ToggleStyle: Sendable, Equatable {
    case `switch`, button
    /// SwiftUI's default: a switch.
    public static var automatic: ToggleStyle { .switch }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = ToggleStyle.switch
}

extension EnvironmentValues {
    /// How the toggles in this part of the tree look.
    public var toggleStyle: ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the controls below hide the title they show beside them.
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the titles controls show beside them (a switch's words); a
    /// screen reader still names each control by its title.
    nonisolated public func labelsHidden() -> EnvironmentWriter<Self> {
        environment(\.labelsHidden, true)
    }

    /// Sets how the toggles in this view look. A toggle made with a system
    /// image is a button whatever this says.
    nonisolated public func toggleStyle(_ style: ToggleStyle) -> EnvironmentWriter<Self> {
        environment(\.toggleStyle, style)
    }
}
