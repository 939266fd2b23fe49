import Gtk
import GtkUI
import LandmarksModel

/// A hike's observations as capsules for one measure, drawn to the tutorial's
/// arithmetic (`HikeGraphLayout`). Switching the measure moves each capsule
/// with a spring (damping 0.5, about 0.28 s), each starting 30 ms after its
/// left neighbour: a ripple. Screen readers get a description of what it shows.
struct HikeGraph: WidgetRepresentable {
    var hike: Hike
    var measure: HikeMeasure

    func makeCoordinator() -> HikeGraphAnimator { HikeGraphAnimator() }

    func makeWidget(context: Context) -> Gtk.DrawingArea {
        context.coordinator.makeWidget()
    }

    func updateWidget(_ widget: Gtk.DrawingArea, context: Context) {
        let layout = HikeGraphLayout(observations: hike.observations, measure: measure)
        let color = measure.color
        context.coordinator.show(layout.frames(width: 1, height: 1), color: RGBColor(red: color.red, green: color.green, blue: color.blue),
                                 animated: context.coordinator.hasContent)
        widget.setAccessibleDescription(description(layout))
        widget.setAccessibleLabel(tr("%1$s graph of %2$s", measure.title, hike.name))
    }

    private func description(_ layout: HikeGraphLayout) -> String {
        let low = LocaleFormat.integer(Int(layout.overall.lowerBound))
        let high = LocaleFormat.integer(Int(layout.overall.upperBound))
        let readings = ntr("%1$s reading", "%1$s readings", count: hike.observations.count,
                           LocaleFormat.integer(hike.observations.count))
        let range = switch measure {
        case .elevation: tr("from %1$s to %2$s metres", low, high)
        case .heartRate: tr("from %1$s to %2$s beats per minute", low, high)
        case .pace: tr("from %1$s to %2$s seconds per 100 metres", low, high)
        }
        return tr("%1$s over %2$s, %3$s, %4$s.", measure.title, hike.distanceText, readings, range)
    }
}
