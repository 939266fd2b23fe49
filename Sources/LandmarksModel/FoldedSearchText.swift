// FoldedSearchText: each landmark's searchable text — name, park and state
// as shown and as the catalogue writes them, lowercased, accents removed, as UTF-8 — kept between keystrokes, so typing
// in the List tab's search folds each landmark's text once rather than on
// every key (10,000 landmarks: three strings each, per keystroke).
//
// An entry is keyed by landmark id and used only while the three texts it was
// made from are still the landmark's (a changed catalogue refolds); it holds
// no other state and decides nothing about matching (LandmarkFilter does).
import Synchronization

package final class FoldedSearchText: Sendable {
    package static let shared = FoldedSearchText()

    private struct Entry {
        let name: String, park: String, state: String
        let folded: [UInt8]
    }

    private let entries = Mutex<[Int: Entry]>([:])

    /// The positions in `landmarks` whose folded text `matches` accepts, in order.
    package func positions(in landmarks: UnsafeBufferPointer<Landmark>, where matches: (Int, [UInt8]) -> Bool) -> [Int] {
        entries.withLock { entries in
            if entries.count > 2 * CatalogLimits.landmarks { entries.removeAll() }  // catalogues replaced many times
            return landmarks.indices.filter { index in
                let landmark = landmarks[index]
                if let entry = entries[landmark.id], entry.name == landmark.name, entry.park == landmark.park,
                   entry.state == landmark.state {
                    return matches(index, entry.folded)
                }
                let folded = Self.fold(landmark)
                entries[landmark.id] = Entry(name: landmark.name, park: landmark.park, state: landmark.state, folded: folded)
                return matches(index, folded)
            }
        }
    }

    /// "Name park state", folded, then the catalogue's own words for them
    /// when the landmark is shown in another language (a line break between,
    /// so no query matches across the two).
    package static func fold(_ landmark: Landmark) -> [UInt8] {
        var text = LandmarkFilter.foldedUTF8(landmark.name)
        text.append(0x20)
        text += LandmarkFilter.foldedUTF8(landmark.park)
        text.append(0x20)
        text += LandmarkFilter.foldedUTF8(landmark.state)
        if let original = landmark.originalText {
            text.append(0x0A)
            text += LandmarkFilter.foldedUTF8(original)
        }
        return text
    }
}
