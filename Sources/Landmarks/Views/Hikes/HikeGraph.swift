import GtkUI
import LandmarksModel

extension Animation {
    /// A bouncy spring, each capsule starting 30 ms after its left neighbour: a ripple.
    static func ripple(index: Int) -> Animation {
        Animation.spring(dampingFraction: 0.5)
            .speed(2)
            .delay(0.03 * Double(index))
    }
}

/// A hike's observations as capsules for one measure, laid out to the
/// tutorial's arithmetic (`HikeGraphLayout`, kept inside the view). Switching
/// the measure moves and recolours each capsule with the ripple. Screen
/// readers hear what it shows instead of the capsules.
struct HikeGraph: View {
    var hike: Hike
    var measure: HikeMeasure

    var color: Color {
        let rgb = measure.color
        return Color(red: rgb.red, green: rgb.green, blue: rgb.blue)
    }

    var body: some View {
        let layout = HikeGraphLayout(observations: hike.observations, measure: measure).fitted

        return GeometryReader { proxy in
            // The row is lowered as a whole (the tutorial lowers each capsule
            // of the ForEach by the same amount: GtkUI draws an effect on a
            // ForEach's views over one another, see docs/Architecture.md §4).
            HStack(alignment: .bottom, spacing: proxy.size.width / 120) {
                ForEach(Array(layout.capsules.enumerated()), id: \.offset) { index, capsule in
                    GraphCapsule(index: index, color: color, height: proxy.size.height, capsule: capsule)
                        .animation(.ripple(index: index))
                }
            }
            .offset(x: 0, y: proxy.size.height * layout.heightRatio)
        }
        .accessibilityLabel(tr("%1$s graph of %2$s", measure.title, hike.name))
        .accessibilityHint(description(layout))
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

/// One observation: a capsule `height × heightRatio` tall, raised by its offset.
struct GraphCapsule: View, Equatable {
    var index: Int
    var color: Color
    var height: CGFloat
    var capsule: HikeGraphLayout.Capsule

    var body: some View {
        Capsule()
            .fill(color)
            .frame(height: height * capsule.heightRatio)
            .offset(x: 0, y: height * -capsule.offsetRatio)
    }
}
