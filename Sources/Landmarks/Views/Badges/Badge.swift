import CGtk
import GtkUI

/// The badge: hexagon, gradient and rotated symbols, drawn by `BadgeRenderer`
/// in a `GtkDrawingArea`, with an optional colour transform (hue turn, grey).
struct Badge: WidgetRepresentable, Equatable {
    var size: Double = 100
    var colors = ColorMatrix.identity

    final class Coordinator {
        var colors = ColorMatrix.identity
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> Widget {
        let area = Widget(taking: gtk_drawing_area_new())
        area.setDrawFunction { [weak coordinator = context.coordinator] cairo, width, height in
            guard let colors = coordinator?.colors else { return }
            BadgeRenderer.draw(cairo, width: Double(width), height: Double(height), colors: colors)
        }
        return area
    }

    func updateWidget(_ widget: Widget, context: Context) {
        gtk_drawing_area_set_content_width(widget.pointer(), Int32(size))
        gtk_drawing_area_set_content_height(widget.pointer(), Int32(size))
        if context.coordinator.colors != colors {
            context.coordinator.colors = colors
            gtk_widget_queue_draw(widget.widget)
        }
    }

    func hueRotation(degrees: Double) -> Badge {
        var copy = self
        copy.colors = colors.then(.hueRotation(degrees: degrees))
        return copy
    }

    func grayscale(_ amount: Double) -> Badge {
        var copy = self
        copy.colors = colors.then(.grayscale(amount))
        return copy
    }
}

/// A badge earned on the profile: the badge (drawn at 300 and shown at 100)
/// with its name below; screen readers hear "Badge for <name>.".
struct HikeBadge: View {
    var name: String
    var badge = Badge()

    var body: some View {
        VStack(alignment: .center, spacing: 4) {
            badge
            Text(name).font(.caption)
        }
        .accessibilityLabel("Badge for \(name).")
        .padding(.horizontal, 6)
    }
}
