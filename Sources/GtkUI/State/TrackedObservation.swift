@_spi(SwiftUI) import Observation

/// One owner's observation registration — a view node's, an effect's —
/// replaced on each run and cancelled when the owner no longer needs it.
///
/// `withObservationTracking(_:onChange:)` leaves a registration in every
/// registrar it read, removed only when one of those properties changes: a
/// view that re-ran a thousand times reading a property that never changes
/// left a thousand registrations (and their closures), and unmounting it
/// freed none. Here each run first cancels the previous run's registration,
/// so an owner holds at most one, and `cancel()` drops it at unmount.
///
/// Observation gives the `ObservationTracking` to cancel only to its change
/// callback, so each run also reads a private sentinel object and then
/// changes it: the callback that change triggers hands the tracking over and
/// is otherwise ignored, as is the one the sentinel's deinit triggers.
@MainActor
final class TrackedObservation {
    private var current: ObservationTracking?

    /// Whether a registration from the last run is still in place.
    var isActive: Bool { current != nil }

    /// Runs `body`, recording what observable state it reads; the first later
    /// change to any of it calls `onChange` once (on any thread, as
    /// Observation does). Cancels what the previous run registered.
    func track<T>(_ body: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
        cancel()
        let sentinel = Sentinel()
        let handOver = HandOver()
        let result = withObservationTracking({
            _ = sentinel.tick
            return body()
        }, willSet: { tracking in
            if let changed = tracking.changed, type(of: changed).rootType == Sentinel.self {
                handOver.tracking = tracking
                return
            }
            tracking.cancel()
            onChange()
        })
        sentinel.tick += 1
        current = handOver.tracking
        return result
    }

    /// Removes the registration from every registrar it was in.
    func cancel() {
        current?.cancel()
        current = nil
    }

    isolated deinit {
        current?.cancel()
    }
}

/// Read by every run and changed right after it, only to receive the run's tracking.
@Observable
fileprivate final class Sentinel: @unchecked Sendable {
    var tick = 0
}

/// Carries the tracking out of the callback, on the thread that changed the sentinel.
fileprivate final class HandOver: @unchecked Sendable {
    var tracking: ObservationTracking?
}
