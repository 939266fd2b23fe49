// FuzzEntryPoints: the model's own decoding code, callable with raw bytes by
// the harnesses (make fuzz). Each runs exactly what reading a file runs — no
// copies of the decoders — and throws nothing: a refused input is an ordinary
// outcome. A module of its own, outside the app, shared by the harness
// executable and the test that replays its corpus (ModelTests).
import FoundationEssentials
import LandmarksModel

public enum FuzzEntryPoints {
    /// Decodes `bytes` as a landmark catalogue; returns how many landmarks it holds, or nil when refused.
    @discardableResult
    public static func landmarks(_ bytes: UnsafeRawBufferPointer) -> Int? {
        (try? CatalogDecoder.landmarks(from: Data(bytes)))?.count
    }

    /// Decodes `bytes` as a hike file; returns how many hikes it holds, or nil when refused.
    @discardableResult
    public static func hikes(_ bytes: UnsafeRawBufferPointer) -> Int? {
        (try? CatalogDecoder.hikes(from: Data(bytes)))?.count
    }

    /// Decodes `bytes` as a saved-state file; returns how many favorites it
    /// holds, or nil when refused. What it accepts must come back through a
    /// save whole — members this version does not know included — and merged
    /// with itself as another writer's copy, still be a file it accepts: it
    /// traps (a finding) when not.
    @discardableResult
    public static func savedState(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard let state = try? SavedState.decode(Array(bytes)) else { return nil }
        guard let written = try? state.encoded(), let reread = try? SavedState.decode(written) else {
            preconditionFailure("an accepted state did not come back through a save")
        }
        precondition(reread.favorites == state.favorites && reread.collections == state.collections
            && reread.profile == state.profile, "a save changed what was read")
        precondition((try? reread.encoded()) == written, "a second save wrote other bytes")
        var changed = state
        changed.collections.removeFirst(min(1, changed.collections.count))
        let merged = SavedState.merged(base: .empty, ours: changed, theirs: state)
        precondition((try? merged.encoded()).flatMap { try? SavedState.decode($0) } != nil, "a merge wrote a file it refuses")
        return state.favorites.count
    }
}
