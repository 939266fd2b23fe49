import GtkUI
import LandmarksModel

/// One category: its name as a heading over a horizontally scrolling row of items.
struct CategoryRow: View, Equatable {
    var categoryName: String
    var items: Subset<Landmark>
    @Environment(\.navigationPush) private var navigationPush

    nonisolated static func == (lhs: CategoryRow, rhs: CategoryRow) -> Bool {
        lhs.categoryName == rhs.categoryName && lhs.items == rhs.items
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(categoryName).lineLimit(1)
                .font(.headline)
                .padding(.top, 10)
                .styleClass("category-heading")   // its leading margin is the items' (style.css)
            // Virtualized, like the List tab: only the items in view have widgets.
            // Each item is its row: one object for a screen reader, which a
            // click, Enter or the reader's action opens.
            List(items, onActivate: { navigationPush?($0) }) { landmark in
                CategoryItem(landmark: landmark)
            }
            .horizontal()
            .activatesOnSingleClick()
            .accessibilityLabel(categoryName)
            .rowAccessibilityLabel { $0.isFavorite ? tr("%1$s, favorite", $0.name) : $0.name }
            .frame(minHeight: 185)
        }
        .frame(maxWidth: .infinity)
    }
}
