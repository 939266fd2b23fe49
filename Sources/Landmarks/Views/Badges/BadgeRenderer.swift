// BadgeRenderer: draws the badge with Cairo exactly as the tutorial composes
// it — the hexagon with its gradient, then eight symbols, each padded by −60,
// rotated by i/8 turn about its bottom centre, the group scaled ¼ from the top,
// centred at (w/2, ¾h), and painted at half opacity. Everything is drawn in a
// 300-point square (the size HikeBadge draws it at) scaled to the widget, so
// it stays vector-sharp at any size and scale factor.
import CGtk

@MainActor
enum BadgeRenderer {
    /// The side of the square the badge is laid out in.
    static let side = 300.0

    static func draw(_ cairo: OpaquePointer, width: Double, height: Double, colors: ColorMatrix) {
        let scale = min(width, height) / side
        cairo_save(cairo)
        cairo_translate(cairo, (width - side * scale) / 2, (height - side * scale) / 2)
        cairo_scale(cairo, scale, scale)
        drawBackground(cairo, colors: colors)
        drawSymbols(cairo, colors: colors)
        cairo_restore(cairo)
    }

    private static func drawBackground(_ cairo: OpaquePointer, colors: ColorMatrix) {
        trace(BadgeGeometry.background(width: side, height: side), on: cairo)
        let gradient = cairo_pattern_create_linear(side * 0.5, 0, side * 0.5, side * 0.6)!
        defer { cairo_pattern_destroy(gradient) }
        let start = colors.apply(rgb(BadgeGeometry.gradientStart)), end = colors.apply(rgb(BadgeGeometry.gradientEnd))
        cairo_pattern_add_color_stop_rgb(gradient, 0, start.0, start.1, start.2)
        cairo_pattern_add_color_stop_rgb(gradient, 1, end.0, end.1, end.2)
        cairo_set_source(cairo, gradient)
        cairo_fill(cairo)
    }

    private static func drawSymbols(_ cairo: OpaquePointer, colors: ColorMatrix) {
        let padded = side + 120   // .padding(-60) on each side
        let symbol = BadgeGeometry.symbol(width: padded, height: padded)
        let color = colors.apply(rgb(BadgeGeometry.symbolColor))
        cairo_push_group(cairo)
        // .position(x: w/2, y: ¾h) of the S×S group frame: move it down by S/4.
        cairo_translate(cairo, 0, side / 4)
        // .scaleEffect(1/4, anchor: .top)
        cairo_translate(cairo, side / 2, 0)
        cairo_scale(cairo, 0.25, 0.25)
        cairo_translate(cairo, -side / 2, 0)
        for index in 0..<8 {
            cairo_save(cairo)
            // .rotationEffect(i/8 turn, anchor: .bottom) of the S×S frame.
            cairo_translate(cairo, side / 2, side)
            cairo_rotate(cairo, Double(index) / 8 * 2 * .pi)
            cairo_translate(cairo, -side / 2, -side)
            // .padding(-60): the symbol's frame starts 60 points outside.
            cairo_translate(cairo, -60, -60)
            trace(symbol, on: cairo)
            cairo_set_source_rgb(cairo, color.0, color.1, color.2)
            cairo_fill(cairo)
            cairo_restore(cairo)
        }
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, 0.5)   // .opacity(0.5) on the whole group
    }

    static func trace(_ path: [PathCommand], on cairo: OpaquePointer) {
        cairo_new_path(cairo)
        var current = (0.0, 0.0)
        for command in path {
            switch command {
            case .move(let x, let y):
                cairo_move_to(cairo, x, y)
                current = (x, y)
            case .line(let x, let y):
                cairo_line_to(cairo, x, y)
                current = (x, y)
            case .quad(let x, let y, let cx, let cy):
                // A quadratic Bézier as the cubic Cairo draws.
                let c1 = (current.0 + 2 / 3 * (cx - current.0), current.1 + 2 / 3 * (cy - current.1))
                let c2 = (x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y))
                cairo_curve_to(cairo, c1.0, c1.1, c2.0, c2.1, x, y)
                current = (x, y)
            case .close:
                cairo_close_path(cairo)
            }
        }
    }

    private static func rgb(_ color: (Double, Double, Double)) -> (Double, Double, Double) {
        (color.0 / 255, color.1 / 255, color.2 / 255)
    }
}
