import GtkUI
import LandmarksModel

/// The Featured tab: the carousel edge to edge, then one row per category
/// (sorted by their shown names in the user's collation).
/// Activating an item or a feature card pushes its landmark's detail.
struct CategoryHome: View {
    @Environment(ModelData.self) private var modelData
    @Environment(AppNavigation.self) private var navigation

    var body: some View {
        let categories = modelData.categories   // grouped once per evaluation
        NavigationStack(path: Bindable(navigation).featuredPath) {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    PageView(pages: modelData.features.map { FeaturePage(landmark: $0) })
                    ForEach(ModelData.sortedByShownName(categories.keys), id: \.self) { name in
                        CategoryRow(categoryName: Landmark.Category(rawValue: name)?.name ?? name,
                                    items: categories[name] ?? Subset(base: [], positions: []))
                    }
                }
                .padding(.bottom, 24)
            }
            .navigationTitle(tr("Featured"))
        } destination: { id in
            LandmarkDetail(landmarkID: id)
        }
    }
}
