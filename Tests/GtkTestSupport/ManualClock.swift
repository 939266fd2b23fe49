@_spi(Bindings) import GtkBridge

/// A `MainLoopClock` that moves only when the test says so: `advance(by:)`
/// runs, in order, the work that has come due. Nothing runs on its own.
@MainActor
public final class ManualClock: MainLoopClock {
    private final class Work: ScheduledWork {
        let due: Duration
        var body: (@MainActor () -> Void)?
        init(due: Duration, body: @escaping @MainActor () -> Void) {
            self.due = due
            self.body = body
        }
        func cancel() { body = nil }
    }

    /// How far the clock has been moved.
    public private(set) var now: Duration = .zero
    private var scheduled: [Work] = []

    public init() {}

    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> any ScheduledWork {
        let item = Work(due: now + delay, body: work)
        scheduled.append(item)
        return item
    }

    /// Work scheduled and neither run nor cancelled.
    public var pendingCount: Int { scheduled.filter { $0.body != nil }.count }

    /// Moves the clock on by `interval`, running what comes due, earliest first.
    public func advance(by interval: Duration) {
        let target = now + interval
        while let next = scheduled.filter({ $0.body != nil && $0.due <= target }).min(by: { $0.due < $1.due }) {
            now = next.due
            let body = next.body
            next.body = nil
            body?()
        }
        now = target
        scheduled.removeAll { $0.body == nil }
    }
}
