import Gtk
import GtkBridge

/// Immediate-mode drawing, SwiftUI's `Canvas`: a `GtkDrawingArea` whose
/// content `draw` paints from `value`. The area is painted again when, and
/// only when, `value` changes (or GTK needs it, on resize or theme change).
/// `draw` receives the value rather than capturing it, so what it paints is
/// never stale: a closure is not compared, a value is.
nonisolated public struct Canvas<Value: Equatable>: WidgetRepresentable {
    public typealias Drawing = @MainActor (_ context: GraphicsContext, _ width: Double, _ height: Double, _ value: Value) -> Void

    let value: Value
    let size: (width: Double, height: Double)?
    let draw: Drawing

    /// `width` × `height` is the size it asks for; without them it takes
    /// what its container gives it.
    public init(drawing value: Value, width: Double? = nil, height: Double? = nil, _ draw: @escaping Drawing) {
        self.value = value
        self.size = width.flatMap { width in height.map { (width, $0) } }
        self.draw = draw
    }

    @MainActor
    public final class Coordinator: ParentHolding {
        public var parent: Canvas
        var drawn: Value?
        init(parent: Canvas) { self.parent = parent }

        func paint(_ context: GraphicsContext, areaWidth: Double, areaHeight: Double) {
            parent.draw(context, areaWidth, areaHeight, parent.value)
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    @MainActor public func makeWidget(context: Context) -> Gtk.DrawingArea {
        let area = Gtk.DrawingArea()
        let expands = size == nil
        area.setExpand(horizontal: expands, vertical: expands)
        let coordinator = context.coordinator
        area.setDrawFunction { [weak coordinator] graphics, areaWidth, areaHeight in
            coordinator?.paint(graphics, areaWidth: areaWidth, areaHeight: areaHeight)
        }
        return area
    }

    @MainActor public func updateWidget(_ area: Gtk.DrawingArea, context: Context) {
        if let size {
            let width = Int32(size.width), height = Int32(size.height)
            if area.contentWidth != width { area.contentWidth = width }
            if area.contentHeight != height { area.contentHeight = height }
        }
        guard context.coordinator.drawn != value else { return }
        context.coordinator.drawn = value
        area.queueDraw()
    }
}
