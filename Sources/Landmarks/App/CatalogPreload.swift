import Dispatch
import FoundationEssentials
import GtkBridge
import LandmarksModel
import Synchronization

/// Reads and decodes a `--catalog` file on another thread while GTK starts up
/// (connecting to the display, loading styles and fonts), so the two overlap
/// on a multi-core machine; building the window then waits for the result.
/// A 10,000-landmark catalogue takes about 140 ms to decode on the 2-core
/// benchmark machine — most of what a large catalogue adds to the start.
///
/// A large catalogue can take longer than GTK's start-up: `whenFinished`
/// lets the app show a window saying so instead of waiting on the main thread.
///
/// It only moves the work: the result, good or bad, is what
/// `CatalogDecoder.landmarks(contentsOf:)` returns.
final class CatalogPreload: Sendable {
    let location: CatalogLocation
    /// The file's name for messages.
    var path: String { location.shownPath }
    private let result = Mutex<Result<[Landmark], CatalogError>?>(nil)
    private let finished = DispatchSemaphore(value: 0)
    private let waiting = Mutex<[@MainActor @Sendable () -> Void]>([])

    init(location: CatalogLocation) {
        self.location = location
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let decoded = Result { () throws(CatalogError) in
                do throws(CatalogError) {
                    return try CatalogDecoder.landmarks(contentsOf: URL(fileURLWithPath: location.readablePath))
                } catch {
                    // A descriptor's /proc path says nothing to a person: name the file as given.
                    guard case .unreadable(_, let reason) = error else { throw error }
                    throw CatalogError.unreadable(path: location.shownPath, reason: reason)
                }
            }
            // Hand what the parse freed back before the window is built on top.
            FreedMemory.returnToSystem()
            let callbacks = waiting.withLock { callbacks in
                result.withLock { $0 = decoded }
                defer { callbacks = [] }
                return callbacks
            }
            finished.signal()
            for callback in callbacks { MainLoopPost.post(callback) }
        }
    }

    /// Whether decoding finishes within `milliseconds` (waiting at most that long).
    func isFinished(within milliseconds: Int) -> Bool {
        if result.withLock({ $0 != nil }) { return true }
        guard finished.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else { return false }
        finished.signal()  // for `landmarks()`
        return true
    }

    /// Calls `body` on the main actor once decoding has finished (at once if it has).
    @MainActor
    func whenFinished(_ body: @escaping @MainActor @Sendable () -> Void) {
        let done = waiting.withLock { callbacks in
            let done = result.withLock { $0 != nil }
            if !done { callbacks.append(body) }
            return done
        }
        if done { body() }
    }

    /// The decoded landmarks or the error, once decoding has finished.
    func landmarks() throws(CatalogError) -> [Landmark] {
        if let done = result.withLock({ $0 }) { return try done.get() }
        finished.wait()
        return try result.withLock { $0! }.get()
    }
}
