import CGtk
@_spi(Bindings) import GtkBridge

/// A frame-clock tick callback added with `Widget.addTickCallback`.
@MainActor
public struct TickCallbackID {
    let id: guint
}

@MainActor
extension Gtk.Widget {
    /// Calls `handler` once per frame while the widget is mapped, with the frame
    /// time in microseconds; return `false` to stop. The callback's box is freed
    /// by GTK when the callback stops, is removed, or the widget is finalized.
    @discardableResult
    public func addTickCallback(_ handler: @escaping @MainActor (_ frameTime: Int64) -> Bool) -> TickCallbackID {
        let box = Unmanaged.passRetained(SignalBox<@MainActor (Int64) -> Bool>(handler)).toOpaque()
        let tick: GtkTickCallback = { _, clock, data in
            let box = SignalBox<@MainActor (Int64) -> Bool>.from(data)
            let time = Int64(gdk_frame_clock_get_frame_time(clock))
            return MainActor.assumeIsolated { box.handler(time) } ? 1 : 0
        }
        let release: GDestroyNotify = { data in
            Unmanaged<AnyObject>.fromOpaque(data!).release()
        }
        return TickCallbackID(id: gtk_widget_add_tick_callback(widget, tick, box, release))
    }

    public func removeTickCallback(_ callback: TickCallbackID) {
        gtk_widget_remove_tick_callback(widget, callback.id)
    }
}
