/// A path of values of any `Hashable` types, SwiftUI's `NavigationPath`:
/// what `NavigationStack(path:)` shows a page for each of, the page made by
/// the `navigationDestination(for:)` declared for the value's type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values in the path.
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

/// The destinations `navigationDestination(for:destination:)` declared inside
/// one stack, by the type of value they show.
@MainActor
final class TypedDestinations {
    private var builders: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// Runs when a type gets its first destination, so pages waiting for one are made.
    var onNewType: (@MainActor () -> Void)?

    func register<D: Hashable, C: View>(_ type: D.Type, _ destination: @escaping @MainActor (D) -> C) {
        let key = ObjectIdentifier(type)
        let isNew = builders[key] == nil
        builders[key] = { value in AnyView(destination(value.base as! D)) }
        if isNew { onNewType?() }
    }

    /// The page for `value`, or a page that says no destination shows it.
    func view(for value: AnyHashable) -> AnyView {
        if let builder = builders[ObjectIdentifier(type(of: value.base))] { return builder(value) }
        return AnyView(StatusPage(title: tr("No Page"), systemImage: "dialog-warning-symbolic",
                                  description: tr("Nothing here says what to show for this item.")))
    }
}

private struct TypedDestinationsKey: ObjectEnvironmentKey {
    typealias Object = TypedDestinations
    static var defaultValue: TypedDestinations? { nil }
}

extension EnvironmentValues {
    /// The destinations of the stack a view is in, by the type of value they show.
    var typedDestinations: TypedDestinations? {
        get { self[TypedDestinationsKey.self] }
        set { self[TypedDestinationsKey.self] = newValue }
    }
}

/// A view that declares the page its stack shows for values of `D`.
nonisolated public struct NavigationDestinationDeclaration<Content: View, D: Hashable, Destination: View>: View, PassThroughView {
    nonisolated public static var _graphRole: _GraphRole { .passThrough }
    @MainActor public static func _representableNode(for view: Self, graph: AnyObject, parent: AnyObject?,
                                                     environment: EnvironmentValues) -> AnyObject? {
        passThroughNode(for: view, graph: graph, parent: parent, environment: environment)
    }
    public typealias Body = Never
    let content: Content
    let destination: @MainActor (D) -> Destination

    /// Declared as the content is given its environment: each time the view
    /// updates, so the newest closure makes the pages.
    @MainActor func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        environment.typedDestinations?.register(D.self, destination)
        return environment
    }
}

extension View {
    /// The page the enclosing `NavigationStack` shows for each value of
    /// `type` in its path, as SwiftUI's `navigationDestination(for:destination:)`.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for type: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> C
    ) -> NavigationDestinationDeclaration<Self, D, C> {
        NavigationDestinationDeclaration(content: self, destination: destination)
    }
}
