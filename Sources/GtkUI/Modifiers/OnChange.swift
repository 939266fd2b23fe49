/// Runs an action when a value the view is given changes, SwiftUI's
/// `onChange(of:initial:_:)`: after the update that brought the new value,
/// with the old and the new one; a value given again unchanged runs nothing.
/// With `initial`, it also runs when the view appears, with the value as both.
nonisolated public struct ChangeObserver<Content: View, Value: Equatable>: View, PassThroughView {
    nonisolated public static var _graphRole: _GraphRole { .passThrough }
    @MainActor public static func _representableNode(for view: Self, graph: AnyObject, parent: AnyObject?,
                                                     environment: EnvironmentValues) -> AnyObject? {
        passThroughNode(for: view, graph: graph, parent: parent, environment: environment)
    }
    public typealias Body = Never
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (_ oldValue: Value, _ newValue: Value) -> Void

    @MainActor func didMount(state: inout AnyObject?) {
        if initial { action(value, value) }
    }

    @MainActor func didUpdate(from previous: ChangeObserver, state: inout AnyObject?) {
        if previous.value != value { action(previous.value, value) }
    }
}

extension View {
    /// Runs `action` with the old and new values when `value` changes.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> ChangeObserver<Self, V> {
        ChangeObserver(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` when `value` changes.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> ChangeObserver<Self, V> {
        ChangeObserver(content: self, value: value, initial: initial) { _, _ in action() }
    }

    /// The older form: runs `action` with the new value when `value` changes.
    nonisolated public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    ) -> ChangeObserver<Self, V> {
        ChangeObserver(content: self, value: value, initial: false) { _, newValue in action(newValue) }
    }
}
