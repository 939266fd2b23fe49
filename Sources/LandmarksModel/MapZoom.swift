// MapZoom: how much of a landmark's surroundings the detail map shows, a user
// setting (the original's `@AppStorage("MapView.zoom")`).
//
// Raw values are the GSettings enum nicks of `map-zoom`. Storing it is
// AppSettings' job; drawing is MapView's.
import Localization

/// The detail map's zoom level.
package enum MapZoom: String, CaseIterable, Identifiable, Sendable {
    case near, medium, far

    package var id: String { rawValue }

    /// The label in the settings picker.
    package var title: String {
        switch self {
        case .near: tr("Near")
        case .medium: tr("Medium")
        case .far: tr("Far")
        }
    }

    /// The span of latitude shown, in degrees; longitude follows the view's
    /// shape. The original's spans (0.02°, 0.2°, 2°) assume street-level map
    /// tiles; our offline data resolves about 45 m (0.0004°), so near is the
    /// closest view that still shows shapes rather than straight segments
    /// (see Resources/map/README.md).
    package var spanDegrees: Double {
        switch self {
        case .near: 0.25
        case .medium: 1
        case .far: 4
        }
    }
}
