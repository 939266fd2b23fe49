import Dispatch
import FoundationEssentials
import Synchronization

/// Reads and decodes a `--catalog` file on another thread while GTK starts up
/// (connecting to the display, loading styles and fonts), so the two overlap
/// on a multi-core machine; building the window then waits for the result.
/// A 10,000-landmark catalogue takes about 140 ms to decode on the 2-core
/// benchmark machine — most of what a large catalogue adds to the start.
///
/// It only moves the work: the result, good or bad, is what
/// `CatalogDecoder.landmarks(contentsOf:)` returns.
final class CatalogPreload: Sendable {
    let path: String
    private let result = Mutex<Result<[Landmark], CatalogError>?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    init(path: String) {
        self.path = path
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let decoded = Result { () throws(CatalogError) in
                try CatalogDecoder.landmarks(contentsOf: URL(fileURLWithPath: path))
            }
            result.withLock { $0 = decoded }
            finished.signal()
        }
    }

    /// The decoded landmarks or the error, once decoding has finished.
    func landmarks() throws(CatalogError) -> [Landmark] {
        if let done = result.withLock({ $0 }) { return try done.get() }
        finished.wait()
        return try result.withLock { $0! }.get()
    }
}
