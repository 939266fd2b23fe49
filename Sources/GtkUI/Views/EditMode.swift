import Observation

/// Whether a view's content is being edited, as `EditButton` switches it.
public enum EditMode: Sendable, Equatable, Hashable {
    case inactive, transient, active

    public var isEditing: Bool { self != .inactive }
}

/// The edit mode a window or a sheet keeps for its views: observed, so the
/// views reading it update when `EditButton` (or any writer) changes it.
@Observable @MainActor
final class EditModeStorage {
    var mode = EditMode.inactive

    /// A binding to the mode, pointing at this storage.
    var binding: Binding<EditMode> {
        Binding(get: { self.mode }, set: { self.mode = $0 }, location: AnyHashable(ObjectIdentifier(self)))
    }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the window or sheet the view is in (each has its
    /// own, inactive at first); nil outside a hosted view tree.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// SwiftUI's Edit / Done button: it switches the environment's edit mode,
/// with an animation. Done is the suggested action, as GNOME marks the
/// button that ends an edit.
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    @MainActor public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button(isEditing ? tr("Done") : tr("Edit")) {
            withAnimation { editMode?.wrappedValue = isEditing ? .inactive : .active }
        }
        .styleClass(isEditing ? "suggested-action" : "edit-button")
    }
}
