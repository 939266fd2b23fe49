// SaveBenchmark: what writing the saved state at once costs — a favorite
// toggled, then the whole file replaced (encoded, written to a fresh
// temporary file, flushed to disk, renamed, the folder flushed) — for the
// favorites of the bundled catalogue and of a large one. Used by
// `landmarks-bench --save` (make bench); not part of the app's behaviour.
@_spi(Bindings) import GtkBridge
import CGtk
import FoundationEssentials
import Glibc

@testable import Landmarks
import LandmarksModel

@MainActor
enum SaveBenchmark {
    /// One line per catalogue size: the median and slowest of `passes` saves.
    static func run(passes: Int, folder: String) -> [String] {
        var lines: [String] = []
        for count in [12, 10_000] {
            let directory = URL(fileURLWithPath: folder).appending(path: "landmarks-save-bench-\(getpid())-\(count)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let store = StateStore(directory: directory)
            var state = SavedState(favorites: Dictionary(uniqueKeysWithValues: (0..<count).map { ($0 + 1000, $0 % 3 == 0) }),
                                   profile: Profile.default)
            var times: [Double] = []
            for pass in 0..<passes {
                state.favorites[1000] = pass % 2 == 0  // a toggle: each save has something new to write
                let start = g_get_monotonic_time()
                guard store.save(state) else { return ["  saving failed: \(store.saveError ?? "?")"] }
                times.append(Double(g_get_monotonic_time() - start) / 1000)
            }
            times.sort()
            var info = stat()
            let size = stat(directory.appending(path: "state.json").path, &info) == 0 ? Int(info.st_size) : 0
            lines.append("  \(count) favorites (\(size / 1024) KiB): median \(format(times[times.count / 2])) ms, "
                + "slowest \(format(times.last!)) ms over \(passes) saves")
        }
        return lines
    }

    private static func format(_ milliseconds: Double) -> String { String((milliseconds * 100).rounded() / 100) }
}
