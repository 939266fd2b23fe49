import GtkUI
import LandmarksModel

/// A person's changes to their collections, made at once (the autosaver
/// writes each on the next main-loop turn) and confirmed in a toast; what
/// could be lost by a slip — a landmark taken out, a collection deleted — is
/// offered back with Undo, which restores it where it was and is saved the
/// same way. A change the limits refuse — Undo too, when a collection made
/// since has taken the last place or the name — says why in a toast and
/// changes nothing.
@MainActor
enum CollectionChange {
    /// Puts the landmark in the collection or takes it out, with a toast
    /// that offers the change back.
    static func set(_ landmarkID: Landmark.ID, isIn isMember: Bool, collection id: LandmarkCollection.ID,
                    in model: ModelData, toaster: Toaster) {
        guard let collection = model.collection(id: id) else { return }
        let position = collection.landmarkIDs.firstIndex(of: landmarkID)
        guard isMember != (position != nil) else { return }
        do {
            try model.setLandmark(landmarkID, isIn: isMember, collection: id)
        } catch {
            toaster.show(error.message)
            return
        }
        if isMember {
            // Translators: a toast after a landmark is put in a collection, with Undo.
            toaster.show(tr("Added to “%1$s”", collection.name)) {
                guard model.collection(id: id) != nil else {
                    return toaster.show(LandmarkCollection.Problem.deleted(collection.name).message)
                }
                try? model.setLandmark(landmarkID, isIn: false, collection: id)
            }
        } else if let position {
            // Translators: a toast after a landmark is taken out of a collection, with Undo.
            toaster.show(tr("Removed from “%1$s”", collection.name)) {
                do throws(LandmarkCollection.Problem) {
                    guard model.collection(id: id) != nil else { throw .deleted(collection.name) }
                    try model.restoreLandmark(landmarkID, at: position, in: id)
                } catch {
                    toaster.show(error.message)
                }
            }
        }
    }

    /// Deletes the collection; Undo brings it back, with its landmarks, where it stood.
    static func delete(_ id: LandmarkCollection.ID, in model: ModelData, toaster: Toaster) {
        guard let deleted = model.deleteCollection(id: id) else { return }
        // Translators: a toast after a collection is deleted, with Undo.
        toaster.show(tr("Deleted “%1$s”", deleted.collection.name)) {
            do throws(LandmarkCollection.Problem) {
                try model.restoreCollection(deleted.collection, at: deleted.position)
            } catch {
                toaster.show(error.message)
            }
        }
    }

    /// Makes what the naming alert names: a new collection (with the landmark
    /// it was opened for in it), or the new name of one.
    static func commit(_ naming: CollectionNaming, name: String, in model: ModelData, toaster: Toaster) {
        do {
            switch naming {
            case .new(let landmarkID):
                let id = try model.createCollection(named: name)
                let created = model.collection(id: id)?.name ?? name
                if let landmarkID {
                    try model.setLandmark(landmarkID, isIn: true, collection: id)
                    // Undo takes back the whole act: the collection made for it too.
                    toaster.show(tr("Added to “%1$s”", created)) {
                        model.deleteCollection(id: id)
                    }
                } else {
                    // Translators: a toast after a collection is made.
                    toaster.show(tr("Created “%1$s”", created))
                }
            case .rename(let id):
                try model.renameCollection(id: id, to: name)
            }
        } catch {
            toaster.show(error.message)
        }
    }

    /// What is wrong with `name` for what is being named, or nil.
    static func problem(with name: String, for naming: CollectionNaming, in model: ModelData) -> LandmarkCollection.Problem? {
        switch naming {
        case .new:
            if model.collections.count >= LandmarkCollection.maximumCount { return .tooManyCollections }
            return model.problem(withName: name, for: nil)
        case .rename(let id):
            return model.problem(withName: name, for: id)
        }
    }
}
