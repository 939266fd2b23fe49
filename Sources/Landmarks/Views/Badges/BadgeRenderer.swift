// BadgeRenderer: draws the badge with Cairo exactly as the tutorial composes
// it — the hexagon with its gradient, then eight symbols, each padded by −60,
// rotated by i/8 turn about its bottom centre, the group scaled ¼ from the top,
// centred at (w/2, ¾h), and painted at half opacity. Everything is drawn in a
// 300-point square (the size HikeBadge draws it at) scaled to the widget, so
// it stays vector-sharp at any size and scale factor.
import GtkBridge

@MainActor
enum BadgeRenderer {
    /// The side of the square the badge is laid out in.
    static let side = 300.0

    static func draw(_ context: GraphicsContext, width: Double, height: Double, colors: ColorMatrix) {
        let scale = min(width, height) / side
        context.withSavedState {
            context.translateBy(x: (width - side * scale) / 2, y: (height - side * scale) / 2)
            context.scaleBy(x: scale, y: scale)
            drawBackground(context, colors: colors)
            drawSymbols(context, colors: colors)
        }
    }

    private static func drawBackground(_ context: GraphicsContext, colors: ColorMatrix) {
        trace(BadgeGeometry.background(width: side, height: side), on: context)
        let start = colors.apply(rgb(BadgeGeometry.gradientStart)), end = colors.apply(rgb(BadgeGeometry.gradientEnd))
        context.fill(linearGradient: [(0, color(start)), (1, color(end))], from: (side * 0.5, 0), to: (side * 0.5, side * 0.6))
    }

    private static func drawSymbols(_ context: GraphicsContext, colors: ColorMatrix) {
        let padded = side + 120   // .padding(-60) on each side
        let symbol = BadgeGeometry.symbol(width: padded, height: padded)
        let symbolColor = color(colors.apply(rgb(BadgeGeometry.symbolColor)))
        context.drawLayer(opacity: 0.5) {   // .opacity(0.5) on the whole group
            // .position(x: w/2, y: ¾h) of the S×S group frame: move it down by S/4.
            context.translateBy(x: 0, y: side / 4)
            // .scaleEffect(1/4, anchor: .top)
            context.translateBy(x: side / 2, y: 0)
            context.scaleBy(x: 0.25, y: 0.25)
            context.translateBy(x: -side / 2, y: 0)
            for index in 0..<8 {
                context.withSavedState {
                    // .rotationEffect(i/8 turn, anchor: .bottom) of the S×S frame.
                    context.translateBy(x: side / 2, y: side)
                    context.rotate(by: Double(index) / 8 * 2 * .pi)
                    context.translateBy(x: -side / 2, y: -side)
                    // .padding(-60): the symbol's frame starts 60 points outside.
                    context.translateBy(x: -60, y: -60)
                    trace(symbol, on: context)
                    context.fill(symbolColor)
                }
            }
        }
    }

    static func trace(_ path: [PathCommand], on context: GraphicsContext) {
        context.beginPath()
        var current = (0.0, 0.0)
        for command in path {
            switch command {
            case .move(let x, let y):
                context.move(to: x, y)
                current = (x, y)
            case .line(let x, let y):
                context.line(to: x, y)
                current = (x, y)
            case .quad(let x, let y, let cx, let cy):
                // A quadratic Bézier as the cubic Cairo draws.
                let c1 = (current.0 + 2 / 3 * (cx - current.0), current.1 + 2 / 3 * (cy - current.1))
                let c2 = (x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y))
                context.curve(to: x, y, control1: c1, control2: c2)
                current = (x, y)
            case .close:
                context.closePath()
            }
        }
    }

    private static func rgb(_ color: (Double, Double, Double)) -> (Double, Double, Double) {
        (color.0 / 255, color.1 / 255, color.2 / 255)
    }

    private static func color(_ rgb: (Double, Double, Double)) -> RGBColor {
        RGBColor(red: rgb.0, green: rgb.1, blue: rgb.2)
    }
}
