// FuzzEntryPoints: the app's own decoding code, callable with raw bytes by the
// `landmarks-fuzz` harnesses (make fuzz) and by the test that replays their
// corpus. Each runs exactly what reading a file runs — no copies of the
// decoders — and throws nothing: a refused input is an ordinary outcome. Not
// part of the app's behaviour.
import FoundationEssentials

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

    /// Decodes `bytes` as a saved-state file; returns how many favorites it holds, or nil when refused.
    @discardableResult
    public static func savedState(_ bytes: UnsafeRawBufferPointer) -> Int? {
        (try? SavedState.decode(Array(bytes)))?.favorites.count
    }
}
