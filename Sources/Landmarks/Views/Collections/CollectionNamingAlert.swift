import GtkUI
import LandmarksModel

extension View {
    /// The alert that names a collection — a new one, or one being renamed —
    /// while `navigation.naming` says which: a name field, Cancel, and
    /// Create or Rename, enabled only for a name the collection may have;
    /// the message says what is wrong with the name typed.
    func collectionNamingAlert(navigation: AppNavigation, model: ModelData, toaster: Toaster) -> some View {
        let naming = navigation.naming ?? .new(adding: nil)
        let name = navigation.collectionName
        let problem = CollectionChange.problem(with: name, for: naming, in: model)
        let isNew = if case .new = naming { true } else { false }
        // Renaming to the name it has changes nothing: Rename waits for another.
        let isUnchanged = if case .rename(let id) = naming, let collection = model.collection(id: id) {
            (try? LandmarkCollection.checkedName(name)) == collection.name
        } else {
            false
        }
        let message: String = if let problem, problem != .emptyName {
            problem.message
        } else if case .rename(let id) = naming, let collection = model.collection(id: id) {
            tr("Choose a new name for “%1$s”.", collection.name)
        } else {
            tr("Landmarks are added to a collection from their pages, with Add to Collection.")
        }
        return alert(isNew ? tr("New Collection") : tr("Rename Collection"), isPresented: Binding(
            get: { navigation.naming != nil },
            set: { if !$0 { navigation.naming = nil } })
        ) {
            TextField(tr("Collection Name"), text: Bindable(navigation).collectionName)
            Button(tr("Cancel"), role: .cancel) {}
            Button(isNew ? tr("Create") : tr("Rename"), role: .suggested) {
                CollectionChange.commit(naming, name: navigation.collectionName, in: model, toaster: toaster)
            }
            .disabled(problem != nil || isUnchanged)
        } message: {
            Text(message)
        }
    }
}
