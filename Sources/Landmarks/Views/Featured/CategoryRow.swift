import GtkUI

/// One category: its name as a heading over a horizontally scrolling row of items.
struct CategoryRow: View, Equatable {
    var categoryName: String
    var items: Subset<Landmark>

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(categoryName).lineLimit(1)
                .font(.headline)
                .padding(.leading, 30)
                .padding(.top, 10)
            // Virtualized, like the List tab: only the items in view have widgets.
            List(items) { landmark in
                CategoryItem(landmark: landmark)
            }
            .horizontal()
            .accessibilityLabel(categoryName)
            .rowAccessibilityLabel(\.name)
            .frame(minHeight: 185)
        }
        .frame(maxWidth: .infinity)
    }
}
