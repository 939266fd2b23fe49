/// SwiftUI's navigation bar items: here only their title display mode.
public enum NavigationBarItem {
    /// Large or inline navigation titles, as iOS draws them.
    public enum TitleDisplayMode: Sendable, Equatable {
        case automatic, inline, large
    }
}

extension View {
    /// A documented no-op: a GNOME header bar has one size and place for its
    /// title, so there is no large title to choose (docs/Architecture.md §4).
    nonisolated public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> Self { self }
}
