import Foundation

/// A 2D outline that fills the bounds it is given, SwiftUI's `Shape`: write
/// `path(in:)`; the shape is a view drawn in a `GtkDrawingArea`, filled with
/// the foreground style unless `.fill` or `.stroke` says otherwise. Like
/// SwiftUI's shapes it takes all the space it is offered (it expands): give
/// it a `frame` to size it.
public protocol Shape: Sendable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: ShapeView<Self> { ShapeView(shape: self, drawing: .fill(.inherited, FillStyle())) }

    /// The shape filled with `content` (the foreground style unless given).
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .fill(content.paint, style))
    }

    /// The shape's outline drawn with `content`, `lineWidth` wide, centred on the outline.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> ModifiedContent<ShapeView<Self>, Padding> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline, centred on the shape's edge as in SwiftUI: half the line
    /// lies outside the view's bounds (the drawing area is given that much
    /// more room, a negative padding, so it is not cut off).
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ModifiedContent<ShapeView<Self>, Padding> {
        let overdraw = (style.lineWidth / 2).rounded(.up)
        return ShapeView(shape: self, drawing: .stroke(content.paint, style), overdraw: overdraw).padding(-overdraw)
    }

    /// The outline drawn in the foreground style.
    nonisolated public func stroke(lineWidth: Double = 1) -> ModifiedContent<ShapeView<Self>, Padding> {
        stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }

    nonisolated public func stroke(style: StrokeStyle) -> ModifiedContent<ShapeView<Self>, Padding> {
        stroke(ForegroundStyle(), style: style)
    }
}

/// How a path that crosses itself is filled: by the even-odd rule (holes
/// stay holes) or by winding (the default); and whether edges are smoothed.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a line's ends are drawn (Core Graphics' name, which SwiftUI uses).
public enum CGLineCap: Int32, Sendable, Hashable {
    case butt, round, square
}

/// How a line's corners are drawn.
public enum CGLineJoin: Int32, Sendable, Hashable {
    case miter, round, bevel
}

/// A stroke's width, ends, corners and dashes, SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(
        lineWidth: Double = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    var lineStyle: LineStyle {
        let cap: LineStyle.Cap = switch lineCap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
        let join: LineStyle.Join = switch lineJoin {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
        return LineStyle(lineWidth: lineWidth, cap: cap, join: join, miterLimit: miterLimit, dash: dash, dashPhase: dashPhase)
    }
}

extension Path: Shape {
    /// A path is drawn where it is, whatever the bounds.
    public func path(in rect: CGRect) -> Path { self }
}
