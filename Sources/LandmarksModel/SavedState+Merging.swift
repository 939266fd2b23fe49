// SavedState+Merging: two writers of one file — two instances of the app
// sharing a data folder (two logins, a remote session) — brought together
// instead of the last save silently undoing the other's.
//
// The merge is three-way: `base` is what this writer last read or wrote,
// `ours` what it is about to write, `theirs` what the file holds now. What
// this writer changed since `base` wins; everything else is taken from the
// file. It is by parts: a favorite by landmark id, a collection by id (as a
// whole), the profile as a whole. A collection one side deleted stays
// deleted unless the other side changed it meanwhile; a collection both made
// with the same id keeps the file's, and ours comes in under a new id. It
// does not read or write files (StateStore does).
import FoundationEssentials

extension SavedState {
    /// `ours` with what another writer changed in the file since `base`.
    package static func merged(base: SavedState, ours: SavedState, theirs: SavedState) -> SavedState {
        var merged = ours
        merged.version = max(ours.version, theirs.version)
        merged.favorites = mergedFavorites(base: base.favorites, ours: ours.favorites, theirs: theirs.favorites)
        merged.catalogs = ours.catalogs
        merged.profile = ours.profile != base.profile ? ours.profile : theirs.profile
        merged.unknownProfileFields = ours.profile != base.profile ? ours.unknownProfileFields : theirs.unknownProfileFields
        merged.unknownFields = theirs.unknownFields.merging(ours.unknownFields) { file, _ in file }
        mergeCollections(base: base, ours: ours, theirs: theirs, into: &merged)
        return merged
    }

    private static func mergedFavorites(base: [Int: Bool], ours: [Int: Bool], theirs: [Int: Bool]) -> [Int: Bool] {
        var merged = theirs
        for (id, flag) in ours where base[id] != flag { merged[id] = flag }
        for id in base.keys where ours[id] == nil { merged[id] = nil }
        return merged
    }

    private static func mergeCollections(base: SavedState, ours: SavedState, theirs: SavedState, into merged: inout SavedState) {
        func byID(_ state: SavedState) -> [LandmarkCollection.ID: LandmarkCollection] {
            Dictionary(state.collections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let (before, mine, file) = (byID(base), byID(ours), byID(theirs))
        var kept: [(collection: LandmarkCollection, unknown: [String: JSONValue]?)] = []
        var renumbered: [LandmarkCollection] = []
        // The file's order, then ours that it lacks.
        let ids = theirs.collections.map(\.id) + ours.collections.map(\.id).filter { file[$0] == nil }
        for id in ids {
            switch (before[id], mine[id], file[id]) {
            case (nil, let our?, let their?) where our != their:
                // Both made a collection with this id: the file's keeps it.
                kept.append((their, theirs.unknownCollectionFields[id]))
                renumbered.append(our)
            case (let old, let our?, let their?):
                kept.append(our != old ? (our, ours.unknownCollectionFields[id]) : (their, theirs.unknownCollectionFields[id]))
            case (let old, let our?, nil) where our != old:
                kept.append((our, ours.unknownCollectionFields[id]))  // made by us, or changed after they deleted it
            case (let old?, nil, let their?) where their != old:
                kept.append((their, theirs.unknownCollectionFields[id]))  // changed by them after we deleted it
            case (nil, nil, let their?):
                kept.append((their, theirs.unknownCollectionFields[id]))
            default:
                break  // deleted by one side and not changed by the other
            }
        }
        var nextID = ([base, ours, theirs].flatMap { $0.collections.map(\.id) }.max() ?? 0) + 1
        for our in renumbered {
            var copy = our
            if nextID > LandmarkCollection.maximumID {
                let taken = Set(kept.map(\.collection.id))
                nextID = (1...).first { !taken.contains($0) }!
            }
            copy.id = nextID
            nextID += 1
            kept.append((copy, ours.unknownCollectionFields[our.id]))
        }
        var result: [LandmarkCollection] = []
        var unknown: [LandmarkCollection.ID: [String: JSONValue]] = [:]
        // Both sides' collections, past what one person makes: a merge loses none
        // (short of the file's own limit, which two instances cannot pass).
        for (collection, fields) in kept.prefix(LandmarkCollection.maximumStored) {
            var collection = collection
            collection.name = freeName(collection.name, among: result)
            result.append(collection)
            if let fields { unknown[collection.id] = fields }
        }
        merged.collections = result
        merged.unknownCollectionFields = unknown
    }

    /// `name`, or `name (2)`, `name (3)`… cut to fit, so it matches none of `others`.
    private static func freeName(_ name: String, among others: [LandmarkCollection]) -> String {
        func taken(_ candidate: String) -> Bool { others.contains { LandmarkCollection.namesMatch($0.name, candidate) } }
        guard taken(name) else { return name }
        for number in 2... {
            let suffix = " (\(number))"
            let candidate = String(name.prefix(LandmarkCollection.maximumNameLength - suffix.count)) + suffix
            if !taken(candidate) { return candidate }
        }
        return name
    }
}
