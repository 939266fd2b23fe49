// DecodeBenchmark: how long reading a catalogue's bytes into landmarks takes,
// through the app's one decode path (CatalogDecoder), beside Foundation's
// JSONDecoder decoding the same bytes straight into `[Landmark]` — the
// baseline, which checks far less (no positions, no duplicate keys, no
// limits). Used by `landmarks-bench --decode` (make bench); not part of the
// app's behaviour.
import FoundationEssentials
import Glibc

@testable import Landmarks
import LandmarksModel

public enum DecodeBenchmark {
    /// Decodes the catalogue at `path` `passes` times each way; one line per way.
    public static func run(catalogPath path: String, passes: Int) throws -> [String] {
        let data = Data(try PosixFile.read(path: path, limit: CatalogLimits.catalogBytes))
        let count = try CatalogDecoder.landmarks(from: data).count
        var lines = ["\(count) landmarks, \(data.count / 1024) KiB, median of \(passes) passes"]
        let baseline = try median(passes) { _ = try JSONDecoder().decode([Landmark].self, from: data) }
        let decoder = try median(passes) { _ = try CatalogDecoder.landmarks(from: data) }
        lines.append("  Foundation JSONDecoder (baseline): \(format(baseline)) ms")
        lines.append("  CatalogDecoder (strict, checked):  \(format(decoder)) ms  (\(format(decoder / baseline, digits: 2))× the baseline)")
        return lines
    }

    private static func median(_ passes: Int, _ work: () throws -> Void) throws -> Double {
        var times: [Double] = []
        for _ in 0..<passes {
            var start = timespec(), end = timespec()
            clock_gettime(CLOCK_MONOTONIC, &start)
            try work()
            clock_gettime(CLOCK_MONOTONIC, &end)
            times.append(Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1e6)
        }
        return times.sorted()[times.count / 2]
    }

    private static func format(_ value: Double, digits: Int = 1) -> String {
        var scaled = (value * pow(10, Double(digits))).rounded() / pow(10, Double(digits))
        if scaled == -0 { scaled = 0 }
        return "\(scaled)"
    }
}
