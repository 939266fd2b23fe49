// LandmarkFilter: which landmarks the List tab shows and what its title says —
// the original's rule (category and favorites only) plus a text search. Pure
// logic; the views hold one in state.
import CGLib
import Localization

/// The List tab's filter: a category or all, favorites only or not, and a search.
package struct LandmarkFilter: Equatable, Sendable {
    package enum Category: Hashable, CaseIterable, Sendable {
        case all, lakes, rivers, mountains

        package var landmarkCategory: Landmark.Category? {
            switch self {
            case .all: nil
            case .lakes: .lakes
            case .rivers: .rivers
            case .mountains: .mountains
            }
        }

        /// "All", or the category's name, translated.
        package var name: String { landmarkCategory?.name ?? ctr("landmark categories", "All") }
    }

    package var category = Category.all
    package var favoritesOnly = false
    package var searchText = ""

    package init(category: Category = .all, favoritesOnly: Bool = false, searchText: String = "") {
        self.category = category
        self.favoritesOnly = favoritesOnly
        self.searchText = searchText
    }

    /// The original's rule, then the search: name, park or state contains every
    /// word typed (case and accents ignored).
    package func matches(_ landmark: Landmark) -> Bool {
        matches(landmark, words: searchWords)
    }

    /// The landmarks that match, in order, as positions in `landmarks`: a
    /// filtered view that shares the array rather than copying 10,000 elements.
    package func apply(to landmarks: [Landmark]) -> Subset<Landmark> {
        let words = searchWords
        if words.isEmpty, !isNarrowed { return Subset(base: landmarks, positions: Array(landmarks.indices)) }
        // Each landmark's two fields read in place: a copy of the whole
        // landmark, 10,000 times per change, retains and releases its strings.
        let positions = landmarks.withUnsafeBufferPointer { elements in
            if words.isEmpty {
                return elements.indices.filter { passesFilters(isFavorite: elements[$0].isFavorite, category: elements[$0].category) }
            }
            return FoldedSearchText.shared.positions(in: elements) { index, text in
                passesFilters(isFavorite: elements[index].isFavorite, category: elements[index].category)
                    && words.allSatisfy { Self.bytes(text, contain: $0) }
            }
        }
        return Subset(base: landmarks, positions: positions)
    }

    /// The query's words, folded, as UTF-8: what each landmark's text must contain.
    private var searchWords: [[UInt8]] {
        Self.fold(searchText).split(separator: " ").map { Array($0.utf8) }
    }

    /// Compares folded UTF-8 bytes; `apply` does the same with texts folded once
    /// (FoldedSearchText), as it runs for every landmark on every keystroke.
    private func matches(_ landmark: Landmark, words: [[UInt8]]) -> Bool {
        guard passesFilters(landmark) else { return false }
        guard !words.isEmpty else { return true }
        let haystack = FoldedSearchText.fold(landmark)
        return words.allSatisfy { Self.bytes(haystack, contain: $0) }
    }

    /// The original's rule: favorites only, and the category.
    private func passesFilters(_ landmark: Landmark) -> Bool {
        passesFilters(isFavorite: landmark.isFavorite, category: landmark.category)
    }

    private func passesFilters(isFavorite: Bool, category: Landmark.Category) -> Bool {
        guard !favoritesOnly || isFavorite else { return false }
        if let wanted = self.category.landmarkCategory, category != wanted { return false }
        return true
    }

    /// `fold(text)` as UTF-8; ASCII text is lowercased byte by byte.
    package static func foldedUTF8(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 { return Array(fold(text).utf8) }
            if byte >= 0x41, byte <= 0x5A { bytes[index] = byte | 0x20 }
        }
        return bytes
    }

    /// Whether `needle` occurs in `haystack`, byte for byte.
    package static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count else { return false }
        var start = 0
        let last = haystack.count - needle.count
        while start <= last {
            if haystack[start] == first, haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }

    /// Whether the category or favorites-only narrows the list (search aside).
    package var isNarrowed: Bool { category != .all || favoritesOnly }

    /// Everything shown again: all categories, favorites or not, no search.
    package static let showAll = LandmarkFilter()

    /// "Landmarks", "Favorite Landmarks", "Rivers", "Favorite Rivers".
    package var title: String {
        switch (category.landmarkCategory, favoritesOnly) {
        case (nil, false): tr("Landmarks")
        case (nil, true): tr("Favorite Landmarks")
        case (.lakes, false): tr("Lakes")
        case (.lakes, true): tr("Favorite Lakes")
        case (.rivers, false): tr("Rivers")
        case (.rivers, true): tr("Favorite Rivers")
        case (.mountains, false): tr("Mountains")
        case (.mountains, true): tr("Favorite Mountains")
        }
    }

    /// What an empty result is called: "No Favorite Rivers", "No Results".
    package var emptyTitle: String {
        guard searchText.trimmingWhitespace.isEmpty else { return tr("No Results") }
        return switch (category.landmarkCategory, favoritesOnly) {
        case (nil, false): tr("No Landmarks")
        case (nil, true): tr("No Favorite Landmarks")
        case (.lakes, false): tr("No Lakes")
        case (.lakes, true): tr("No Favorite Lakes")
        case (.rivers, false): tr("No Rivers")
        case (.rivers, true): tr("No Favorite Rivers")
        case (.mountains, false): tr("No Mountains")
        case (.mountains, true): tr("No Favorite Mountains")
        }
    }

    /// Why the result is empty, naming every filter in force: "Nothing in
    /// Favorite Landmarks matches “Salmon”."
    package var emptyDescription: String {
        let query = searchText.trimmingWhitespace
        if query.isEmpty { return tr("Try another category, or show all landmarks.") }
        let quoted = query.count > 40 ? String(query.prefix(40)) + "…" : query
        return isNarrowed
            ? tr("Nothing in %1$s matches “%2$s”.", title, quoted)
            : tr("No landmark’s name, park or state matches “%1$s”.", quoted)
    }

    /// Lowercased, in Unicode's compatibility decomposition (NFKD) without
    /// its combining marks: "Café" and "cafe\u{301}" both read "cafe", and a
    /// Hangul syllable reads as its letters, so "터틀" finds "터틀 록" however
    /// the text was composed.
    ///
    /// The dotless ı reads as i, as a letter without its accent does. Turkish
    /// and Azerbaijani pair I with ı and İ with i, other languages I with i:
    /// with every i-like letter folding to "i", "IĞDIR" finds "Iğdır Dağı" in a
    /// Turkish session and in any other, and no language's pairing is missed.
    package static func fold(_ text: String) -> String {
        let decomposed = text.withCString { g_utf8_normalize($0, -1, G_NORMALIZE_ALL) }.map { pointer in
            defer { g_free(pointer) }
            return String(cString: pointer)
        } ?? text
        return String(String.UnicodeScalarView(decomposed.lowercased().unicodeScalars.compactMap { scalar in
            if scalar == dotlessI { return "i" }
            return scalar.properties.generalCategory == .nonspacingMark ? nil : scalar
        }))
    }

    /// ı, U+0131 LATIN SMALL LETTER DOTLESS I.
    private static let dotlessI: Unicode.Scalar = "\u{131}"
}

extension String {
    package var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
