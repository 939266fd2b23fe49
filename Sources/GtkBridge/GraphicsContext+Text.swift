import CGtk

/// How a run of text is set: size in points, weight, and small capitals'
/// stand-in (upper case with wider spacing) for region names.
public struct TextStyle: Equatable, Sendable {
    public var size: Double
    public var isBold: Bool
    public var isItalic: Bool

    public init(size: Double, isBold: Bool = false, isItalic: Bool = false) {
        self.size = size
        self.isBold = isBold
        self.isItalic = isItalic
    }

    /// A Pango font description for the style (the desktop's sans-serif).
    func fontDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, "Sans")
        pango_font_description_set_size(description, gint(size * Double(PANGO_SCALE)))
        pango_font_description_set_weight(description, isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(description, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }
}

/// Sizes of text as `GraphicsContext.draw(_:style:…)` sets it, without a
/// surface: Pango over Cairo's default font map at 96 dpi, so a layout can be
/// planned (labels placed, overlaps avoided) before anything is drawn.
@MainActor
public enum TextMeasurer {
    private static let context: OpaquePointer = {
        let fontMap = pango_cairo_font_map_get_default()
        let context = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_resolution(context, 96)
        return context
    }()
    private static var cache: [Key: (width: Double, height: Double)] = [:]

    private struct Key: Hashable {
        let text: String
        let size: Double
        let isBold: Bool
        let isItalic: Bool
    }

    /// The logical size of `text` in pixels.
    public static func size(of text: String, style: TextStyle) -> (width: Double, height: Double) {
        let key = Key(text: text, size: style.size, isBold: style.isBold, isItalic: style.isItalic)
        if let size = cache[key] { return size }
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let size = GraphicsContext.setUp(layout, text: text, style: style)
        if cache.count > 4096 { cache.removeAll() }
        cache[key] = size
        return size
    }
}

extension GraphicsContext {
    /// Draws `text` with its top-left corner at (`x`, `y`) in `color`, with a
    /// halo of `haloWidth` pixels in `halo` behind the letters (legible over
    /// land and water alike). Set text is kept as an image (`TextImages`), so
    /// a name drawn again — the next frame of a map — costs one blit.
    public func draw(_ text: String, style: TextStyle, x: Double, y: Double, color: RGBColor, halo: RGBColor? = nil, haloWidth: Double = 3) {
        let image = TextImages.image(text, style: style, color: color, halo: halo, haloWidth: haloWidth, like: cairo_get_target(cairo))
        let margin = haloWidth
        cairo_set_source_surface(cairo, image, x - margin, y - margin)
        cairo_paint(cairo)
    }

    /// Sets the text straight onto the context (what `TextImages` keeps).
    func drawDirectly(_ text: String, style: TextStyle, x: Double, y: Double, color: RGBColor, halo: RGBColor?, haloWidth: Double) {
        let layout = pango_cairo_create_layout(cairo)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_cairo_context_set_resolution(pango_layout_get_context(layout), 96)
        pango_layout_context_changed(layout)
        _ = Self.setUp(layout, text: text, style: style)
        cairo_move_to(cairo, x, y)
        if let halo {
            cairo_new_path(cairo)
            cairo_move_to(cairo, x, y)
            pango_cairo_layout_path(cairo, layout)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
            stroke(halo, lineWidth: haloWidth)
            cairo_move_to(cairo, x, y)
        }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        pango_cairo_show_layout(cairo, layout)
        cairo_new_path(cairo)
    }

    /// Sets `text` in `style` on `layout`; returns its logical size in pixels.
    static func setUp(_ layout: OpaquePointer, text: String, style: TextStyle) -> (width: Double, height: Double) {
        let description = style.fontDescription()
        defer { pango_font_description_free(description) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        var width: gint = 0, height: gint = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return (Double(width), Double(height))
    }
}

/// Set text kept as images, by text, style and colours: labels that are
/// drawn frame after frame are set and stroked once. At most `capacity`
/// images are kept; past that the store starts again.
@MainActor
enum TextImages {
    static let capacity = 1024

    private struct Key: Hashable {
        let text: String
        let size: Double
        let isBold, isItalic: Bool
        let color: RGBColor
        let halo: RGBColor?
        let haloWidth: Double
    }

    private static var images: [Key: OpaquePointer] = [:]

    static func image(
        _ text: String, style: TextStyle, color: RGBColor, halo: RGBColor?, haloWidth: Double, like target: OpaquePointer
    ) -> OpaquePointer {
        let key = Key(text: text, size: style.size, isBold: style.isBold, isItalic: style.isItalic,
                      color: color, halo: halo, haloWidth: haloWidth)
        if let image = images[key] { return image }
        if images.count >= capacity {
            for image in images.values { cairo_surface_destroy(image) }
            images.removeAll()
        }
        let size = TextMeasurer.size(of: text, style: style)
        let margin = haloWidth
        let image = makeImageSurface(width: size.width + 2 * margin, height: size.height + 2 * margin, like: target)
        let cairo = cairo_create(image)!
        GraphicsContext(cairo: cairo).drawDirectly(text, style: style, x: margin, y: margin, color: color, halo: halo, haloWidth: haloWidth)
        cairo_destroy(cairo)
        images[key] = image
        return image
    }
}
