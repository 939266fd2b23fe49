import Gtk

/// A choice of one value among a few, bound to a selection:
/// `.menu` is a `GtkDropDown` (in a `Section`, an `AdwComboRow`); `.inline`
/// is a column of radio buttons (`GtkCheckButton`s in a group);
/// `.segmented` a row of joined toggle buttons (GNOME's `linked` box), one
/// pressed. The style comes from `.pickerStyle(_:)` anywhere above. The
/// Coordinator turns the widget's change into a binding write; updates set
/// the widget with that handler blocked.
nonisolated public struct Picker<Value: Hashable>: View {
    let title: String
    let selection: Binding<Value>
    let options: [PickerOption<Value>]
    @Environment(\.controlsAreRows) private var inSection
    @Environment(\.pickerStyle) private var style

    public init(_ title: String, selection: Binding<Value>, options: [PickerOption<Value>]) {
        self.title = title
        self.selection = selection
        self.options = options
    }

    /// SwiftUI's form: the choices are the views of `content`, each tagged
    /// with its value (`Text(season.name).tag(season)`), or made by a
    /// `ForEach` over values of the selection's type; each is labelled with
    /// its text (a view that shows no text, with its value described).
    @MainActor public init<Content: View>(_ title: String, selection: Binding<Value>, @ViewBuilder content: () -> Content) {
        self.init(title, selection: selection, options: taggedChoices(content(), as: Value.self))
    }

    @MainActor public var body: some View {
        switch style {
        case .menu where inSection: ComboRowPicker(title: title, selection: selection, options: options)
        case .menu: DropDownPicker(title: title, selection: selection, options: options)
        case .inline: RadioPicker(title: title, selection: selection, options: options)
        case .segmented: SegmentedPicker(title: title, selection: selection, options: options)
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

/// How the pickers in a part of the tree show their choices.
public enum PickerStyle: Sendable, Equatable {
    case menu, inline, segmented
    /// SwiftUI's default: a menu.
    public static var automatic: PickerStyle { .menu }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerStyle.menu
}

extension EnvironmentValues {
    /// How the pickers in this part of the tree look.
    public var pickerStyle: PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

/// SwiftUI's style types, for code that names them: `SegmentedPickerStyle()`.
public struct SegmentedPickerStyle: Sendable { public init() {} }
public struct InlinePickerStyle: Sendable { public init() {} }
public struct MenuPickerStyle: Sendable { public init() {} }

extension View {
    nonisolated public func pickerStyle(_ style: SegmentedPickerStyle) -> EnvironmentWriter<Self> { pickerStyle(.segmented) }
    nonisolated public func pickerStyle(_ style: InlinePickerStyle) -> EnvironmentWriter<Self> { pickerStyle(.inline) }
    nonisolated public func pickerStyle(_ style: MenuPickerStyle) -> EnvironmentWriter<Self> { pickerStyle(.menu) }

    /// Sets how the pickers in this view show their choices.
    nonisolated public func pickerStyle(_ style: PickerStyle) -> EnvironmentWriter<Self> {
        environment(\.pickerStyle, style)
    }
}

nonisolated struct DropDownPicker<Value: Hashable>: WidgetRepresentable {
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

    @MainActor func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor func makeWidget(context: Context) -> Gtk.DropDown {
        let dropDown = Gtk.DropDown(strings: [])
        let coordinator = context.coordinator
        coordinator.connection = dropDown.onNotifySelected { [weak coordinator, weak dropDown] in
            guard let coordinator, let dropDown else { return }
            let index = Int(dropDown.selected)
            if index < coordinator.parent.options.count { coordinator.parent.selection = coordinator.parent.options[index].value }
        }
        return dropDown
    }

    @MainActor func updateWidget(_ dropDown: Gtk.DropDown, context: Context) {
        let coordinator = context.coordinator
        dropDown.setAccessibleLabel(title)
        coordinator.connection?.whileBlocked {
            let labels = options.map(\.label)
            if labels != coordinator.labels {
                dropDown.model = Gtk.StringList(strings: labels)
                coordinator.labels = labels
            }
            // No choice selected: GTK_INVALID_LIST_POSITION.
            let index = options.firstIndex { $0.value == selection }.map { UInt32($0) } ?? UInt32.max
            if dropDown.selected != index { dropDown.selected = index }
        }
    }
}

nonisolated struct RadioPicker<Value: Hashable>: WidgetRepresentable {
    let title: String
    @Binding var selection: Value
    let options: [PickerOption<Value>]

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: RadioPicker
        let choices = ChoiceButtons<Gtk.CheckButton>()
        init(parent: RadioPicker) { self.parent = parent }

        func toggled(_ index: Int) {
            guard choices.isPressed(index), index < parent.options.count else { return }
            parent.selection = parent.options[index].value
        }
    }

    @MainActor func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor func makeWidget(context: Context) -> Gtk.Box {
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        box.setAccessibleLabel(title)
        return box
    }

    @MainActor func updateWidget(_ box: Gtk.Box, context: Context) {
        let coordinator = context.coordinator
        coordinator.choices.show(options, selection: selection, in: box, make: { Gtk.CheckButton() },
                                 toggled: { [weak coordinator] index in coordinator?.toggled(index) })
    }
}
