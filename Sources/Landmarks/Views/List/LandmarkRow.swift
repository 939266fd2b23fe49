import GtkUI
import LandmarksModel

/// A landmark in the list: thumbnail, name over park, and a star for favorites.
struct LandmarkRow: View, Equatable {
    var landmark: Landmark

    var body: some View {
        HStack(spacing: 12) {
            landmark.smallImage
                .frame(width: 50, height: 50)
                .cornerRadius(5)
            VStack(alignment: .leading, spacing: 2) {
                // Marks stacked past a line are cut at it (the row clips too).
                Text(landmark.name).lineLimit(1).bold().clipped()
                Text(landmark.park).lineLimit(1).font(.caption).foregroundStyle(.secondary).clipped()
            }
            .frame(maxWidth: .infinity)
            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
                    .accessibilityLabel(tr("Favorite"))
            }
        }
        .padding(.vertical, 8)
        .draggable(landmark)
    }
}

#Preview("Turtle Rock", traits: .fixedLayout(width: 400, height: 70)) {
    LandmarkRow(landmark: PreviewData.model.landmarks[0])
}

#Preview("Salmon", traits: .fixedLayout(width: 400, height: 70)) {
    LandmarkRow(landmark: PreviewData.model.landmarks[1])
}
