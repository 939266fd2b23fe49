import CGtk
@_spi(Bindings) import GtkBridge

/// Counts how many of the watched GObjects have been finalized, through
/// `g_object_weak_ref` — GLib calls the notify exactly once per object, at
/// finalization, so the count is the number of objects really gone.
@MainActor
public final class FinalizationCounter {
    public private(set) var finalized = 0
    public private(set) var watched = 0

    public init() {}

    /// Starts watching the object `handle` wraps.
    public func watch(_ handle: GObjectHandle) { watch(handle.raw) }

    public func watch(_ object: UnsafeMutableRawPointer) {
        watched += 1
        let notify: GWeakNotify = { data, _ in
            // Balances the retain taken in `watch`.
            let counter = Unmanaged<FinalizationCounter>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated { counter.finalized += 1 }
        }
        // Each watch keeps the counter alive until its object is finalized.
        g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), notify,
                          Unmanaged.passRetained(self).toOpaque())
    }

    public var alive: Int { watched - finalized }
}
