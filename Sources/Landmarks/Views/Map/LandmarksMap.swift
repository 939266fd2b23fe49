import Gtk
import GtkUI
import LandmarksModel

/// Every landmark of the list on one map: shown in the List tab's detail
/// while no landmark is selected. A marker per landmark (gold for favorites),
/// grouped where they would overlap; clicking a marker, or Tab to the map,
/// the arrows and Enter, opens that landmark by writing `selection`. A group
/// zooms in on itself. Scrolling, pinching, + and − zoom; dragging pans.
struct LandmarksMap: WidgetRepresentable {
    var landmarks: Subset<Landmark>
    @Binding var selection: Landmark.ID?

    @MainActor
    final class Coordinator: ParentHolding {
        var parent: LandmarksMap
        let map = MapCoordinator()
        let markers = LandmarkMarkers()
        /// The count the map's description last gave.
        var describedCount: Int?

        init(parent: LandmarksMap) {
            self.parent = parent
            markers.open = { [weak self] id in self?.parent.selection = id }
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeWidget(context: Context) -> Gtk.Overlay {
        let coordinator = context.coordinator
        let widget = coordinator.map.makeWidget()
        coordinator.map.markers = coordinator.markers
        coordinator.map.area?.setAccessibleLabel(tr("Map of the landmarks"))
        // Kept on the widget they are drawn on, so what reads the widget tree
        // (the journey tests) finds where each marker is.
        coordinator.map.area?.setAttached(coordinator.markers, forKey: LandmarkMarkers.attachmentKey)
        // As wide as a landmark's page needs at least: the split view folds at
        // the same window width whether the map or a detail is beside the list.
        widget.widthRequest = 360
        return widget
    }

    func updateWidget(_ widget: Gtk.Overlay, context: Context) {
        let map = context.coordinator.map
        map.palette = context.environment.colorScheme == .dark ? .dark : .light
        // Through the array underneath, each landmark's fields read in place:
        // a walk over the subset, or `Point(landmark)` on an element, copies
        // each whole landmark, 10,000 times per change.
        map.showAll(landmarks.base.withUnsafeBufferPointer { elements in
            landmarks.positions.map { position in
                LandmarkMarkers.Point(
                    id: elements[position].id, name: elements[position].name,
                    latitude: elements[position].coordinates.latitude,
                    longitude: elements[position].coordinates.longitude, isFavorite: elements[position].isFavorite)
            }
        })
        if context.coordinator.describedCount != landmarks.count {
            context.coordinator.describedCount = landmarks.count
            map.area?.setAccessibleDescription(
                ntr("%1$s landmark. Use the arrow keys to move between them and Enter to open one.",
                    "%1$s landmarks. Use the arrow keys to move between them and Enter to open one.",
                    count: landmarks.count, LocaleFormat.integer(landmarks.count)))
        }
    }
}
