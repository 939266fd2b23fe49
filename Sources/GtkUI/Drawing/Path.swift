import Foundation

/// An outline of lines and curves, SwiftUI's `Path`: built point by point,
/// or from rectangles and ellipses, in the coordinates of the bounds it is
/// drawn in (y pointing down). A path is itself a shape: drawn as a view, it
/// fills with the foreground style.
///
/// Arcs are kept as cubic Bézier curves (at most a quarter turn each), so a
/// path is one list of elements to draw, compare and measure.
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []
    /// Where the last subpath started, for `closeSubpath`.
    private var subpathStart: CGPoint?

    public init() {}

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: Double) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize) {
        addRoundedRect(in: rect, cornerSize: cornerSize)
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path built by `build`, as `Path { path in path.move(to: …) }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last point the path reached, if any.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): point
        case .closeSubpath: subpathStart
        case nil: nil
        }
    }

    /// The smallest rectangle that holds every point of the path, control points included.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [point, control]
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Building

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// A line from the current point (or, in an empty path, from `point` itself).
    public mutating func addLine(to point: CGPoint) {
        if currentPoint == nil { move(to: point) }
        elements.append(.line(to: point))
    }

    /// A move to the first point, then lines through the rest.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
    }

    /// A closed rectangle as a subpath of its own.
    public mutating func addRect(_ rect: CGRect) {
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// A rectangle with its corners rounded by quarter ellipses of `cornerSize`
    /// (no larger than half the rectangle), as a closed subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let rx = min(max(cornerSize.width, 0), rect.width / 2), ry = min(max(cornerSize.height, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addQuarterEllipse(center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), rx: rx, ry: ry, from: -.pi / 2)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addQuarterEllipse(center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), rx: rx, ry: ry, from: 0)
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addQuarterEllipse(center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), rx: rx, ry: ry, from: .pi / 2)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addQuarterEllipse(center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), rx: rx, ry: ry, from: .pi)
        closeSubpath()
    }

    /// The ellipse that fits `rect`, as a closed subpath starting at its right.
    public mutating func addEllipse(in rect: CGRect) {
        let rx = rect.width / 2, ry = rect.height / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        move(to: CGPoint(x: rect.maxX, y: center.y))
        for quarter in 0..<4 {
            addQuarterEllipse(center: center, rx: rx, ry: ry, from: Double(quarter) * .pi / 2)
        }
        closeSubpath()
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle`,
    /// joined to the current point by a line. As in SwiftUI (and Core
    /// Graphics in a flipped space), `clockwise: false` runs the way angles
    /// grow, which on screen, with y pointing down, is clockwise.
    public mutating func addArc(center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        let turn = 2 * Double.pi
        if clockwise {
            while sweep > 0 { sweep -= turn }
        } else {
            while sweep < 0 { sweep += turn }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        for piece in 0..<pieces {
            addArcPiece(center: center, rx: radius, ry: radius, from: startAngle.radians + Double(piece) * step, sweep: step)
        }
    }

    /// Another path's elements, after this one's.
    public mutating func addPath(_ path: Path) {
        elements += path.elements
        if let start = path.subpathStart { subpathStart = start }
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Path {
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case .move(let point): .move(to: moved(point))
            case .line(let point): .line(to: moved(point))
            case .quadCurve(let point, let control): .quadCurve(to: moved(point), control: moved(control))
            case .curve(let point, let c1, let c2): .curve(to: moved(point), control1: moved(c1), control2: moved(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        path.subpathStart = subpathStart.map(moved)
        return path
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    private mutating func addQuarterEllipse(center: CGPoint, rx: Double, ry: Double, from start: Double) {
        addArcPiece(center: center, rx: rx, ry: ry, from: start, sweep: .pi / 2)
    }

    /// One cubic Bézier curve for an arc of at most a quarter turn.
    private mutating func addArcPiece(center: CGPoint, rx: Double, ry: Double, from start: Double, sweep: Double) {
        let k = 4.0 / 3.0 * tan(sweep / 4)
        let end = start + sweep
        let p0 = (cos(start), sin(start)), p3 = (cos(end), sin(end))
        func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: center.x + rx * x, y: center.y + ry * y) }
        elements.append(.curve(
            to: point(p3.0, p3.1),
            control1: point(p0.0 - k * p0.1, p0.1 + k * p0.0),
            control2: point(p3.0 + k * p3.1, p3.1 - k * p3.0)))
    }
}
