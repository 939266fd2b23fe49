// LandmarkSearch: what the desktop's search (GNOME Shell's overview) finds
// in the catalogue — the List tab's own matching, ranked. Pure logic; the
// D-Bus side is the app's ShellSearchProvider.

/// Finds landmarks for a search from outside the app: the same landmarks the
/// List tab's search shows for the same words (folded, in the shown language
/// and the catalogue's own), best first.
package enum LandmarkSearch {
    /// At most this many results go back: the overview shows a handful, and
    /// ten thousand ids would cost the desktop more than they give.
    package static let resultLimit = 20
    /// The most words, and the longest word, a search is run for.
    package static let maximumTerms = 32
    package static let maximumTermBytes = 256

    /// The landmarks matching every term, as ids, best matches first: a
    /// name starting with the first term, then a name holding it, then the
    /// rest (park or state), each in catalogue order.
    package static func results(for terms: [String], in landmarks: [Landmark]) -> [Landmark.ID] {
        // A query no one types finds nothing, at no cost: any process of the
        // session may send one.
        guard terms.count <= maximumTerms, terms.allSatisfy({ $0.utf8.count <= maximumTermBytes }) else { return [] }
        let query = terms.joined(separator: " ")
        guard !LandmarkFilter.fold(query).split(separator: " ").isEmpty else { return [] }
        let found = LandmarkFilter(searchText: query).apply(to: landmarks)
        let first = LandmarkFilter.foldedUTF8(terms.first { !$0.isEmpty } ?? "")
        var ranked: [[Landmark.ID]] = [[], [], []]
        for landmark in found {
            let name = LandmarkFilter.foldedUTF8(landmark.name)
            let rank = name.starts(with: first) ? 0 : LandmarkFilter.bytes(name, contain: first) ? 1 : 2
            ranked[rank].append(landmark.id)
        }
        return Array(ranked.joined().prefix(resultLimit))
    }

    /// The user's collections whose names hold every term (folded as the
    /// landmarks' text is), names starting with the first term first.
    package static func collections(for terms: [String], in collections: [LandmarkCollection]) -> [LandmarkCollection.ID] {
        guard terms.count <= maximumTerms, terms.allSatisfy({ $0.utf8.count <= maximumTermBytes }) else { return [] }
        let words = LandmarkFilter.fold(terms.joined(separator: " ")).split(separator: " ").map { Array($0.utf8) }
        guard let first = words.first else { return [] }
        var ranked: [[LandmarkCollection.ID]] = [[], []]
        for collection in collections {
            let name = LandmarkFilter.foldedUTF8(collection.name)
            guard words.allSatisfy({ LandmarkFilter.bytes(name, contain: $0) }) else { continue }
            ranked[name.starts(with: first) ? 0 : 1].append(collection.id)
        }
        return Array(ranked.joined().prefix(resultLimit))
    }

    /// A narrower search over what the last one found (the overview asks
    /// this as the user types on): the earlier results that still match,
    /// ranked for the new terms.
    package static func results(
        for terms: [String], among previous: [Landmark.ID], in landmarks: [Landmark]
    ) -> [Landmark.ID] {
        let earlier = Set(previous)
        return results(for: terms, in: landmarks.filter { earlier.contains($0.id) })
    }
}
