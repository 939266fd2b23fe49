// HikeGraphLayout: the arithmetic of the tutorial's HikeGraph — where each
// observation's capsule goes for a measure, in a view of a given size. Pure
// numbers; HikeGraph lays them out.
import Localization

/// One of the three things a hike graph can show.
package enum HikeMeasure: String, CaseIterable, Sendable {
    case elevation, heartRate, pace

    package var title: String {
        switch self {
        case .elevation: tr("Elevation")
        case .heartRate: tr("Heart Rate")
        case .pace: tr("Pace")
        }
    }

    package func range(of observation: Hike.Observation) -> Range<Double> {
        switch self {
        case .elevation: observation.elevation
        case .heartRate: observation.heartRate
        case .pace: observation.pace
        }
    }

    /// The original's colours: grey; hue 0 sat 0.5 bri 0.7; hue 0.7 sat 0.4 bri 0.7 (RGB 0…1).
    package var color: (red: Double, green: Double, blue: Double) {
        switch self {
        case .elevation: (0.56, 0.56, 0.58)
        case .heartRate: hsbToRGB(hue: 0, saturation: 0.5, brightness: 0.7)
        case .pace: hsbToRGB(hue: 0.7, saturation: 0.4, brightness: 0.7)
        }
    }
}

/// Capsule positions for one measure of one hike.
package struct HikeGraphLayout: Sendable {
    package struct Capsule: Equatable, Sendable {
        /// Height as a fraction of the graph's height (at least 0.15).
        package let heightRatio: Double
        /// How far up from the bottom, as a fraction of the graph's height.
        package let offsetRatio: Double
    }

    package let capsules: [Capsule]
    /// The whole group is moved down by this fraction of the height.
    package let heightRatio: Double
    package let overall: Range<Double>

    package static let minimumCapsuleRatio = 0.15

    package init(observations: [Hike.Observation], measure: HikeMeasure) {
        let ranges = observations.map(measure.range(of:))
        let lower = ranges.map(\.lowerBound).min() ?? 0
        let upper = ranges.map(\.upperBound).max() ?? 1
        overall = lower..<max(upper, lower + .ulpOfOne)
        let magnitude = overall.upperBound - overall.lowerBound
        let maxMagnitude = ranges.map { $0.upperBound - $0.lowerBound }.max() ?? 0
        heightRatio = 1 - maxMagnitude / magnitude
        capsules = ranges.map { range in
            Capsule(
                heightRatio: max((range.upperBound - range.lowerBound) / magnitude, Self.minimumCapsuleRatio),
                offsetRatio: (range.lowerBound - lower) / magnitude)
        }
    }

    private init(capsules: [Capsule], heightRatio: Double, overall: Range<Double>) {
        self.capsules = capsules
        self.heightRatio = heightRatio
        self.overall = overall
    }

    /// The layout as the original draws it, where that stays inside the
    /// view; where it would draw past the top or bottom (a short range
    /// raised to the minimum capsule height near the top of the scale), the
    /// same layout scaled to fit, so every capsule keeps its rounded ends.
    /// Laid out as the tutorial does: a bottom-aligned row of capsules
    /// `capsules[i].heightRatio` of the height tall, at the top of the view,
    /// lowered by `heightRatio` and each raised by its `offsetRatio`.
    package var fitted: HikeGraphLayout {
        guard let tallest = capsules.map(\.heightRatio).max() else { return self }
        // Tops and bottoms in units of the view's height.
        let bottoms = capsules.map { tallest + heightRatio - $0.offsetRatio }
        let top = min(0, zip(bottoms, capsules).map { $0 - $1.heightRatio }.min() ?? 0)
        let bottom = max(1, bottoms.max() ?? 1)
        guard top < 0 || bottom > 1 else { return self }
        let scale = 1 / (bottom - top)
        return HikeGraphLayout(
            capsules: capsules.map { Capsule(heightRatio: $0.heightRatio * scale, offsetRatio: $0.offsetRatio * scale) },
            heightRatio: (heightRatio - top) * scale, overall: overall)
    }

    /// Rectangles (x, y, width, height) of the fitted capsules in a
    /// `width` × `height` view, `width / 120` apart.
    package func frames(width: Double, height: Double) -> [(x: Double, y: Double, width: Double, height: Double)] {
        guard !capsules.isEmpty else { return [] }
        let layout = fitted
        let spacing = width / 120
        let capsuleWidth = (width - spacing * Double(capsules.count - 1)) / Double(capsules.count)
        let rowHeight = height * (layout.capsules.map(\.heightRatio).max() ?? 0)
        return layout.capsules.enumerated().map { index, capsule in
            let capsuleHeight = height * capsule.heightRatio
            let bottom = rowHeight + height * layout.heightRatio - height * capsule.offsetRatio
            return (x: Double(index) * (capsuleWidth + spacing), y: bottom - capsuleHeight, width: capsuleWidth,
                    height: capsuleHeight)
        }
    }
}

/// HSB (all 0…1) to RGB, as SwiftUI's `Color(hue:saturation:brightness:)`.
package func hsbToRGB(hue: Double, saturation: Double, brightness: Double) -> (red: Double, green: Double, blue: Double) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
    switch sector {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
}
