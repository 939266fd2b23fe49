import GtkUI
import LandmarksModel

/// The Collections tab: Favorites, then the user's collections in the order
/// they were made, each with its landmarks' pictures; a collection opens to
/// its landmarks, and they to their pages. "New Collection" is in the header.
struct CollectionsHome: View {
    @Environment(AppNavigation.self) private var navigation

    var body: some View {
        NavigationStack(path: Bindable(navigation).collectionsPath) {
            CollectionsOverview()
                .navigationTitle(tr("Collections"))
                .toolbar {
                    ToolbarItem(placement: .start) {
                        IconButton(tr("New Collection"), systemImage: "plus") {
                            navigation.collectionName = ""
                            navigation.naming = .new(adding: nil)
                        }
                    }
                }
        } destination: { route in
            switch route {
            case .landmark(let id):
                LandmarkDetail(landmarkID: id)
            case .favorites, .collection:
                CollectionPage(route: route)
            }
        }
    }
}

/// One line of the overview: what a collection is called and holds.
struct CollectionSummary: Hashable {
    var route: CollectionRoute
    var name: String
    var landmarks: [Landmark]
}

/// The list of collections, one Tab stop with the arrows inside; a click
/// or Enter opens one.
private struct CollectionsOverview: View {
    @Environment(ModelData.self) private var modelData
    @Environment(\.navigationPush) private var navigationPush

    var body: some View {
        let favorites = CollectionSummary(
            route: .favorites, name: LandmarkCollection.favoritesName, landmarks: modelData.landmarks.filter(\.isFavorite))
        let collections = modelData.collections
        let held = modelData.landmarks(in: collections)
        let summaries = [favorites] + collections.indices.map { index in
            CollectionSummary(route: .collection(collections[index].id), name: collections[index].name,
                              landmarks: held[index])
        }
        List(summaries, id: \.route, onActivate: { navigationPush?($0) }) { summary in
            CollectionRow(summary: summary)
        }
        .activatesOnSingleClick()
        .accessibilityLabel(tr("Collections"))
        .rowAccessibilityLabel { CollectionRow.spokenName(of: $0) }
        .listStyle(.insetGrouped)
    }
}
