import GtkUI

/// A landmark in a category row: its rounded picture (with a star in its
/// corner for a favorite) and its name. Clicking it, or pressing Enter on it,
/// opens the landmark's detail.
struct CategoryItem: View, Equatable {
    var landmark: Landmark

    var body: some View {
        NavigationLink(value: landmark.id) {
            VStack(alignment: .leading, spacing: 4) {
                ZStack(alignment: .topTrailing) {
                    landmark.smallImage
                        .frame(width: 155, height: 155)
                        .cornerRadius(5)
                    if landmark.isFavorite {
                        Image(systemName: "starred-symbolic")
                            .foregroundStyle(.yellow)
                            .styleClass("favorite-badge")
                    }
                }
                // As wide as the picture: a long name is ellipsized, never
                // widening the item past its neighbours; marks stacked above
                // or below its line are cut at the line, never drawn over the picture.
                Text(landmark.name).lineLimit(1).font(.caption).frame(width: 155, alignment: .leading).clipped()
            }
        }
        .accessibilityLabel(landmark.isFavorite ? tr("%1$s, favorite", landmark.name) : landmark.name)
        .styleClass("category-item")
        .padding(.leading, 30)
    }
}
