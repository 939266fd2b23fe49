import CGtk

/// Runs work after a delay, on the main actor: the GLib main loop in the app
/// (`GLibClock`), a clock a test moves by hand in tests. Code that waits —
/// a debounced save — takes one, so its tests control time instead of
/// sleeping through it.
@MainActor
public protocol MainLoopClock: AnyObject {
    /// Runs `work` once after `delay`, unless the returned work is cancelled
    /// or released first.
    func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> any ScheduledWork
}

/// Work a `MainLoopClock` will run; cancelling it, or releasing it, stops it.
@MainActor
public protocol ScheduledWork: AnyObject {
    func cancel()
}

extension MainLoopTimeout: ScheduledWork {}

/// The GLib main loop's clock: each schedule is a `MainLoopTimeout`.
@MainActor
public final class GLibClock: MainLoopClock {
    public static let shared = GLibClock()

    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> any ScheduledWork {
        let (seconds, attoseconds) = delay.components
        let milliseconds = max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        return MainLoopTimeout(milliseconds: UInt32(clamping: milliseconds), work)
    }
}
