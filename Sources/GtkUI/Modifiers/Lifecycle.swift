/// Runs actions when the view enters and leaves the graph.
nonisolated public struct LifecycleView<Content: View>: View, PassThroughView {
    nonisolated public static var _graphRole: _GraphRole { .passThrough }
    @MainActor public static func _representableNode(for view: Self, graph: AnyObject, parent: AnyObject?,
                                                     environment: EnvironmentValues) -> AnyObject? {
        passThroughNode(for: view, graph: graph, parent: parent, environment: environment)
    }
    public typealias Body = Never
    let content: Content
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    @MainActor func didMount(state: inout AnyObject?) { onAppear?() }
    @MainActor func willUnmount(state: inout AnyObject?) { onDisappear?() }
}

extension View {
    /// Runs `action` once when the view is added (after its widgets exist).
    nonisolated public func onAppear(perform action: @escaping @MainActor () -> Void) -> LifecycleView<Self> {
        LifecycleView(content: self, onAppear: action, onDisappear: nil)
    }

    /// Runs `action` once when the view is removed.
    nonisolated public func onDisappear(perform action: @escaping @MainActor () -> Void) -> LifecycleView<Self> {
        LifecycleView(content: self, onAppear: nil, onDisappear: action)
    }
}

/// Passes a changed environment to the content.
nonisolated public struct EnvironmentWriter<Content: View>: View, PassThroughView {
    nonisolated public static var _graphRole: _GraphRole { .passThrough }
    @MainActor public static func _representableNode(for view: Self, graph: AnyObject, parent: AnyObject?,
                                                     environment: EnvironmentValues) -> AnyObject? {
        passThroughNode(for: view, graph: graph, parent: parent, environment: environment)
    }
    public typealias Body = Never
    let content: Content
    let transform: (inout EnvironmentValues) -> Void
    /// What the transform sets, for telling an unchanged writer from a changed one.
    let value: Any

    @MainActor func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        transform(&environment)
        return environment
    }
}

extension View {
    nonisolated public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> EnvironmentWriter<Self> {
        EnvironmentWriter(content: self, transform: { $0[keyPath: keyPath] = value }, value: value)
    }

    /// Makes `object` available to descendants as `@Environment(Object.self)`.
    nonisolated public func environment<Object: AnyObject>(_ object: Object) -> EnvironmentWriter<Self> {
        EnvironmentWriter(content: self, transform: { $0.setObject(object) }, value: object)
    }
}
