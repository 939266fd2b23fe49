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

    /// Decodes `bytes` as a saved-state file; returns how many favorites it holds, or nil when refused.
    @discardableResult
    public static func savedState(_ bytes: UnsafeRawBufferPointer) -> Int? {
        (try? SavedState.decode(Array(bytes)))?.favorites.count
    }
}
