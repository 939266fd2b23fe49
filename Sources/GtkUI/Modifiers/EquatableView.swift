/// A view compared by its own `==`, SwiftUI's `EquatableView`: when the
/// parent's new value equals the last, its content is not updated and its
/// body not run (its own state and observed reads still run it).
public struct EquatableView<Content: View & Equatable>: View, Equatable {
    public let content: Content

    public init(content: Content) {
        self.content = content
    }

    public var body: Content { content }

    nonisolated public static func == (lhs: EquatableView, rhs: EquatableView) -> Bool {
        MainActor.assumeIsolated { lhs.content == rhs.content }
    }
}

extension View where Self: Equatable {
    /// Compares the view with its `==` to decide whether to update it.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
