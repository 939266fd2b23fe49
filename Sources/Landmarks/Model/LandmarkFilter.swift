// LandmarkFilter: which landmarks the List tab shows and what its title says —
// the original's rule (category and favorites only) plus a text search. Pure
// logic; the views hold one in state.

/// The List tab's filter: a category or all, favorites only or not, and a search.
struct LandmarkFilter: Equatable, Sendable {
    enum Category: Hashable, CaseIterable, Sendable {
        case all, lakes, rivers, mountains

        var landmarkCategory: Landmark.Category? {
            switch self {
            case .all: nil
            case .lakes: .lakes
            case .rivers: .rivers
            case .mountains: .mountains
            }
        }

        /// "All", or the category's name.
        var name: String { landmarkCategory?.rawValue ?? "All" }
    }

    var category = Category.all
    var favoritesOnly = false
    var searchText = ""

    /// The original's rule, then the search: name, park or state contains every
    /// word typed (case and accents ignored).
    func matches(_ landmark: Landmark) -> Bool {
        matches(landmark, words: Self.fold(searchText).split(separator: " "))
    }

    /// The landmarks that match, in order, as positions in `landmarks`: a
    /// filtered view that shares the array rather than copying 10,000 elements.
    func apply(to landmarks: [Landmark]) -> Subset<Landmark> {
        let words = Self.fold(searchText).split(separator: " ")
        return Subset(base: landmarks, positions: landmarks.indices.filter { matches(landmarks[$0], words: words) })
    }

    private func matches(_ landmark: Landmark, words: [Substring]) -> Bool {
        guard !favoritesOnly || landmark.isFavorite else { return false }
        if let wanted = category.landmarkCategory, landmark.category != wanted { return false }
        guard !words.isEmpty else { return true }
        let haystack = Self.fold("\(landmark.name) \(landmark.park) \(landmark.state)")
        return words.allSatisfy { haystack.contains($0) }
    }

    /// Whether the category or favorites-only narrows the list (search aside).
    var isNarrowed: Bool { category != .all || favoritesOnly }

    /// Everything shown again: all categories, favorites or not, no search.
    static let showAll = LandmarkFilter()

    /// "Landmarks" or the category's name, prefixed "Favorite " for favorites only.
    var title: String {
        let base = category == .all ? "Landmarks" : category.name
        return favoritesOnly ? "Favorite \(base)" : base
    }

    /// What an empty result is called: "No Favorite Rivers", "No Results".
    var emptyTitle: String {
        searchText.trimmingWhitespace.isEmpty ? "No \(title)" : "No Results"
    }

    /// Why the result is empty, naming every filter in force: "Nothing in
    /// Favorite Landmarks matches “Salmon”."
    var emptyDescription: String {
        let query = searchText.trimmingWhitespace
        if query.isEmpty { return "Try another category, or show all landmarks." }
        let quoted = query.count > 40 ? String(query.prefix(40)) + "…" : query
        return isNarrowed
            ? "Nothing in \(title) matches “\(quoted)”."
            : "No landmark’s name, park or state matches “\(quoted)”."
    }

    /// Lowercased, with the accents of Latin letters removed.
    static func fold(_ text: String) -> String {
        String(String.UnicodeScalarView(text.lowercased().unicodeScalars.compactMap { scalar in
            Self.baseLetters[scalar] ?? scalar
        }))
    }

    private static let baseLetters: [Unicode.Scalar: Unicode.Scalar] = {
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        let groups: [(String, Unicode.Scalar)] = [
            ("àáâãäåā", "a"), ("çćč", "c"), ("èéêëēė", "e"), ("ìíîïī", "i"), ("ñń", "n"),
            ("òóôõöøō", "o"), ("ùúûüū", "u"), ("ýÿ", "y"), ("šś", "s"), ("žźż", "z"),
        ]
        for (letters, base) in groups { for scalar in letters.unicodeScalars { table[scalar] = base } }
        return table
    }()
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
