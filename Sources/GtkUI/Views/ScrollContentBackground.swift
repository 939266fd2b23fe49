/// SwiftUI's `scrollContentBackground(_:)`: whether a scrolling view that
/// draws a background of its own — a `TextEditor`'s card, a `List`'s rows
/// area — draws it, so what is behind shows through when `.hidden`.
/// `.automatic` and `.visible` keep GNOME's look.

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }

    /// The style class that takes a scrolling view's background away, when asked for.
    var scrollContentBackgroundClass: String? {
        scrollContentBackground == .hidden ? "no-content-background" : nil
    }
}

extension View {
    /// Shows or hides the background of the scrolling views below.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> EnvironmentWriter<Self> {
        environment(\.scrollContentBackground, visibility)
    }
}
