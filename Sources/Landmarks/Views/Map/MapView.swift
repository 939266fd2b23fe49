import Gtk
import GtkUI
import LandmarksModel

/// The detail page's map: our offline map data drawn around the landmark with
/// a marker — no network. A representable over a `GtkDrawingArea`, with zoom
/// buttons over it. Zoom starts at the Near/Medium/Far setting; the user can
/// zoom (scroll, pinch, the buttons, + and −) and pan (drag, arrow keys) within
/// bounds around the landmark.
struct MapView: WidgetRepresentable {
    var coordinate: Landmark.Coordinates
    var zoom: MapZoom
    /// The landmark's name, for the map's description to screen readers.
    var name = ""
    /// The part of the map's lower edge something covers (width, height in
    /// pixels, centred): no name is placed under it.
    var coveredBottom = (width: 0.0, height: 0.0)

    func makeCoordinator() -> MapCoordinator { MapCoordinator() }

    func makeWidget(context: Context) -> Gtk.Overlay {
        context.coordinator.makeWidget()
    }

    func updateWidget(_ widget: Gtk.Overlay, context: Context) {
        let coordinator = context.coordinator
        coordinator.palette = context.environment.colorScheme == .dark ? .dark : .light
        coordinator.landmarkName = name
        coordinator.coveredBottom = coveredBottom
        coordinator.show(latitude: coordinate.latitude, longitude: coordinate.longitude, span: zoom.spanDegrees)
    }
}

/// The map's shared data, parsed on first use (never at start-up).
@MainActor
enum MapStore {
    private static var loaded: MapData??

    static var map: MapData? {
        if let loaded { return loaded }
        do {
            loaded = .some(try MapData.bundled())
        } catch {
            Log.message("The offline map could not be read: \(error.description)", domain: "Landmarks")
            loaded = .some(nil)
        }
        return loaded!
    }
}
