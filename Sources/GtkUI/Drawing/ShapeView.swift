import Foundation
import Gtk
import GtkBridge

/// A shape drawn: a `Gtk.DrawingArea` that fills or strokes the shape's
/// path in its own bounds, painted again on every update and on resize.
/// Screen readers pass it by unless it is given an `accessibilityLabel`.
/// A solid fill's change of colour in an animated transaction is animated.
/// What `Shape`'s `body`, `fill` and `stroke` make; a `Color` or a
/// `LinearGradient` used as a view is one too (a filled `Rectangle`).
nonisolated public struct ShapeView<S: Shape>: WidgetRepresentable {
    enum Drawing: Hashable, Sendable {
        case fill(Paint, FillStyle)
        case stroke(Paint, StrokeStyle)
    }

    let shape: S
    let drawing: Drawing
    /// How far the drawing area reaches past the shape's bounds on each side
    /// (for a stroke's outer half); the shape is laid out that much inside it.
    var overdraw = 0.0

    @MainActor
    public final class Coordinator: ParentHolding {
        public var parent: ShapeView
        /// The gradient a `foregroundStyle` above set, which `.foreground` paints with.
        var inheritedGradient: LinearGradient?
        weak var area: Gtk.DrawingArea?
        /// A solid fill's colour, moving to each new one (painted from it
        /// only while it moves: otherwise the colour is looked up as drawn,
        /// so a named one follows the style, dark or light).
        let fillColor = AnimatedValue<RGBColor>()
        var paintsFillColor = false

        init(parent: ShapeView) { self.parent = parent }

        func draw(_ graphics: GraphicsContext, width: Double, height: Double) {
            guard let area else { return }
            // The view's own coordinates start `overdraw` in: a `Path` given
            // in them (as a GeometryReader's content builds it) lands right.
            let inset = parent.overdraw
            let bounds = CGRect(x: 0, y: 0, width: max(0, width - 2 * inset), height: max(0, height - 2 * inset))
            let resolver = PaintResolver(widget: area, inheritedGradient: inheritedGradient, bounds: bounds)
            graphics.withSavedState {
                graphics.translateBy(x: inset, y: inset)
                parent.shape.path(in: bounds).replay(into: graphics)
                switch parent.drawing {
                case .fill(.color, let style) where paintsFillColor && fillColor.isMoving && fillColor.shown != nil:
                    graphics.setAntialiased(style.isAntialiased)
                    graphics.fill(fillColor.shown!, rule: style.isEOFilled ? .evenOdd : .winding)
                case .fill(let paint, let style):
                    graphics.setAntialiased(style.isAntialiased)
                    resolver.fill(paint, rule: style.isEOFilled ? .evenOdd : .winding, in: graphics)
                case .stroke(let paint, let style):
                    resolver.stroke(paint, style: style.lineStyle, in: graphics)
                }
            }
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor public func makeWidget(context: Context) -> Gtk.DrawingArea {
        let area = Gtk.DrawingArea()
        area.setExpand(horizontal: true, vertical: true)
        // As in SwiftUI, a shape is no accessibility element until it is named.
        area.setAccessibleHidden(true)
        let coordinator = context.coordinator
        coordinator.area = area
        area.setDrawFunction { [weak coordinator] graphics, width, height in
            coordinator?.draw(graphics, width: width, height: height)
        }
        return area
    }

    @MainActor public func updateWidget(_ area: Gtk.DrawingArea, context: Context) {
        let gradient = context.environment.foregroundGradient
        let coordinator = context.coordinator
        // The graph updates a view only when its value or environment changed.
        coordinator.inheritedGradient = gradient
        animateColor(in: area, context: context)
        area.queueDraw()
    }

    /// A solid fill of a new colour in an animated transaction moves from the
    /// colour painted to the new one on the animation's curve.
    @MainActor private func animateColor(in area: Gtk.DrawingArea, context: Context) {
        let coordinator = context.coordinator
        guard case .fill(.color(let color), _) = drawing,
              let target = PaintResolver(widget: area, inheritedGradient: nil, bounds: .zero).color(color) else {
            coordinator.paintsFillColor = false
            return
        }
        coordinator.paintsFillColor = true
        coordinator.fillColor.move(
            to: target, on: area, in: area.isMapped ? context.transaction : Transaction(),
            mix: { from, to, fraction in from.mixed(with: to, by: min(max(fraction, 0), 1)) },
            show: { [weak area] _ in area?.queueDraw() })
    }
}

/// Resolves a shape's paint where it is drawn: a colour's name against the
/// widget's stylesheets, the text colour from its style (which a
/// `foregroundStyle` above set through CSS), a gradient's unit points in
/// the bounds.
@MainActor
struct PaintResolver {
    let widget: Gtk.Widget
    let inheritedGradient: LinearGradient?
    let bounds: CGRect

    func color(_ color: Color) -> RGBColor? {
        var rgb: RGBColor
        switch color.base {
        case .rgb(let red, let green, let blue): rgb = RGBColor(red: red, green: green, blue: blue)
        case .foreground: rgb = widget.styleForegroundColor
        case .named(let name, let fallback):
            guard let found = AssetCatalogColors.color(named: name, on: widget) ?? fallback else { return nil }
            rgb = found
        }
        rgb.alpha *= color.alpha
        return rgb
    }

    /// What to paint with: a colour, or a gradient's stops and ends in the bounds.
    enum Source {
        case color(RGBColor)
        case linearGradient(stops: [(offset: Double, color: RGBColor)], start: (x: Double, y: Double), end: (x: Double, y: Double))
    }

    /// `paint` where it is drawn; nil for a colour no stylesheet defines.
    func source(for paint: Paint) -> Source? {
        switch resolved(paint) {
        case .color(let color):
            return self.color(color).map(Source.color)
        case .linearGradient(let gradient):
            let stops = gradient.gradient.stops.compactMap { stop in
                color(stop.color).map { (offset: stop.location, color: $0) }
            }
            let start = gradient.startPoint.point(in: bounds), end = gradient.endPoint.point(in: bounds)
            return .linearGradient(stops: stops, start: (start.x, start.y), end: (end.x, end.y))
        case .inherited:
            return nil
        }
    }

    func fill(_ paint: Paint, rule: FillRule, in graphics: GraphicsContext) {
        switch source(for: paint) {
        case .color(let rgb): graphics.fill(rgb, rule: rule)
        case .linearGradient(let stops, let start, let end): graphics.fill(linearGradient: stops, from: start, to: end, rule: rule)
        case nil: break
        }
    }

    func stroke(_ paint: Paint, style: LineStyle, in graphics: GraphicsContext) {
        switch source(for: paint) {
        case .color(let rgb): graphics.stroke(rgb, style: style)
        case .linearGradient(let stops, let start, let end): graphics.stroke(linearGradient: stops, from: start, to: end, style: style)
        case nil: break
        }
    }

    /// `.foreground` as the gradient set above, or the widget's text colour.
    private func resolved(_ paint: Paint) -> Paint {
        guard paint == .inherited else { return paint }
        return inheritedGradient.map(Paint.linearGradient) ?? .color(.primary)
    }
}

extension Path {
    /// Draws the path's elements into `graphics`' current path.
    @MainActor
    func replay(into graphics: GraphicsContext) {
        var current = CGPoint.zero
        var start = CGPoint.zero
        graphics.beginPath()
        for element in elements {
            switch element {
            case .move(let point):
                graphics.move(to: point.x, point.y)
                current = point
                start = point
            case .line(let point):
                graphics.line(to: point.x, point.y)
                current = point
            case .quadCurve(let point, let control):
                // The cubic curve with the same shape.
                let c1 = (x: Double(current.x + 2 / 3 * (control.x - current.x)), y: Double(current.y + 2 / 3 * (control.y - current.y)))
                let c2 = (x: Double(point.x + 2 / 3 * (control.x - point.x)), y: Double(point.y + 2 / 3 * (control.y - point.y)))
                graphics.curve(to: point.x, point.y, control1: c1, control2: c2)
                current = point
            case .curve(let point, let control1, let control2):
                graphics.curve(
                    to: point.x, point.y, control1: (Double(control1.x), Double(control1.y)),
                    control2: (Double(control2.x), Double(control2.y)))
                current = point
            case .closeSubpath:
                graphics.closePath()
                current = start
            }
        }
    }
}

extension Color: View {
    /// A colour as a view fills the space it is given.
    @MainActor public var body: ShapeView<Rectangle> { Rectangle().fill(self) }
}

extension LinearGradient: View {
    /// A gradient as a view fills the space it is given.
    @MainActor public var body: ShapeView<Rectangle> { Rectangle().fill(self) }
}

// Comparable content compares with `==` (see StructuralEquality).
@MainActor extension ShapeView: @MainActor Equatable where S: Equatable {}
