// SavedState+Fitting: the file's bytes kept within what the reader accepts,
// so the app never writes a saved state it would refuse at the next start.
//
// Favorites of every catalogue ever opened are kept, so the file grows with
// each new catalogue. When its bytes would pass `CatalogLimits.savedStateBytes`
// (the reader's limit), the favorites of the catalogues opened longest ago are
// left out — ids no group holds first (kept by files older than the groups),
// then whole groups from the oldest — until it fits. The current catalogue
// (the newest group) and the profile are always kept. It writes no file.
import FoundationEssentials

extension SavedState {
    /// The bytes to write and the state they hold.
    package struct FittedFile: Equatable {
        /// The state written: `self`, or `self` with old catalogues left out.
        package var state: SavedState
        package var bytes: [UInt8]
        /// How many favorite entries were left out to fit.
        package var droppedEntries: Int
    }

    /// Why no file within the limit could be written.
    package struct TooLarge: Error, CustomStringConvertible {
        package var bytes: Int
        package var limit: Int
        package var description: String { "the saved state takes \(bytes) bytes even without older catalogues; the limit is \(limit)" }
    }

    /// The file's bytes, at most `limit` long, leaving out the favorites of
    /// the oldest catalogues when they would not fit.
    package func encoded(fitting limit: Int = CatalogLimits.savedStateBytes) throws -> FittedFile {
        var state = self
        var bytes = try state.encoded()
        var dropped = 0
        while bytes.count > limit {
            // What one id costs, on average, in the pretty-printed file.
            let ids = max(1, state.favorites.count + state.catalogs.reduce(0) { $0 + $1.count })
            let bytesPerID = Double(bytes.count) / Double(ids)
            let excess = Double(bytes.count - limit)
            let removed = state.leaveOutOldest(bytes: excess * 1.05 + 64, bytesPerID: bytesPerID)
            guard removed > 0 else { throw TooLarge(bytes: bytes.count, limit: limit) }
            dropped += removed
            bytes = try state.encoded()
        }
        return FittedFile(state: state, bytes: bytes, droppedEntries: dropped)
    }

    /// Leaves out the oldest favorites, about `bytes` of them at
    /// `bytesPerID`, and returns how many entries went.
    private mutating func leaveOutOldest(bytes: Double, bytesPerID: Double) -> Int {
        let grouped = Set(catalogs.joined())
        let ungrouped = favorites.keys.filter { !grouped.contains($0) }
        if !ungrouped.isEmpty {
            for id in ungrouped { favorites[id] = nil }
            return ungrouped.count
        }
        var saved = 0.0
        var removedGroups = 0
        while catalogs.count - removedGroups > 1, saved < bytes {
            saved += Double(catalogs[removedGroups].count) * 2 * bytesPerID
            removedGroups += 1
        }
        guard removedGroups > 0 else { return 0 }
        let leaving = catalogs.prefix(removedGroups)
        catalogs.removeFirst(removedGroups)
        let kept = Set(catalogs.joined())
        var removed = 0
        for id in leaving.joined() where !kept.contains(id) && favorites.removeValue(forKey: id) != nil {
            removed += 1
        }
        return removed
    }
}
