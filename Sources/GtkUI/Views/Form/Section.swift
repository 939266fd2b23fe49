import Adw
import Gtk

/// A titled group of rows, SwiftUI's `Section`: an `Adw.PreferencesGroup`.
/// Controls inside it (`TextField`, `Toggle`, `Picker`, `DatePicker`,
/// `LabeledContent`) take the shape of libadwaita's rows; other views (a
/// note, an error message) go below the rows, as libadwaita places them.
/// Its list of rows is named by the title, or by `accessibilityLabel` for a
/// section without a visible title.
nonisolated public struct Section<Content: View>: ContainerRepresentable {
    let title: String?
    let description: String?
    let accessibilityLabel: String?
    public let content: Content

    public init(
        _ title: String? = nil, description: String? = nil, accessibilityLabel: String? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.title = title
        self.description = description
        self.accessibilityLabel = accessibilityLabel
        self.content = content()
    }

    /// SwiftUI's older form: the header a text.
    public init(header: Text, @ViewBuilder content: () -> Content) {
        self.init(header.content, content: content)
    }

    public struct Configuration: Equatable {
        let title: String?
        let description: String?
        let accessibilityLabel: String?
    }

    @MainActor public var configuration: Configuration {
        Configuration(title: title, description: description, accessibilityLabel: accessibilityLabel)
    }

    public final class Coordinator {
        var children: [Gtk.Widget] = []
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor public func makeWidget(context: Context) -> Adw.PreferencesGroup {
        Adw.PreferencesGroup()
    }

    @MainActor public func updateWidget(_ group: Adw.PreferencesGroup, context: Context) {
        group.title = title ?? ""
        group.description = description
        // The group's list is what a screen reader enters: name it as the group
        // is, once (libadwaita also labels it by the title: "Map Map").
        if let name = accessibilityLabel ?? title, let rows = group.firstDescendant(Gtk.ListBox.self) {
            rows.resetAccessibleLabelledBy()
            rows.setAccessibleLabel(name)
        }
    }

    @MainActor public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        var environment = environment
        environment.controlsAreRows = true
        return environment
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in group: Adw.PreferencesGroup, context: Context) {
        let coordinator = context.coordinator
        // Only what follows the unchanged start is taken out and added again
        // (a group cannot insert at a position), so a row keeps its focus when
        // a message appears below it.
        let kept = commonPrefixLength(coordinator.children, children)
        for child in coordinator.children[kept...] { group.remove(child) }
        for child in children[kept...] { group.add(child) }
        coordinator.children = children
    }
}

/// How many widgets, from the start, two lists share.
func commonPrefixLength(_ old: [Gtk.Widget], _ new: [Gtk.Widget]) -> Int {
    zip(old, new).prefix { $0 === $1 }.count
}

private struct ControlsAreRowsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls are made as libadwaita rows (inside a `Section`).
    /// A control reads it when its widget is made: the place of a view in
    /// the tree does not change without a new widget.
    var controlsAreRows: Bool {
        get { self[ControlsAreRowsKey.self] }
        set { self[ControlsAreRowsKey.self] = newValue }
    }
}
