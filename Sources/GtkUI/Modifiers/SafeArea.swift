/// SwiftUI's safe areas, which GNOME does not have. A GNOME window lays its
/// content out inside itself, below its header bar and above nothing else —
/// no notch, no home indicator, no bar floating over the content, and an
/// on-screen keyboard that does not resize windows — so there is no area a
/// view could extend into. `ignoresSafeArea` compiles, so code shared with
/// SwiftUI builds, and says at build time that it changes nothing here
/// (docs/Architecture.md §4).

/// The kinds of safe area (SwiftUI's `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Bars and window decorations.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The on-screen keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension Edge {
    /// A set of edges (SwiftUI's `Edge.Set`).
    public typealias Set = Edges
}

extension View {
    @available(*, deprecated, message: "GNOME has no safe areas (content is laid out below the header bar, and the on-screen keyboard resizes nothing): this changes nothing here")
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self {
        self
    }
}
