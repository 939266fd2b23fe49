import GtkUI

/// A hike's observations as capsules for one measure, drawn to the tutorial's
/// arithmetic (`HikeGraphLayout`). Switching the measure moves each capsule
/// with a spring (damping 0.5, about 0.28 s), each starting 30 ms after its
/// left neighbour: a ripple. Screen readers get a description of what it shows.
struct HikeGraph: WidgetRepresentable {
    var hike: Hike
    var measure: HikeMeasure

    func makeCoordinator() -> HikeGraphAnimator { HikeGraphAnimator() }

    func makeWidget(context: Context) -> Widget {
        context.coordinator.makeWidget()
    }

    func updateWidget(_ widget: Widget, context: Context) {
        let layout = HikeGraphLayout(observations: hike.observations, measure: measure)
        let color = measure.color
        context.coordinator.show(layout.frames(width: 1, height: 1), color: RGBColor(red: color.red, green: color.green, blue: color.blue),
                                 animated: context.coordinator.hasContent)
        widget.setAccessibleDescription(description(layout))
        widget.setAccessibleLabel("\(measure.title) graph of \(hike.name)")
    }

    private func description(_ layout: HikeGraphLayout) -> String {
        let unit: String
        switch measure {
        case .elevation: unit = "metres"
        case .heartRate: unit = "beats per minute"
        case .pace: unit = "seconds per 100 metres"
        }
        return "\(measure.title) over \(hike.distanceText), \(hike.observations.count) readings, "
            + "from \(Int(layout.overall.lowerBound)) to \(Int(layout.overall.upperBound)) \(unit)."
    }
}
