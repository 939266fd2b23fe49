// Hike: a recorded walk with measurements along the way, from `hikeData.json`.
//
// Ranges are stored as `[lower, upper]` in JSON (the standard library's Range
// coding has that shape). Validation of a hike file lives in CatalogDecoder;
// drawing the graphs lives in the views.

import Localization

/// A recorded hike: its length, difficulty and the measures taken along it.
package struct Hike: Codable, Hashable, Identifiable, Sendable {
    package var id: Int
    package var name: String
    /// Length in kilometres.
    package var distance: Double
    /// 1 (easy) to 5 (hard).
    package var difficulty: Int
    /// In order of `distanceFromStart`.
    package var observations: [Observation]

    /// The range each measure spans over one stretch of the hike.
    package struct Observation: Codable, Hashable, Sendable {
        /// Kilometres from the trailhead where this stretch begins.
        package var distanceFromStart: Double
        /// Metres above sea level.
        package var elevation: Range<Double>
        /// In the tracker's own unit (the tutorial never names one); the graph only compares values.
        package var pace: Range<Double>
        /// Beats per minute.
        package var heartRate: Range<Double>
    }

    /// The length for display, with one decimal, in the unit and with the
    /// decimal mark of the user's locale: "4.5 km", "2.8 mi".
    package var distanceText: String { LocaleFormat.distance(kilometres: distance) }
}
