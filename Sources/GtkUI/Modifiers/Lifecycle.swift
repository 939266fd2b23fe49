/// Runs actions when the view enters and leaves the graph.
public struct LifecycleView<Content: View>: View, PassThroughView {
    public static var _graphRole: _GraphRole { .passThrough }
    public typealias Body = Never
    let content: Content
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    func didMount(state: inout AnyObject?) { onAppear?() }
    func willUnmount(state: inout AnyObject?) { onDisappear?() }
}

extension View {
    /// Runs `action` once when the view is added (after its widgets exist).
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> LifecycleView<Self> {
        LifecycleView(content: self, onAppear: action, onDisappear: nil)
    }

    /// Runs `action` once when the view is removed.
    public func onDisappear(perform action: @escaping @MainActor () -> Void) -> LifecycleView<Self> {
        LifecycleView(content: self, onAppear: nil, onDisappear: action)
    }
}

/// Passes a changed environment to the content.
public struct EnvironmentWriter<Content: View>: View, PassThroughView {
    public static var _graphRole: _GraphRole { .passThrough }
    public typealias Body = Never
    let content: Content
    let transform: @MainActor (inout EnvironmentValues) -> Void
    /// What the transform sets, for telling an unchanged writer from a changed one.
    let value: Any

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        transform(&environment)
        return environment
    }
}

extension View {
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> EnvironmentWriter<Self> {
        EnvironmentWriter(content: self, transform: { $0[keyPath: keyPath] = value }, value: value)
    }

    /// Makes `object` available to descendants as `@Environment(Object.self)`.
    public func environment<Object: AnyObject>(_ object: Object) -> EnvironmentWriter<Self> {
        EnvironmentWriter(content: self, transform: { $0.setObject(object) }, value: object)
    }
}
