import CGtk

/// Runs an action at most once per main-loop turn, however many times it is
/// scheduled before the loop gets there.
///
/// The default priority sits between GTK's resize (`G_PRIORITY_HIGH_IDLE + 10`)
/// and redraw (`+ 20`) passes, so work scheduled from a signal handler lands in
/// the same frame. The pending source is removed if the coalescer dies first.
@MainActor
public final class IdleCoalescer {
    /// Between GTK's relayout and redraw priorities.
    public static let beforeRedraw = G_PRIORITY_HIGH_IDLE + 15
    /// When nothing else waits: after input, layout and frames (`G_PRIORITY_DEFAULT_IDLE`).
    public static let whenIdle = G_PRIORITY_DEFAULT_IDLE

    private let action: @MainActor () -> Void
    private let priority: Int32
    private var sourceID: guint = 0

    public init(priority: Int32 = IdleCoalescer.beforeRedraw, _ action: @escaping @MainActor () -> Void) {
        self.priority = priority
        self.action = action
    }

    isolated deinit {
        if sourceID != 0 { g_source_remove(sourceID) }
    }

    public var isScheduled: Bool { sourceID != 0 }

    /// Asks for the action to run on the next idle turn; repeated calls coalesce.
    public func schedule() {
        guard sourceID == 0 else { return }
        let fire: GSourceFunc = { data in
            let coalescer = Unmanaged<IdleCoalescer>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { coalescer.fire() }
            return 0
        }
        sourceID = g_idle_add_full(priority, fire, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// Runs a scheduled action now instead of waiting for the loop.
    public func flush() {
        guard sourceID != 0 else { return }
        g_source_remove(sourceID)
        fire()
    }

    private func fire() {
        sourceID = 0
        action()
    }
}
