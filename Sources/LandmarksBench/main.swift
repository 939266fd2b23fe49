// landmarks-bench: the update cost of user actions in the real app, with the
// bundled catalogue and with a generated large one (tools/generate-catalog.py).
// Needs a display: run under xvfb-run (make bench does).
//
//   landmarks-bench [--quick] [CATALOG.json]
//   landmarks-bench --frames [--quick]    frame pacing of the carousel and the hike graph
//   landmarks-bench --decode CATALOG.json  decoding time against Foundation's JSONDecoder
//   landmarks-bench --long-session [--quick] CATALOG.json  memory before and after a long session
//   landmarks-bench --map [--quick] [CATALOG.json]  a pan and a zoom step of the map of all landmarks
import CGtk

@testable import Landmarks

MainActor.assumeIsolated {
    adw_init()
    let arguments = CommandLine.arguments.dropFirst()
    let passes = arguments.contains("--quick") ? 20 : 101
    if arguments.contains("--frames") {
        print("Frame pacing while animating")
        do {
            for line in try FramePacingBenchmark.run(repeats: passes > 20 ? 6 : 2) { print(line) }
        } catch {
            print("failed: \(error)")
            exit(1)
        }
        return
    }
    let catalog = arguments.first { !$0.hasPrefix("--") }
    if arguments.contains("--decode"), let catalog {
        print("Decoding a catalogue")
        do {
            for line in try DecodeBenchmark.run(catalogPath: catalog, passes: passes > 20 ? 21 : 5) { print(line) }
        } catch {
            print("failed: \(error)")
            exit(1)
        }
        return
    }
    if arguments.contains("--map") {
        print("Drawing the map of all landmarks, one step at a time (1000 × 700)")
        do {
            for line in try MapBenchmark.run(catalogPath: catalog, steps: passes > 20 ? 60 : 20) { print(line) }
        } catch {
            print("failed: \(error)")
            exit(1)
        }
        return
    }
    if arguments.contains("--long-session") {
        print("Memory over a long session, \(catalog.map { "catalogue \($0)" } ?? "bundled catalogue")")
        do {
            for line in try UpdateCostBenchmark.run(catalogPath: catalog, passes: passes, longSession: true) { print(line) }
        } catch {
            print("failed: \(error)")
            exit(1)
        }
        return
    }
    print("Update cost of one action, \(catalog.map { "catalogue \($0)" } ?? "bundled catalogue (12 landmarks)")")
    do {
        for line in try UpdateCostBenchmark.run(catalogPath: catalog, passes: passes) { print(line) }
    } catch {
        print("failed: \(error)")
        exit(1)
    }
}
