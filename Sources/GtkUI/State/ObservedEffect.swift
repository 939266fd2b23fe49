import Observation

/// Keeps something outside the view tree — a `GAction`'s enabled state, a
/// window title — in step with observable state: runs `apply(read())` now and
/// again (once per main-loop turn, however many changes) whenever what `read`
/// used changes. Stops when the object is released.
@MainActor
public final class ObservedEffect<Value> {
    private let read: @MainActor () -> Value
    private let apply: @MainActor (Value) -> Void
    private var scheduler: IdleCoalescer?
    /// Replaced on each run, so the effect holds one registration however often it runs.
    private let observation = TrackedObservation()

    public init(read: @escaping @MainActor () -> Value, apply: @escaping @MainActor (Value) -> Void) {
        self.read = read
        self.apply = apply
        scheduler = IdleCoalescer { [weak self] in self?.run() }
        run()
    }

    /// Runs now if a change is waiting for its turn of the main loop.
    public func flush() {
        scheduler?.flush()
    }

    private func run() {
        let value = observation.track(read) { [weak self] in
            onMainActor { self?.scheduler?.schedule() }
        }
        apply(value)
    }
}
