// MapZoom: how much of a landmark's surroundings the detail map shows, a user
// setting (the original's `@AppStorage("MapView.zoom")`).
//
// Raw values are the GSettings enum nicks of `map-zoom`. Storing it is
// AppSettings' job; drawing is MapView's.

/// The detail map's zoom level.
enum MapZoom: String, CaseIterable, Identifiable, Sendable {
    case near, medium, far

    var id: String { rawValue }

    /// The label in the settings picker.
    var title: String {
        switch self {
        case .near: "Near"
        case .medium: "Medium"
        case .far: "Far"
        }
    }

    /// The span of latitude and longitude shown, in degrees (the original's values).
    var spanDegrees: Double {
        switch self {
        case .near: 0.02
        case .medium: 0.2
        case .far: 2
        }
    }
}
