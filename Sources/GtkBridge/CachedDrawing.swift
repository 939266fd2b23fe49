import CGtk

/// A drawing kept as an image between frames: `paint` draws it again only
/// when its key or size changed, and otherwise paints the kept image — for a
/// costly layer (a map's coastlines) under a cheap one that changes more
/// often (markers, names). It is an image at the display's scale. It does not decide what the key is.
@MainActor
public final class CachedDrawing {
    private var surface: OpaquePointer?
    private var key: AnyHashable?
    private var size = (width: 0.0, height: 0.0)
    /// How many times the drawing was made again, for tests and benchmarks.
    public private(set) var redraws = 0

    public init() {}

    isolated deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// Paints the drawing for `key` at the context's origin, `width` × `height`;
    /// returns whether it was drawn again.
    @discardableResult
    public func paint(on context: GraphicsContext, key: AnyHashable, width: Double, height: Double, _ draw: (GraphicsContext) -> Void) -> Bool {
        var drawn = false
        if surface == nil || self.key != key || size != (width, height) {
            if let surface { cairo_surface_destroy(surface) }
            let made = makeImageSurface(width: width, height: height, like: cairo_get_target(context.cairo))
            let cairo = cairo_create(made)!
            draw(GraphicsContext(cairo: cairo))
            cairo_destroy(cairo)
            surface = made
            self.key = key
            size = (width, height)
            redraws += 1
            drawn = true
        }
        cairo_set_source_surface(context.cairo, surface, 0, 0)
        cairo_paint(context.cairo)
        return drawn
    }
}
