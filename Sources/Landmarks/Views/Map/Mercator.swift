// Mercator: the map's projection, as GNOME Maps and every web map draw it.
// Longitude maps to x unchanged; latitude maps to y stretched by its secant,
// so shapes keep their proportions at every latitude and one plane serves the
// whole map: moving the view is a pure translation of what was drawn. Pure
// arithmetic in degrees; it knows nothing of views or pixels.
import Glibc

enum Mercator {
    /// The plane's limit: beyond ±85° the stretch grows without bound.
    static let latitudeLimit = 85.0

    /// The plane's y for a latitude, in degrees of the plane (equal to
    /// degrees of longitude; north is positive).
    static func y(latitude: Double) -> Double {
        let clamped = min(max(latitude, -latitudeLimit), latitudeLimit)
        return log(tan(.pi / 4 + clamped * .pi / 360)) * 180 / .pi
    }

    /// The latitude at a plane y.
    static func latitude(y: Double) -> Double {
        atan(sinh(y * .pi / 180)) * 180 / .pi
    }

    /// How much the plane stretches distances at `latitude` (its secant).
    static func stretch(atLatitude latitude: Double) -> Double {
        1 / max(cos(min(abs(latitude), latitudeLimit) * .pi / 180), 0.05)
    }
}
