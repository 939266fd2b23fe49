import CGtk
@_spi(Bindings) import GtkBridge

@MainActor
extension Gtk.DrawingArea {
    /// Makes `draw` the area's draw function (GIR cannot give it: it takes a
    /// C callback with its own destroy notify): GTK calls it
    /// on the main thread with a graphics context and the area's size
    /// whenever the area needs painting. The area owns the closure and
    /// releases it when the function is replaced or the area is finalized;
    /// capture owners weakly, as with signal handlers.
    public func setDrawFunction(_ draw: @escaping @MainActor (_ context: GraphicsContext, _ width: Double, _ height: Double) -> Void) {
        let box = Unmanaged.passRetained(SignalBox(draw)).toOpaque()
        let thunk: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
            let box = SignalBox<@MainActor (GraphicsContext, Double, Double) -> Void>.from(data)
            guard let cairo else { return }
            MainActor.assumeIsolated { box.handler(GraphicsContext(cairo: cairo), Double(width), Double(height)) }
        }
        gtk_drawing_area_set_draw_func(pointer(), thunk, box, releaseDrawFunction)
    }
}

/// Balances the `passRetained` of the draw function's box.
private func releaseDrawFunction(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
