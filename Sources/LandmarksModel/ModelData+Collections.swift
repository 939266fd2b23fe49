// ModelData+Collections: the changes a person makes to their collections —
// make, rename, delete (and put back), add a landmark and take it out — each
// checked against LandmarkCollection's limits before anything changes, so a
// refused change leaves the model as it was. Saving is the Autosaver's, as
// for favorites.
import Localization

extension ModelData {
    /// The collection with this id, as it is now.
    package func collection(id: LandmarkCollection.ID) -> LandmarkCollection? {
        collections.first { $0.id == id }
    }

    /// The landmarks of a collection the current catalogue has, in the order
    /// they were added.
    package func landmarks(in collection: LandmarkCollection) -> [Landmark] {
        landmarks(in: [collection])[0]
    }

    /// The landmarks of each collection, looked up by id once for all of
    /// them (100 collections of 1,000 ids against a 25,000-landmark
    /// catalogue would be billions of comparisons one by one).
    package func landmarks(in collections: [LandmarkCollection]) -> [[Landmark]] {
        let byID = Dictionary(landmarks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return collections.map { $0.landmarkIDs.compactMap { byID[$0] } }
    }

    /// Makes an empty collection called `name` (without the spaces around
    /// it), after the others, and returns its id.
    @discardableResult
    package func createCollection(named name: String) throws(LandmarkCollection.Problem) -> LandmarkCollection.ID {
        guard collections.count < LandmarkCollection.maximumCount else { throw .tooManyCollections }
        let name = try freeName(name, for: nil)
        let id = unusedCollectionID()
        collections.append(LandmarkCollection(id: id, name: name))
        return id
    }

    /// The next id after every one seen; once those run out, the smallest
    /// that no collection has and no collection deleted in this run had
    /// (Undo may bring it back). At most `maximumCount` are held and a run
    /// deletes far fewer than two billion, so one is always free.
    private func unusedCollectionID() -> LandmarkCollection.ID {
        var id = max(lastCollectionID, collections.map(\.id).max() ?? 0) + 1
        if id > LandmarkCollection.maximumID {
            let taken = Set(collections.map(\.id)).union(deletedCollectionIDs)
            id = (1...).first { !taken.contains($0) }!
        }
        lastCollectionID = min(max(lastCollectionID, id), LandmarkCollection.maximumID)
        return id
    }

    /// Renames a collection; unknown ids are ignored.
    package func renameCollection(id: LandmarkCollection.ID, to name: String) throws(LandmarkCollection.Problem) {
        guard let index = collections.firstIndex(where: { $0.id == id }) else { return }
        let name = try freeName(name, for: id)
        if collections[index].name != name { collections[index].name = name }
    }

    /// Deletes a collection and returns it with where it stood, for Undo.
    @discardableResult
    package func deleteCollection(id: LandmarkCollection.ID) -> (collection: LandmarkCollection, position: Int)? {
        guard let index = collections.firstIndex(where: { $0.id == id }) else { return nil }
        deletedCollectionIDs.insert(id)
        return (collections.remove(at: index), index)
    }

    /// Puts a deleted collection back where it stood, as it was, and returns
    /// its id; nothing happens when it is there already. The limits hold as
    /// for a new one: a collection made since may have taken the last place
    /// or the name. Should another collection hold its id (one read from
    /// another writer's file), it comes back under a new id rather than not
    /// at all.
    @discardableResult
    package func restoreCollection(
        _ collection: LandmarkCollection, at position: Int
    ) throws(LandmarkCollection.Problem) -> LandmarkCollection.ID {
        if let holder = self.collection(id: collection.id) {
            if holder == collection { return holder.id }
        }
        guard collections.count < LandmarkCollection.maximumCount else { throw .tooManyCollections }
        _ = try freeName(collection.name, for: nil)
        var restored = collection
        if self.collection(id: collection.id) != nil { restored.id = unusedCollectionID() }
        collections.insert(restored, at: min(max(position, 0), collections.count))
        return restored.id
    }

    /// Adds the landmark to the collection (at the end) or takes it out;
    /// nothing happens when it already is or is not in it.
    package func setLandmark(
        _ landmarkID: Landmark.ID, isIn isMember: Bool, collection id: LandmarkCollection.ID
    ) throws(LandmarkCollection.Problem) {
        guard let index = collections.firstIndex(where: { $0.id == id }) else { return }
        let position = collections[index].landmarkIDs.firstIndex(of: landmarkID)
        if isMember {
            guard position == nil else { return }
            guard collections[index].landmarkIDs.count < LandmarkCollection.maximumLandmarks else {
                throw .full(collections[index].name)
            }
            collections[index].landmarkIDs.append(landmarkID)
        } else if let position {
            collections[index].landmarkIDs.remove(at: position)
        }
    }

    /// Puts a landmark taken out of a collection back where it was, if the
    /// collection has room for it still.
    package func restoreLandmark(
        _ landmarkID: Landmark.ID, at position: Int, in id: LandmarkCollection.ID
    ) throws(LandmarkCollection.Problem) {
        guard let index = collections.firstIndex(where: { $0.id == id }),
              !collections[index].landmarkIDs.contains(landmarkID) else { return }
        let ids = collections[index].landmarkIDs
        guard ids.count < LandmarkCollection.maximumLandmarks else { throw .full(collections[index].name) }
        collections[index].landmarkIDs.insert(landmarkID, at: min(max(position, 0), ids.count))
    }

    /// The ids of the collections holding this landmark.
    package func collections(holding landmarkID: Landmark.ID) -> [LandmarkCollection.ID] {
        collections.filter { $0.landmarkIDs.contains(landmarkID) }.map(\.id)
    }

    /// What is wrong with `name` for the collection `id` (a new one when
    /// nil), or nil when it may be called that.
    package func problem(withName name: String, for id: LandmarkCollection.ID?) -> LandmarkCollection.Problem? {
        do {
            _ = try freeName(name, for: id)
            return nil
        } catch {
            return error
        }
    }

    /// `name` checked, and not the name of Favorites or of a collection other than `id`.
    private func freeName(_ name: String, for id: LandmarkCollection.ID?) throws(LandmarkCollection.Problem) -> String {
        let name = try LandmarkCollection.checkedName(name)
        if LandmarkCollection.namesMatch(name, LandmarkCollection.favoritesName)
            || LandmarkCollection.namesMatch(name, "Favorites") {
            throw .nameTaken(LandmarkCollection.favoritesName)
        }
        if let other = collections.first(where: { $0.id != id && LandmarkCollection.namesMatch($0.name, name) }) {
            throw .nameTaken(other.name)
        }
        return name
    }
}

extension LandmarkCollection {
    /// What the collection of favorites is called in the user's language.
    package static var favoritesName: String {
        // Translators: the collection that is always there, of the landmarks marked with a star.
        tr("Favorites")
    }
}
