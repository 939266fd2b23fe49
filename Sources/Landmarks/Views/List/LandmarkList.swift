import GtkUI

/// The List tab: every landmark in a virtualized list; activating one opens
/// its detail.
struct LandmarkList: View {
    @Environment(ModelData.self) private var modelData
    @State private var path: [Landmark.ID] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(modelData.landmarks, onActivate: { path.append($0) }) { landmark in
                LandmarkRow(landmark: landmark)
            }
            .navigationTitle("Landmarks")
        } destination: { id in
            LandmarkDetail(landmarkID: id)
        }
    }
}
