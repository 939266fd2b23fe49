/// Builds view content from statements: sequences, `if`/`else`, optionals,
/// `ForEach` and groups.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .first(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .second(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views side by side in a builder block; each keeps its position as identity.
nonisolated public struct TupleView<each Content: View>: View {
    public typealias Body = Never
    nonisolated public static var _graphRole: _GraphRole { .structural }
    let content: (repeat each Content)

    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    @MainActor public func _collect(into children: inout _ViewChildren, path: _ViewPath) {
        var index = 0
        for child in repeat each content {
            child._collect(into: &children, path: path.appending(.index(index)))
            index += 1
        }
    }
}

/// The result of `if`/`else`: the branch taken is part of the identity, so
/// switching branches replaces the view rather than updating it.
nonisolated public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    nonisolated public static var _graphRole: _GraphRole { .structural }
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage

    @MainActor public func _collect(into children: inout _ViewChildren, path: _ViewPath) {
        switch storage {
        case .first(let view): view._collect(into: &children, path: path.appending(.branch(true)))
        case .second(let view): view._collect(into: &children, path: path.appending(.branch(false)))
        }
    }
}

// Comparable views compare with `==` (see StructuralEquality).
@MainActor extension TupleView: @MainActor Equatable where repeat each Content: Equatable {
    public static func == (lhs: TupleView, rhs: TupleView) -> Bool {
        var equal = true
        func compare<Element: Equatable>(_ left: Element, _ right: Element) {
            if equal, left != right { equal = false }
        }
        repeat compare(each lhs.content, each rhs.content)
        return equal
    }
}

extension ConditionalContent.Storage: Equatable where TrueContent: Equatable, FalseContent: Equatable {}
extension ConditionalContent: Equatable where TrueContent: Equatable, FalseContent: Equatable {}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    nonisolated public static var _graphRole: _GraphRole { .structural }

    @MainActor public func _collect(into children: inout _ViewChildren, path: _ViewPath) {
        if let view = self { view._collect(into: &children, path: path.appending(.branch(true))) }
    }
}

/// Groups views without adding a widget, so a modifier or condition can apply to all.
nonisolated public struct Group<Content: View>: View {
    public typealias Body = Never
    nonisolated public static var _graphRole: _GraphRole { .structural }
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public func _collect(into children: inout _ViewChildren, path: _ViewPath) {
        content._collect(into: &children, path: path)
    }
}

/// A type-erased view; its identity includes the wrapped type.
nonisolated public struct AnyView: View {
    public typealias Body = Never
    nonisolated public static var _graphRole: _GraphRole { .structural }
    let view: any View

    public init(_ view: some View) {
        self.view = view
    }

    @MainActor public func _collect(into children: inout _ViewChildren, path: _ViewPath) {
        view._collect(into: &children, path: path)
    }
}

/// Gives a view an explicit identity: a new id makes a new view with fresh state.
nonisolated public struct IdentifiedView<Content: View>: View {
    public typealias Body = Never
    nonisolated public static var _graphRole: _GraphRole { .structural }
    let id: AnyHashable
    let content: Content

    @MainActor public func _collect(into children: inout _ViewChildren, path: _ViewPath) {
        content._collect(into: &children, path: path.appending(.id(id)))
    }
}

extension View {
    /// Ties the view's identity to `id`.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> IdentifiedView<Self> {
        IdentifiedView(id: AnyHashable(id), content: self)
    }
}

/// Type-erased views compare by what they wrap (see StructuralEquality).
@MainActor extension AnyView: @MainActor Equatable {
    @MainActor public static func == (lhs: AnyView, rhs: AnyView) -> Bool {
        StructuralEquality.isEqual(lhs.view, rhs.view)
    }
}
