import Dispatch
import GtkBridge

/// Decodes pictures off the main thread, at the size they are shown, and keeps
/// them for reuse: what `Image` uses, so opening a page or scrolling never
/// decodes on the main thread.
///
/// A request for a picture already decoded at that size answers at once; one
/// still decoding is shared. Missing files and resources answer `nil` (logged
/// once, by `TextureCache`'s rules) — never a crash.
@MainActor
public enum TextureLoader {
    public enum Source: Hashable, Sendable {
        case resource(String)
        case file(String)
    }

    private struct Key: Hashable {
        let source: Source
        let pixelSize: Int?
    }

    private static var textures: [Key: GObjectHandle] = [:]
    /// The widest picture decoded so far from each source.
    private static var widest: [Source: (width: Int, texture: GObjectHandle)] = [:]
    private static var waiting: [Key: [@MainActor (GObjectHandle?) -> Void]] = [:]
    /// The decodes under way, each able to hand its result to the main
    /// thread before the hop to the main actor delivers it.
    private static var handoffs: [Key: Handoff] = [:]
    /// The largest picture file decoded, in pixels (width × height), read from
    /// the file's header first: 8192 × 8192 takes 256 MB once decoded, and a
    /// small PNG can claim 30000 × 30000. Larger files answer `nil`, logged.
    public nonisolated static let maximumFilePixels = 8192 * 8192
    /// Pictures decoded by the loader (all off the main thread), for benchmarks.
    public private(set) static var backgroundDecodes = 0
    /// Whether a picture asked for is still being decoded.
    public static var hasPendingDecodes: Bool { !waiting.isEmpty }

    /// Whether a picture of the app's own resources asked for is still being
    /// decoded: the pictures a window's first screen waits for (their sizes
    /// are the app's, so their decoding is bounded; a user's files are not).
    static var isDecodingResources: Bool {
        waiting.keys.contains { if case .resource = $0.source { true } else { false } }
    }

    private static var resourcesDecoded: [@MainActor () -> Void] = []

    /// Runs `action` once no picture of the app's resources is being decoded,
    /// after the decoded ones were handed to their views: at once when none is.
    static func whenResourcesDecoded(_ action: @escaping @MainActor () -> Void) {
        guard isDecodingResources else { return action() }
        resourcesDecoded.append(action)
    }

    /// The widest picture decoded so far from `source` (a `GdkTexture`), if
    /// any: what a drag shows under the pointer, read and decoded already.
    public static func decodedPicture(of source: Source) -> GObjectHandle? {
        widest[source]?.texture
    }

    /// Calls `completion` on the main actor with the picture scaled so its
    /// longer side is `pixelSize` (full size when `nil`), or `nil` if it cannot be read.
    public static func load(
        _ source: Source, pixelSize: Int?, completion: @escaping @MainActor (GObjectHandle?) -> Void
    ) {
        let key = Key(source: source, pixelSize: pixelSize)
        if let texture = textures[key] { return completion(texture) }
        if case .resource(let path) = source, !ResourceBundle.exists(path) {
            TextureCache.reportMissing(path)
            return completion(nil)
        }
        if waiting[key] != nil {
            waiting[key]!.append(completion)
            return
        }
        waiting[key] = [completion]
        let handoff = Handoff()
        handoffs[key] = handoff
        Task.detached(priority: .userInitiated) {
            let decoded = decode(source, pixelSize: pixelSize)
            handoff.deliver(decoded)
            await MainActor.run { finish(key, decoded: decoded, from: handoff) }
        }
    }

    /// Hands the pictures of the app's resources still decoding to their
    /// views now, waiting for each until `deadline` at most: what lets a
    /// window's first frame show its pictures (`FirstScreenCurtain`). True
    /// when none is left decoding.
    static func finishResourceDecodes(waitingUntil deadline: DispatchTime) -> Bool {
        for (key, handoff) in handoffs {
            guard case .resource = key.source else { continue }
            guard let decoded = handoff.take(waitingUntil: deadline) else { return false }
            finish(key, decoded: decoded, from: handoff)
        }
        return !isDecodingResources
    }

    /// Delivers a decode's result, once: the later of the handoff and the
    /// main actor's delivery does nothing.
    private static func finish(_ key: Key, decoded: Decoded, from handoff: Handoff) {
        guard handoffs[key] === handoff else { return }
        handoffs[key] = nil
        var texture: GObjectHandle?
        if let picture = decoded.picture {
            texture = picture.texture()
            textures[key] = texture
            if let texture, picture.width > widest[key.source]?.width ?? 0 { widest[key.source] = (picture.width, texture) }
            backgroundDecodes += 1
        } else if let problem = decoded.problem {
            TextureCache.report(problem, key: "\(key.source)")
        } else if case .file(let path) = key.source {
            TextureCache.reportMissing("file:" + path)
        }
        for completion in waiting.removeValue(forKey: key) ?? [] { completion(texture) }
        if !resourcesDecoded.isEmpty, !isDecodingResources {
            let actions = resourcesDecoded
            resourcesDecoded = []
            for action in actions { action() }
        }
    }

    /// A decode's result, written once by the decoding thread; the main
    /// thread may wait for it.
    private final class Handoff: @unchecked Sendable {
        private let delivered = DispatchSemaphore(value: 0)
        private var decoded: Decoded?

        nonisolated func deliver(_ decoded: Decoded) {
            self.decoded = decoded
            delivered.signal()
        }

        /// The result, if it arrives by `deadline`.
        nonisolated func take(waitingUntil deadline: DispatchTime) -> Decoded? {
            delivered.wait(timeout: deadline) == .success ? decoded : nil
        }
    }

    /// A decoded picture, handed from the decoding thread to the main actor.
    private struct Decoded: Sendable {
        let picture: DecodedPicture?
        /// Why a file was not decoded, when it was refused rather than missing.
        var problem: String? = nil
    }

    private nonisolated static func decode(_ source: Source, pixelSize: Int?) -> Decoded {
        switch source {
        case .resource(let path):
            return Decoded(picture: PictureDecoding.decode(resource: path, side: pixelSize))
        case .file(let path):
            guard let (width, height) = PictureDecoding.size(ofFile: path) else { return Decoded(picture: nil) }
            guard width > 0, height > 0, width * height <= maximumFilePixels else {
                return Decoded(
                    picture: nil,
                    problem: "Image \(path) is \(width) × \(height) pixels, more than the \(maximumFilePixels) decoded")
            }
            return Decoded(picture: PictureDecoding.decode(file: path, side: pixelSize))
        }
    }
}
