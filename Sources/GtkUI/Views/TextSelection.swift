import Gtk

/// SwiftUI's text selectability: whether a person can select the text of
/// the `Text` views below and copy it (`.textSelection(.enabled)`).
///
/// A selectable text is GTK's selectable label: dragged across or
/// double-clicked it selects, Ctrl+C copies, and its context menu offers
/// Copy and Select All; it is also a Tab stop, as GNOME's selectable labels
/// are, so the keyboard reaches it too.
public struct TextSelectability: Sendable, Equatable {
    let allowsSelection: Bool

    public static let enabled = TextSelectability(allowsSelection: true)
    public static let disabled = TextSelectability(allowsSelection: false)
}

private struct TextSelectabilityKey: EnvironmentKey {
    static let defaultValue = TextSelectability.disabled
}

extension EnvironmentValues {
    var textSelectability: TextSelectability {
        get { self[TextSelectabilityKey.self] }
        set { self[TextSelectabilityKey.self] = newValue }
    }
}

extension View {
    /// Lets the text of the `Text` views below be selected and copied, or not.
    nonisolated public func textSelection(_ selectability: TextSelectability) -> EnvironmentWriter<Self> {
        environment(\.textSelectability, selectability)
    }
}
