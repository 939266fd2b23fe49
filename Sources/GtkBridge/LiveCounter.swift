import Synchronization

/// A thread-safe count of live instances, for leak checks in tests and benchmarks.
///
/// Counters are global and monotonic only through `increment`/`decrement`; they
/// are read, never reset, so a test compares a count before and after its work.
public final class LiveCounter: Sendable {
    private let value = Atomic<Int>(0)

    public init() {}

    public var current: Int { value.load(ordering: .relaxed) }

    package func increment() { value.add(1, ordering: .relaxed) }
    package func decrement() { value.subtract(1, ordering: .relaxed) }
}

/// The counters GtkBridge keeps about objects it created. They count only in
/// builds with `COUNTERS` (debug builds and the benchmarks); elsewhere they stay 0.
public enum BridgeCounters {
    /// `GObjectHandle`s alive (each holds one GObject reference).
    public static let handles = LiveCounter()
    /// Signal closure boxes alive (each freed by GLib's destroy notify).
    public static let signalBoxes = LiveCounter()
}
