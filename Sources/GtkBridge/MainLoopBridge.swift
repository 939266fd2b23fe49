import CGtk
import Dispatch
import Glibc

/// Runs libdispatch's main queue inside the GLib main loop.
///
/// `g_application_run` never returns to `dispatchMain()`, so without this bridge
/// `Task { @MainActor in … }` and `DispatchQueue.main.async` would never run.
/// libdispatch exposes the main queue as a file descriptor that turns readable
/// when work is queued (an eventfd on Linux); a GLib fd source on it clears the
/// eventfd, as CoreFoundation's run loop does, and drains the queue. Without
/// the read the descriptor stays readable and the loop spins.
public enum MainLoopBridge {
    @MainActor private static var sourceID: guint = 0
    /// How many times the GLib source has drained the queue: it grows only
    /// when work was queued, never on its own (a loop that spins would).
    @MainActor public static var dispatchCount: Int { mainQueueDrains }

    /// Installs the bridge once; later calls do nothing.
    @MainActor
    public static func install() {
        guard sourceID == 0 else { return }
        let handle = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add_full(G_PRIORITY_DEFAULT, handle, G_IO_IN, drainMainQueue, nil, nil)
    }

    @MainActor public static var isInstalled: Bool { sourceID != 0 }

    /// Runs one iteration of the default main context, waiting up to a
    /// moment for something to do, for a tool that drives the loop itself
    /// (rendering previews) instead of running it.
    @MainActor
    public static func iterate() {
        if g_main_context_iteration(nil, 0) == 0 { g_usleep(1000) }
    }
}

/// Written only by `drainMainQueue`, which GLib runs on the main thread.
nonisolated(unsafe) private var mainQueueDrains = 0

/// The bridge's source: clears the eventfd, then runs what was queued.
private func drainMainQueue(_ descriptor: Int32, _ condition: GIOCondition, _ data: gpointer?) -> gboolean {
    var counter: UInt64 = 0
    _ = read(descriptor, &counter, MemoryLayout<UInt64>.size)
    mainQueueDrains += 1
    _dispatch_main_queue_callback_4CF(nil)
    return 1
}
