import CGtk

@MainActor
extension Widget {
    /// A new `GtkDrawingArea`; give it content with `setDrawFunction`.
    public static func drawingArea() -> Widget {
        Widget(taking: gtk_drawing_area_new())
    }

    /// The size this `GtkDrawingArea` asks for, in logical pixels.
    public func setContentSize(width: Int32, height: Int32) {
        let area: UnsafeMutablePointer<GtkDrawingArea> = pointer()
        if gtk_drawing_area_get_content_width(area) != width { gtk_drawing_area_set_content_width(area, width) }
        if gtk_drawing_area_get_content_height(area) != height { gtk_drawing_area_set_content_height(area, height) }
    }

    /// Asks GTK to paint the widget again at the next frame.
    public func queueDraw() {
        gtk_widget_queue_draw(widget)
    }

    /// Makes `draw` the draw function of this `GtkDrawingArea`: GTK calls it
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
