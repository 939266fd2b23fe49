import CGtk

/// Drawing in a draw function, in Swift terms: a path built point by point,
/// filled or stroked in a colour or a gradient, under translations, scales
/// and rotations, and layers painted at an opacity. It wraps the Cairo
/// context GTK hands a `GtkDrawingArea` and is valid only during that call.
/// It adds no path objects of its own: each call is one Cairo call, so a map
/// of many thousand points costs what Cairo costs. It does not draw text.
@MainActor
public struct GraphicsContext {
    let cairo: OpaquePointer

    @_spi(Bindings) public init(cairo: OpaquePointer) { self.cairo = cairo }

    // MARK: Paths

    /// Starts a new path, forgetting the current one.
    public func beginPath() { cairo_new_path(cairo) }
    public func move(to x: Double, _ y: Double) { cairo_move_to(cairo, x, y) }
    public func line(to x: Double, _ y: Double) { cairo_line_to(cairo, x, y) }

    /// A cubic Bézier curve from the current point to (`x`, `y`).
    public func curve(to x: Double, _ y: Double, control1: (x: Double, y: Double), control2: (x: Double, y: Double)) {
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, x, y)
    }

    /// An arc around (`x`, `y`), clockwise on screen from `start` to `end` (radians, 0 pointing right).
    public func arc(centerX x: Double, centerY y: Double, radius: Double, from start: Double, to end: Double) {
        cairo_arc(cairo, x, y, radius, start, end)
    }

    public func closePath() { cairo_close_path(cairo) }

    /// A closed rectangle, as a part of the current path.
    public func rectangle(x: Double, y: Double, width: Double, height: Double) { cairo_rectangle(cairo, x, y, width, height) }

    // MARK: Painting

    /// Fills the current path in `color` and clears it.
    public func fill(_ color: RGBColor, rule: FillRule = .winding) {
        setSource(color)
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cairo)
    }

    /// Fills the current path with a linear gradient from `start` to `end` and clears it.
    public func fill(
        linearGradient stops: [(offset: Double, color: RGBColor)], from start: (x: Double, y: Double), to end: (x: Double, y: Double),
        rule: FillRule = .winding
    ) {
        let gradient = Self.linearGradient(stops, from: start, to: end)
        defer { cairo_pattern_destroy(gradient) }
        cairo_set_source(cairo, gradient)
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cairo)
    }

    /// Strokes the current path and clears it; `dash` alternates on and off lengths.
    public func stroke(_ color: RGBColor, lineWidth: Double, dash: [Double] = []) {
        stroke(color, style: LineStyle(lineWidth: lineWidth, dash: dash))
    }

    /// Strokes the current path in `color` with the width, caps, joins and dashes of `style`, and clears it.
    public func stroke(_ color: RGBColor, style: LineStyle) {
        setSource(color)
        setLine(style)
        cairo_stroke(cairo)
    }

    /// Strokes the current path with a linear gradient from `start` to `end`, and clears it.
    public func stroke(
        linearGradient stops: [(offset: Double, color: RGBColor)], from start: (x: Double, y: Double), to end: (x: Double, y: Double),
        style: LineStyle
    ) {
        let gradient = Self.linearGradient(stops, from: start, to: end)
        defer { cairo_pattern_destroy(gradient) }
        cairo_set_source(cairo, gradient)
        setLine(style)
        cairo_stroke(cairo)
    }

    private func setLine(_ style: LineStyle) {
        cairo_set_line_width(cairo, style.lineWidth)
        cairo_set_line_cap(cairo, style.cap.cairo)
        cairo_set_line_join(cairo, style.join.cairo)
        cairo_set_miter_limit(cairo, style.miterLimit)
        style.dash.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), style.dashPhase) }
    }

    private static func linearGradient(
        _ stops: [(offset: Double, color: RGBColor)], from start: (x: Double, y: Double), to end: (x: Double, y: Double)
    ) -> OpaquePointer {
        let gradient = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(gradient, stop.offset, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        return gradient
    }

    /// Paints the whole drawing area (within any clip) in `color`.
    public func paint(_ color: RGBColor) {
        setSource(color)
        cairo_paint(cairo)
    }

    // MARK: State

    /// Runs `body` with the transformation and source saved, and restores them.
    public func withSavedState(_ body: () -> Void) {
        cairo_save(cairo)
        body()
        cairo_restore(cairo)
    }

    /// Draws `body` into a layer of its own, then paints it at `opacity`:
    /// overlapping shapes inside do not show through each other.
    public func drawLayer(opacity: Double, _ body: () -> Void) {
        cairo_push_group(cairo)
        body()
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, opacity)
    }

    /// Whether edges are smoothed with the full (`true`) or a faster,
    /// coarser antialiasing — for dense drawing where a pixel's exact
    /// coverage is not seen.
    public func setFastAntialiasing(_ fast: Bool) {
        cairo_set_antialias(cairo, fast ? CAIRO_ANTIALIAS_FAST : CAIRO_ANTIALIAS_DEFAULT)
    }

    /// Whether edges are smoothed at all (`false`: every pixel is in or out).
    public func setAntialiased(_ antialiased: Bool) {
        cairo_set_antialias(cairo, antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    public func translateBy(x: Double, y: Double) { cairo_translate(cairo, x, y) }
    public func scaleBy(x: Double, y: Double) { cairo_scale(cairo, x, y) }
    /// Rotates clockwise on screen by `radians`.
    public func rotate(by radians: Double) { cairo_rotate(cairo, radians) }

    private func setSource(_ color: RGBColor) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }
}

/// A colour as red, green, blue and alpha, each 0…1.
public struct RGBColor: Hashable, Sendable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour `fraction` of the way from this one to `other`.
    public func mixed(with other: RGBColor, by fraction: Double) -> RGBColor {
        RGBColor(red: red + (other.red - red) * fraction, green: green + (other.green - green) * fraction,
                 blue: blue + (other.blue - blue) * fraction, alpha: alpha + (other.alpha - alpha) * fraction)
    }
}

/// How a stroke is drawn: its width, how its ends and corners are shaped,
/// and its dashes (alternating on and off lengths, starting `dashPhase` in).
public struct LineStyle: Hashable, Sendable {
    public enum Cap: Sendable { case butt, round, square }
    public enum Join: Sendable { case miter, round, bevel }

    public var lineWidth: Double
    public var cap: Cap
    public var join: Join
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(lineWidth: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension LineStyle.Cap {
    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension LineStyle.Join {
    var cairo: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}

/// Which parts of a path that crosses itself are inside.
public enum FillRule: Sendable {
    /// Inside where the path winds around a point (Cairo's default).
    case winding
    /// Inside where a ray from a point crosses the path an odd number of times: holes stay holes.
    case evenOdd
}

extension GraphicsContext {
    /// Runs `draw` on a `width` × `height` image in memory (Cairo ARGB32),
    /// as a drawing area's draw function would: for measuring or checking
    /// drawing code without a window.
    public static func drawOffscreen(width: Int32, height: Int32, _ draw: (GraphicsContext) -> Void) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        draw(GraphicsContext(cairo: cairo))
        cairo_surface_flush(surface)
    }

    /// Like `drawOffscreen`, and returns the pixels drawn.
    public static func renderOffscreen(width: Int32, height: Int32, _ draw: (GraphicsContext) -> Void) -> RenderedImage {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        draw(GraphicsContext(cairo: cairo))
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return RenderedImage(imageSurface: surface)
    }
}
