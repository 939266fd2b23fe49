import CGtk

@MainActor
extension Widget {
    /// Makes `draw` the draw function of this `GtkDrawingArea`: GTK calls it
    /// on the main thread with a Cairo context and the area's size whenever
    /// the area needs painting. The area owns the closure and releases it when
    /// the function is replaced or the area is finalized; capture owners
    /// weakly, as with signal handlers.
    public func setDrawFunction(_ draw: @escaping @MainActor (_ cairo: OpaquePointer, _ width: Int32, _ height: Int32) -> Void) {
        let box = Unmanaged.passRetained(SignalBox(draw)).toOpaque()
        let thunk: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
            let box = SignalBox<@MainActor (OpaquePointer, Int32, Int32) -> Void>.from(data)
            guard let cairo else { return }
            MainActor.assumeIsolated { box.handler(cairo, width, height) }
        }
        gtk_drawing_area_set_draw_func(pointer(), thunk, box, releaseDrawFunction)
    }
}

/// Balances the `passRetained` of the draw function's box.
private func releaseDrawFunction(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
