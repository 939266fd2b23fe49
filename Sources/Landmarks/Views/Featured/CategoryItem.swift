import GtkUI
import LandmarksModel

/// A landmark in a category row: its rounded picture (with a star in its
/// corner for a favorite) and its name. The row it is in is what a click,
/// Enter or a screen reader activates (CategoryRow), and what is named.
struct CategoryItem: View, Equatable {
    var landmark: Landmark

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ZStack(alignment: .topTrailing) {
                landmark.smallImage
                    .frame(width: 155, height: 155)
                    .cornerRadius(5)
                if landmark.isFavorite {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                        .styleClass("favorite-badge")
                }
            }
            // As wide as the picture: a long name is ellipsized, never
            // widening the item past its neighbours; marks stacked above
            // or below its line are cut at the line, never drawn over the picture.
            Text(landmark.name).lineLimit(1).font(.caption).frame(width: 155, alignment: .leading).clipped()
        }
        .draggable(landmark)
        .styleClass("category-item")
    }
}

#Preview {
    CategoryItem(landmark: PreviewData.model.landmarks[0])
        .padding(10)
}
