import GtkUI
import LandmarksModel

/// A landmark's page: the map around it, its picture in a circle overlapping
/// the map's lower edge, its name with the favorite button and "Open in Maps",
/// park and state, and what there is to know about it — scrollable, clamped to a comfortable width.
struct LandmarkDetail: View {
    @Environment(ModelData.self) private var modelData
    @Environment(AppSettings.self) private var settings
    @Environment(Toaster.self) private var toaster
    /// The page opens with the focus on the favorite button: the first
    /// thing on it to act on, wherever it was opened from.
    @FocusState private var favoriteFocused: Bool
    var landmarkID: Landmark.ID

    var body: some View {
        if let index = modelData.index(of: landmarkID) {
            let landmark = modelData.landmarks[index]
            ScrollView {
                ZStack(alignment: .bottom) {
                    VStack(spacing: 0) {
                        MapView(coordinate: landmark.coordinates, zoom: settings.mapZoom, name: landmark.name,
                                coveredBottom: (width: CircleImage.size, height: CircleImage.size - Self.pictureBelowMap))
                            .frame(maxWidth: .infinity, minHeight: 300)
                        Color.clear.frame(height: Self.pictureBelowMap)
                    }
                    CircleImage(image: landmark.image)
                        .draggable(landmark)
                }
                VStack(alignment: .leading, spacing: 6) {
                    HStack {
                        Text(landmark.name).font(.title)
                        FavoriteButton(isSet: FavoriteChange.binding(for: landmarkID, in: modelData, toaster: toaster))
                            .focused($favoriteFocused)
                    }
                    HStack {
                        Text(landmark.park)
                        Spacer()
                        Text(landmark.state)
                    }
                    .frame(maxWidth: .infinity)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    // A row of its own: beside the name it squeezed long
                    // names into breaking inside a word in a narrow window.
                    HStack {
                        Button(tr("Open in Maps"), systemImage: "map") {
                            OpenInMaps.open(landmark, toaster: toaster)
                        }
                        AddToCollectionMenu(landmarkID: landmarkID)
                        Spacer()
                    }
                    Divider()
                    Text(tr("About %1$s", landmark.name)).font(.title2)
                    Text(landmark.description)
                }
                .padding(24)
                .clamped(to: 720)
            }
            .defaultFocus($favoriteFocused, true)
            .navigationTitle(landmark.name)
        } else {
            StatusPage(title: tr("Landmark Not Found"), systemImage: "find-location-symbolic",
                       description: tr("This landmark is no longer in the catalogue."))
        }
    }

    /// How far the picture reaches below the map; the rest of it covers the map.
    private static let pictureBelowMap = 120.0
}
