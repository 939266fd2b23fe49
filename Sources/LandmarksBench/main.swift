// landmarks-bench: the update cost of user actions in the real app, with the
// bundled catalogue and with a generated large one (tools/generate-catalog.py).
// Needs a display: run under xvfb-run (make bench does).
//
//   landmarks-bench [--quick] [CATALOG.json]
//   landmarks-bench --frames [--quick]    frame pacing of the carousel and the hike graph
//   landmarks-bench --decode CATALOG.json  decoding time against Foundation's JSONDecoder
//   landmarks-bench --long-session [--quick] CATALOG.json  memory before and after a long session
//   landmarks-bench --map [--quick] [CATALOG.json]  a pan and a zoom step of the map of all landmarks
//   landmarks-bench --save [--quick]      the cost of saving favorites and the profile at once
//   landmarks-bench --count WORK [CATALOG.json]  WORK in countedRegion, for tools/bench-instructions.py --updates
@_spi(Bindings) import GtkBridge
import CGtk

@testable import Landmarks

/// Prints `title`, then the lines `measure` returns; a failure ends the run with status 1.
@MainActor
func report(_ title: String, _ measure: () throws -> [String]) {
    print(title)
    do {
        for line in try measure() { print(line) }
    } catch {
        print("failed: \(error)")
        exit(1)
    }
}

MainActor.assumeIsolated {
    adw_init()
    let arguments = CommandLine.arguments.dropFirst()
    let passes = arguments.contains("--quick") ? 20 : 101
    let catalog = arguments.first { !$0.hasPrefix("--") }
    let named = catalog.map { "catalogue \($0)" }
    if let flag = arguments.firstIndex(of: "--count") {
        let rest = arguments[arguments.index(after: flag)...]
        guard let work = rest.first.flatMap(InstructionCountBenchmark.Work.init(rawValue:)) else {
            print("--count takes one of: \(InstructionCountBenchmark.Work.allCases.map(\.rawValue).joined(separator: ", "))")
            exit(2)
        }
        let catalog = rest.dropFirst().first { !$0.hasPrefix("--") }
        report("Instructions, \(work.rawValue)") { try InstructionCountBenchmark.run(work, catalogPath: catalog, passes: 3) }
    } else if arguments.contains("--frames") {
        report("Frame pacing while animating") { try FramePacingBenchmark.run(repeats: passes > 20 ? 6 : 2) }
    } else if arguments.contains("--decode"), let catalog {
        report("Decoding a catalogue") { try DecodeBenchmark.run(catalogPath: catalog, passes: passes > 20 ? 21 : 5) }
    } else if arguments.contains("--save") {
        report("Saving favorites and profile at once, in \(String(cString: g_get_user_data_dir()))") {
            SaveBenchmark.run(passes: passes > 20 ? 51 : 11, folder: String(cString: g_get_user_data_dir()))
        }
    } else if arguments.contains("--map") {
        report("Drawing the map of all landmarks, one step at a time (1000 × 700)") {
            try MapBenchmark.run(catalogPath: catalog, steps: passes > 20 ? 60 : 20)
        }
    } else if arguments.contains("--long-session") {
        report("Memory over a long session, \(named ?? "bundled catalogue")") {
            try UpdateCostBenchmark.run(catalogPath: catalog, passes: passes, longSession: true)
        }
    } else {
        report("Update cost of one action, \(named ?? "bundled catalogue (12 landmarks)")") {
            try UpdateCostBenchmark.run(catalogPath: catalog, passes: passes)
        }
    }
}
