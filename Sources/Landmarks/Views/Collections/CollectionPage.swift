import GtkUI
import LandmarksModel

/// A collection's page: its landmarks, which open to their pages, or how to
/// add some when it has none. A landmark's context menu (a secondary click,
/// or the Menu key) takes it out, with Undo. One of the user's collections
/// has a menu to rename or delete it (Undo brings a deleted one back);
/// Favorites has none.
struct CollectionPage: View {
    @Environment(ModelData.self) private var modelData
    @Environment(AppNavigation.self) private var navigation
    @Environment(Toaster.self) private var toaster
    @Environment(\.navigationPush) private var navigationPush
    let route: CollectionRoute

    var body: some View {
        switch route {
        case .favorites:
            content(name: LandmarkCollection.favoritesName, landmarks: modelData.landmarks.filter(\.isFavorite),
                    emptyDescription: tr("Mark landmarks with the star on their pages to see them here.")) { id in
                FavoriteChange.set(false, id: id, in: modelData, toaster: toaster)
            }
        case .collection(let id):
            if let collection = modelData.collection(id: id) {
                content(name: collection.name, landmarks: modelData.landmarks(in: collection),
                        emptyDescription: tr("Add landmarks from their pages, with Add to Collection.")) { landmark in
                    CollectionChange.set(landmark, isIn: false, collection: id, in: modelData, toaster: toaster)
                }
                    .toolbar {
                        ToolbarItem(placement: .end) {
                            Menu {
                                Button(tr("Rename…")) {
                                    navigation.collectionName = collection.name
                                    navigation.naming = .rename(id)
                                }
                                Button(tr("Delete Collection")) { delete(id) }
                            } label: {
                                Label(tr("Collection Menu"), systemImage: "ellipsis")
                            }
                        }
                    }
            } else {
                StatusPage(title: tr("Collection Not Found"), systemImage: "bookmark",
                           description: tr("This collection was deleted."))
            }
        case .landmark:
            EmptyView()
        }
    }

    private func content(
        name: String, landmarks: [Landmark], emptyDescription: String,
        remove: @escaping @MainActor (Landmark.ID) -> Void
    ) -> some View {
        VStack(spacing: 0) {
            if landmarks.isEmpty {
                StatusPage(title: tr("No Landmarks in “%1$s”", name), systemImage: "bookmark",
                           description: emptyDescription)
            } else {
                List(landmarks, onActivate: { navigationPush?(CollectionRoute.landmark($0)) }) { landmark in
                    LandmarkRow(landmark: landmark)
                }
                .activatesOnSingleClick()
                .contextMenu(forSelectionType: Landmark.ID.self) { ids in
                    // Translators: a landmark's context menu in a collection's page.
                    Button(tr("Remove from “%1$s”", name)) { ids.forEach(remove) }
                }
                .accessibilityLabel(name)
                .rowAccessibilityLabel { $0.isFavorite ? tr("%1$s, favorite", $0.name) : $0.name }
            }
        }
        .navigationTitle(name)
    }

    /// Deletes the collection and leaves its page; the toast offers it back.
    private func delete(_ id: LandmarkCollection.ID) {
        navigation.collectionsPath.removeAll { $0 == .collection(id) }
        CollectionChange.delete(id, in: modelData, toaster: toaster)
    }
}
