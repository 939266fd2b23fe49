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
nonisolated public struct TupleView<each Content: View>: View, StructuralView {
    public typealias Body = Never
    nonisolated public static var _graphRole: _GraphRole { .structural }
    let content: (repeat each Content)

    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    @MainActor func collectChildren(into slots: inout [ChildSlot], path: ViewPath) {
        var index = 0
        for child in repeat each content {
            collectChild(child, into: &slots, path: path + [.index(index)])
            index += 1
        }
    }
}

/// The result of `if`/`else`: the branch taken is part of the identity, so
/// switching branches replaces the view rather than updating it.
nonisolated public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, StructuralView {
    public typealias Body = Never
    nonisolated public static var _graphRole: _GraphRole { .structural }
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage

    @MainActor func collectChildren(into slots: inout [ChildSlot], path: ViewPath) {
        switch storage {
        case .first(let view): collectChild(view, into: &slots, path: path + [.branch(true)])
        case .second(let view): collectChild(view, into: &slots, path: path + [.branch(false)])
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
}

extension Optional: StructuralView where Wrapped: View {
    @MainActor func collectChildren(into slots: inout [ChildSlot], path: ViewPath) {
        if let view = self { collectChild(view, into: &slots, path: path + [.branch(true)]) }
    }
}

/// Groups views without adding a widget, so a modifier or condition can apply to all.
nonisolated public struct Group<Content: View>: View, StructuralView {
    public typealias Body = Never
    nonisolated public static var _graphRole: _GraphRole { .structural }
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor func collectChildren(into slots: inout [ChildSlot], path: ViewPath) {
        collectChild(content, into: &slots, path: path)
    }
}

/// A type-erased view; its identity includes the wrapped type.
nonisolated public struct AnyView: View, StructuralView {
    public typealias Body = Never
    nonisolated public static var _graphRole: _GraphRole { .structural }
    let view: any View

    public init(_ view: some View) {
        self.view = view
    }

    @MainActor func collectChildren(into slots: inout [ChildSlot], path: ViewPath) {
        collectChild(view, into: &slots, path: path)
    }
}

/// Gives a view an explicit identity: a new id makes a new view with fresh state.
nonisolated public struct IdentifiedView<Content: View>: View, StructuralView {
    public typealias Body = Never
    nonisolated public static var _graphRole: _GraphRole { .structural }
    let id: AnyHashable
    let content: Content

    @MainActor func collectChildren(into slots: inout [ChildSlot], path: ViewPath) {
        collectChild(content, into: &slots, path: path + [.id(id)])
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
