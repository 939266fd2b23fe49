/// Runs asynchronous work while the view is in the graph, SwiftUI's `task`:
/// started on the main actor when the view appears, cancelled when it
/// disappears, and, with an `id`, cancelled and started again whenever the
/// id changes. The work runs under the GLib main loop (GtkBridge's
/// `MainLoopBridge` drains the main queue there).
nonisolated public struct TaskModifier<Content: View, ID: Equatable>: View, PassThroughView {
    nonisolated public static var _graphRole: _GraphRole { .passThrough }
    @MainActor public static func _representableNode(for view: Self, graph: AnyObject, parent: AnyObject?,
                                                     environment: EnvironmentValues) -> AnyObject? {
        passThroughNode(for: view, graph: graph, parent: parent, environment: environment)
    }
    public typealias Body = Never
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    /// The running task, kept by the node.
    final class Running {
        let task: Task<Void, Never>
        init(_ task: Task<Void, Never>) { self.task = task }
        deinit { task.cancel() }
    }

    private func start() -> Running {
        let action = action
        return Running(Task(priority: priority) { @MainActor in await action() })
    }

    func didMount(state: inout AnyObject?) {
        state = start()
    }

    func didUpdate(from previous: TaskModifier, state: inout AnyObject?) {
        guard previous.id != id else { return }
        (state as? Running)?.task.cancel()
        state = start()
    }

    func willUnmount(state: inout AnyObject?) {
        (state as? Running)?.task.cancel()
        state = nil
    }
}

/// The id of a `task` without one: never changes.
public struct NoTaskID: Equatable, Sendable {}

extension View {
    /// Runs `action` when the view appears; cancels it when the view disappears.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> TaskModifier<Self, NoTaskID> {
        TaskModifier(content: self, id: NoTaskID(), priority: priority, action: action)
    }

    /// Runs `action` when the view appears and again, the running one
    /// cancelled first, each time `id` changes; cancels it when the view disappears.
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> TaskModifier<Self, T> {
        TaskModifier(content: self, id: value, priority: priority, action: action)
    }
}
