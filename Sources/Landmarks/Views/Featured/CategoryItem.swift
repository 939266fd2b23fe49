import GtkUI

/// A landmark in a category row: its rounded picture and its name. Clicking
/// it, or pressing Enter on it, opens the landmark's detail.
struct CategoryItem: View, Equatable {
    var landmark: Landmark

    var body: some View {
        NavigationLink(value: landmark.id) {
            VStack(alignment: .leading, spacing: 4) {
                landmark.smallImage
                    .frame(width: 155, height: 155)
                    .cornerRadius(5)
                Text(landmark.name).lineLimit(1).font(.caption)
            }
        }
        .accessibilityLabel(landmark.name)
        .styleClass("category-item")
        .padding(.leading, 15)
    }
}
