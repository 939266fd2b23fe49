import GtkUI
import LandmarksModel

/// "Open in Maps": a landmark's place handed to the desktop's map application
/// (GNOME Maps registers `geo:`) as `geo:LATITUDE,LONGITUDE`. Without such an
/// application, or when it fails to start, a toast says so; nothing else
/// happens. It does not show the place itself: the detail page's map does.
@MainActor
enum OpenInMaps {
    /// `geo:` with the coordinates in decimal degrees, as RFC 5870 writes
    /// them: a point, no exponent, no locale, at most six decimals.
    nonisolated static func uri(for coordinates: Landmark.Coordinates) -> String {
        "geo:\(decimal(coordinates.latitude)),\(decimal(coordinates.longitude))"
    }

    static func open(_ landmark: Landmark, toaster: Toaster) {
        switch DefaultApplication.open(uri(for: landmark.coordinates)) {
        case .success:
            break
        case .failure(.noHandler):
            Log.message("No application handles geo: URIs", domain: "Landmarks")
            toaster.show(tr("No map application is installed."))
        case .failure(.failed(let reason)):
            Log.message("The map application did not start: \(reason)", domain: "Landmarks")
            toaster.show(tr("The map application did not start: %1$s", reason), title: tr("Map application did not start"))
        }
    }

    /// `value` with up to six decimals and no trailing zeros.
    nonisolated static func decimal(_ value: Double) -> String {
        let micro = Int64((abs(value) * 1_000_000).rounded())
        var fraction = String(micro % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && micro != 0 ? "-" : ""
        return "\(sign)\(micro / 1_000_000)" + (fraction.isEmpty ? "" : ".\(fraction)")
    }
}
