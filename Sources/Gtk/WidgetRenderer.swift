import CGtk
@_spi(Bindings) import GtkBridge

/// Renders a widget to pixels with GSK's Cairo renderer, without a screen grab,
/// for visual tests and screenshots. The widget must be allocated (shown in a
/// window that has been laid out); GTK paints it as it would on screen.
@MainActor
public enum WidgetRenderer {
    public typealias RenderError = GtkBridge.RenderError

    /// The widget's current appearance as an image of its allocated size,
    /// times `scale` device pixels per point (what a HiDPI screen shows).
    public static func render(_ widget: Gtk.Widget, scale: Int = 1) throws -> RenderedImage {
        let width = Int(widget.width), height = Int(widget.height)
        guard width > 0, height > 0 else {
            throw RenderError(description: "\(widget.typeName) has no allocation; show it in a window first")
        }
        let texture = try renderTexture(widget, width: width, height: height, scale: scale)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return RenderedImage(texture: texture, width: width * scale, height: height * scale)
    }

    /// Writes the widget's current appearance to a PNG file, at `scale`
    /// device pixels per point.
    public static func savePNG(_ widget: Gtk.Widget, to path: String, scale: Int = 1) throws {
        let texture = try renderTexture(widget, width: Int(widget.width), height: Int(widget.height), scale: scale)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else {
            throw RenderError(description: "could not write \(path)")
        }
    }

    /// The widget's render node as its last frame drew it (GTK keeps it):
    /// a widget just shown has none until its first frame, so when there is
    /// none this waits for two frames (at most 5 s) and looks once more. A
    /// widget that draws nothing has none then either.
    private static func renderNode(_ widget: Gtk.Widget, width: Int, height: Int, scale: Int) -> OpaquePointer? {
        func snapshotNode() -> OpaquePointer? {
            let paintable = gtk_widget_paintable_new(widget.widget)!
            defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
            let snapshot = gtk_snapshot_new()!
            if scale != 1 { gtk_snapshot_scale(snapshot, Float(scale), Float(scale)) }
            gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
            return gtk_snapshot_free_to_node(snapshot)
        }
        if let node = snapshotNode() { return node }
        guard let clock = gtk_widget_get_frame_clock(widget.widget) else { return nil }
        let deadline = ContinuousClock.now + .seconds(5)
        let target = gdk_frame_clock_get_frame_counter(clock) + 2
        while gdk_frame_clock_get_frame_counter(clock) < target, ContinuousClock.now < deadline {
            gtk_widget_queue_draw(widget.widget)
            MainLoopBridge.iterate()
        }
        return snapshotNode()
    }

    private static func renderTexture(_ widget: Gtk.Widget, width: Int, height: Int, scale: Int = 1) throws -> OpaquePointer {
        guard let node = renderNode(widget, width: width, height: height, scale: scale) else {
            throw RenderError(description: "\(widget.typeName) drew nothing")
        }
        defer { gsk_render_node_unref(node) }
        let renderer = gsk_cairo_renderer_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(renderer)) }
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(renderer, nil, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw RenderError(description: "Cairo renderer: \(message)")
        }
        defer { gsk_renderer_unrealize(renderer) }
        var viewport = graphene_rect_t()
        graphene_rect_init(&viewport, 0, 0, Float(width * scale), Float(height * scale))
        return gsk_renderer_render_texture(renderer, node, &viewport)
    }
}
