import CGtk

/// Renders a widget to pixels with GSK's Cairo renderer, without a screen grab,
/// for visual tests and screenshots. The widget must be allocated (shown in a
/// window that has been laid out); GTK paints it as it would on screen.
@MainActor
public enum WidgetRenderer {
    public struct RenderError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The widget's current appearance as an image of its allocated size,
    /// times `scale` device pixels per point (what a HiDPI screen shows).
    public static func render(_ widget: Widget, scale: Int = 1) throws -> RenderedImage {
        let width = widget.width, height = widget.height
        guard width > 0, height > 0 else {
            throw RenderError(description: "\(widget.typeName) has no allocation; show it in a window first")
        }
        let texture = try renderTexture(widget, width: width, height: height, scale: scale)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return RenderedImage(texture: texture, width: width * scale, height: height * scale)
    }

    /// Writes the widget's current appearance to a PNG file, at `scale`
    /// device pixels per point.
    public static func savePNG(_ widget: Widget, to path: String, scale: Int = 1) throws {
        let texture = try renderTexture(widget, width: widget.width, height: widget.height, scale: scale)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else {
            throw RenderError(description: "could not write \(path)")
        }
    }

    /// The widget's render node as its last frame drew it (GTK keeps it):
    /// a widget just shown has none until its first frame, so when there is
    /// none this waits for two frames (at most 5 s) and looks once more. A
    /// widget that draws nothing has none then either.
    private static func renderNode(_ widget: Widget, width: Int, height: Int, scale: Int) -> OpaquePointer? {
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

    private static func renderTexture(_ widget: Widget, width: Int, height: Int, scale: Int = 1) throws -> OpaquePointer {
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

/// Pixels downloaded from a rendered texture, in straight (unpremultiplied) RGBA.
public struct RenderedImage: Sendable {
    public let width: Int
    public let height: Int
    private let bytes: [UInt8]   // Cairo ARGB32 in memory order B, G, R, A, premultiplied

    @MainActor
    init(texture: OpaquePointer, width: Int, height: Int) {
        let stride = width * 4
        var bytes = [UInt8](repeating: 0, count: stride * height)
        bytes.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(stride))
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixels of a Cairo ARGB32 image surface.
    @MainActor
    init(imageSurface surface: OpaquePointer) {
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for row in 0..<height {
            bytes.append(contentsOf: UnsafeBufferPointer(start: data + row * stride, count: width * 4))
        }
        self.bytes = bytes
    }

    /// The pixels of a PNG file (as `savePNG` writes), loaded with GDK.
    @MainActor
    public init(pngFile path: String) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw WidgetRenderer.RenderError(description: "\(path): \(message)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        self.init(texture: texture, width: Int(gdk_texture_get_width(texture)), height: Int(gdk_texture_get_height(texture)))
    }

    /// Whether `other` has the same size and every pixel the same.
    public func samePixels(as other: RenderedImage) -> Bool {
        width == other.width && height == other.height && bytes == other.bytes
    }

    public struct Pixel: Equatable, Sendable, CustomStringConvertible {
        public let red, green, blue, alpha: UInt8
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

        /// True when every channel is within `tolerance` of `other`'s.
        public func isClose(to other: Pixel, tolerance: Int = 8) -> Bool {
            abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
                && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
        }

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
    }

    public func pixel(x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let offset = (y * width + x) * 4
        let alpha = bytes[offset + 3]
        func straight(_ value: UInt8) -> UInt8 {
            alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
        }
        return Pixel(red: straight(bytes[offset + 2]), green: straight(bytes[offset + 1]),
                     blue: straight(bytes[offset]), alpha: alpha)
    }
}
