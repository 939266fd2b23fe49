import GtkUI
import LandmarksModel

/// The landmark page's "Add to Collection" menu: a check item for Favorites
/// and for each of the user's collections, checked where the landmark is,
/// and "New Collection…", which names a new collection with the landmark in
/// it. Each change shows a toast with Undo (FavoriteChange, CollectionChange).
struct AddToCollectionMenu: View {
    @Environment(ModelData.self) private var modelData
    @Environment(Toaster.self) private var toaster
    @Environment(AppNavigation.self) private var navigation
    let landmarkID: Landmark.ID

    var body: some View {
        Menu(tr("Add to Collection")) {
            Toggle(LandmarkCollection.favoritesName,
                   isOn: FavoriteChange.binding(for: landmarkID, in: modelData, toaster: toaster))
            ForEach(modelData.collections) { collection in
                // A menu item never wraps or ellipsizes in GTK 4.8: a 60-letter
                // name would stretch the menu past the window's edges.
                Toggle(collection.name.excerpt(Self.menuNameLength), isOn: membership(in: collection.id))
            }
            Divider()
            Button(tr("New Collection…")) {
                navigation.collectionName = ""
                navigation.naming = .new(adding: landmarkID)
            }
        }
    }

    /// The most characters of a collection's name the menu shows.
    static let menuNameLength = 32

    private func membership(in id: LandmarkCollection.ID) -> Binding<Bool> {
        Binding(
            get: { modelData.collection(id: id)?.landmarkIDs.contains(landmarkID) ?? false },
            set: { isIn in CollectionChange.set(landmarkID, isIn: isIn, collection: id, in: modelData, toaster: toaster) })
    }
}
