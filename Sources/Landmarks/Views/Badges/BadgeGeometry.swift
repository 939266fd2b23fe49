// BadgeGeometry: the tutorial's badge shapes (Drawing Paths and Shapes) as
// path commands in view coordinates — the hexagon's line, curve and control
// points, and the mountain symbol. Pure geometry; BadgeRenderer fills them.

/// A path as a list of commands in view coordinates.
enum PathCommand: Equatable {
    case move(Double, Double)
    case line(Double, Double)
    /// Quadratic curve to (x, y) through the control point (cx, cy).
    case quad(x: Double, y: Double, cx: Double, cy: Double)
    case close
}

enum BadgeGeometry {
    /// The hexagon's adjustment (`HexagonParameters.adjustment`).
    static let adjustment = 0.085

    /// Line point, curve point and control point of each of the six segments, unit coordinates.
    static let segments: [(line: (Double, Double), curve: (Double, Double), control: (Double, Double))] = [
        ((0.60, 0.05), (0.40, 0.05), (0.50, 0.00)),
        ((0.05, 0.20 + adjustment), (0.00, 0.30 + adjustment), (0.00, 0.25 + adjustment)),
        ((0.00, 0.70 - adjustment), (0.05, 0.80 - adjustment), (0.00, 0.75 - adjustment)),
        ((0.40, 0.95), (0.60, 0.95), (0.50, 1.00)),
        ((0.95, 0.80 - adjustment), (1.00, 0.70 - adjustment), (1.00, 0.75 - adjustment)),
        ((1.00, 0.30 + adjustment), (0.95, 0.20 + adjustment), (1.00, 0.25 + adjustment)),
    ]

    /// BadgeBackground's hexagon in a `width` × `height` view.
    static func background(width viewWidth: Double, height viewHeight: Double) -> [PathCommand] {
        var width = min(viewWidth, viewHeight)
        let height = width
        let xScale = 0.832
        let xOffset = width * (1 - xScale) / 2
        width *= xScale
        var path: [PathCommand] = [.move(width * 0.95 + xOffset, height * (0.20 + adjustment))]
        for segment in segments {
            path.append(.line(width * segment.line.0 + xOffset, height * segment.line.1))
            path.append(.quad(x: width * segment.curve.0 + xOffset, y: height * segment.curve.1,
                              cx: width * segment.control.0 + xOffset, cy: height * segment.control.1))
        }
        path.append(.close)
        return path
    }

    /// The gradient's colours (RGB 0…255) and its line from (0.5, 0) to (0.5, 0.6) of the height.
    static let gradientStart = (239.0, 120.0, 221.0)
    static let gradientEnd = (239.0, 172.0, 120.0)

    /// BadgeSymbol's two parts (top and bottom) in a `width` × `height` view.
    static func symbol(width viewWidth: Double, height viewHeight: Double) -> [PathCommand] {
        let width = min(viewWidth, viewHeight)
        let height = width * 0.75
        let spacing = width * 0.030
        let middle = width * 0.5
        let topWidth = width * 0.226
        let topHeight = height * 0.488
        return [
            .move(middle, spacing),
            .line(middle - topWidth, topHeight - spacing),
            .line(middle, topHeight / 2 + spacing),
            .line(middle + topWidth, topHeight - spacing),
            .close,
            .move(middle, topHeight / 2 + spacing * 3),
            .line(middle - topWidth, topHeight + spacing),
            .line(spacing, height - spacing),
            .line(width - spacing, height - spacing),
            .line(middle + topWidth, topHeight + spacing),
            .close,
        ]
    }

    /// BadgeSymbol's fill, rgb(79, 79, 191).
    static let symbolColor = (79.0, 79.0, 191.0)
}
