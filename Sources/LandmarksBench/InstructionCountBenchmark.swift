// InstructionCountBenchmark: one kind of work — a filter change in each
// direction over the List tab, a save of the state file, a catalogue decoded
// by the app's decoder or by Foundation's — repeated inside `countedRegion`,
// for `tools/bench-instructions.py --updates` to count under callgrind
// (`--collect-atstart=no --toggle-collect=*countedRegion*`). A count is the
// same on every run where a time is not, so a regression is a number to
// bisect. It times nothing: UpdateCostBenchmark, SaveBenchmark and
// DecodeBenchmark do.
@_spi(Bindings) import GtkBridge
import CGtk
import FoundationEssentials
import Glibc

@testable import Landmarks
import LandmarksModel

/// Where callgrind counts: everything this call runs, on the calling thread.
/// Not inlined, so its symbol is there for `--toggle-collect`.
@inline(never)
func countedRegion(_ body: () throws -> Void) rethrows {
    try body()
}

@MainActor
enum InstructionCountBenchmark {
    enum Work: String, CaseIterable {
        case filterToLakes = "filter-to-lakes", filterToAll = "filter-to-all", save
        case decode, decodeFoundation = "decode-foundation"
    }

    /// Runs `work` twice uncounted, to warm caches and first-use paths, then
    /// `passes` times inside `countedRegion`; says how many passes it counted.
    static func run(_ work: Work, catalogPath: String?, passes: Int) throws -> [String] {
        let pass: () throws -> Void, prepare: () -> Void
        var cleanup: () -> Void = {}
        switch work {
        case .filterToLakes, .filterToAll:
            let app = try BenchWindow(catalogPath: catalogPath)
            cleanup = { app.close() }
            app.showList()
            let (from, to): (LandmarkFilter.Category, LandmarkFilter.Category) = work == .filterToLakes ? (.all, .lakes) : (.lakes, .all)
            prepare = { app.settle { app.navigation.filter.category = from } }
            pass = {
                app.navigation.filter.category = to
                app.host.graph.flush()
            }
        case .save:
            let directory = URL(fileURLWithPath: String(cString: g_get_user_data_dir()))
                .appending(path: "landmarks-count-bench-\(getpid())")
            cleanup = { try? FileManager.default.removeItem(at: directory) }
            let store = StateStore(directory: directory)
            var state = SavedState(favorites: Dictionary(uniqueKeysWithValues: (0..<10_000).map { ($0 + 1000, $0 % 3 == 0) }),
                                   profile: Profile.default)
            prepare = { state.favorites[1000]?.toggle() }
            pass = { if !store.save(state) { throw SaveFailed() } }
        case .decode, .decodeFoundation:
            guard let catalogPath else { throw MissingCatalog() }
            let data = Data(try PosixFile.read(path: catalogPath, limit: CatalogLimits.catalogBytes))
            prepare = {}
            pass = work == .decode
                ? { _ = try CatalogDecoder.landmarks(from: data) }
                : { _ = try JSONDecoder().decode([Landmark].self, from: data) }
        }
        defer { cleanup() }
        for _ in 0..<2 {
            prepare()
            try pass()
        }
        for _ in 0..<passes {
            prepare()
            try countedRegion(pass)
        }
        return ["counted \(passes) passes of \(work.rawValue)"]
    }

    struct SaveFailed: Error {}
    struct MissingCatalog: Error {}
}
