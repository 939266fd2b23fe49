// gtkui-bench: the cost of one state change in a small and a large view tree.
//
// Builds a tree of N text views of which exactly one reads an observable
// counter, changes the counter, and reports what the update pass did (body
// evaluations, updateWidget calls, widgets made) and how long it took (median
// of many passes). The counts must not depend on N. Needs a display: run under
// xvfb-run (make bench does).
@_spi(Bindings) import GtkBridge
import CGtk
import GtkUI
import Observation

@Observable @MainActor
final class Counter {
    var value = 0
}

struct Reader: View {
    let counter: Counter
    var body: some View { Text("Count \(counter.value)") }
}

struct Tree: View {
    let counter: Counter
    let size: Int
    var body: some View {
        ScrollView {
            VStack {
                Reader(counter: counter)
                ForEach(1..<size) { index in Text("Static \(index)") }
            }
        }
    }
}

@MainActor
func measure(size: Int, passes: Int) -> String {
    let counter = Counter()
    let host = ViewHost(rootView: Tree(counter: counter, size: size))
    let before = host.graph.statistics
    counter.value += 1
    host.graph.flush()
    let after = host.graph.statistics
    var times: [Double] = []
    for _ in 0..<passes {
        counter.value += 1
        let start = g_get_monotonic_time()
        host.graph.flush()
        times.append(Double(g_get_monotonic_time() - start))
    }
    times.sort()
    host.unmount()
    let median: Double = times[times.count / 2]
    let evaluations: Int = after.bodyEvaluations - before.bodyEvaluations
    let updates: Int = after.updateWidgetCalls - before.updateWidgetCalls
    let made: Int = after.widgetsMade - before.widgetsMade
    var line = "  tree of \(size) views: body evaluations \(evaluations), updateWidget calls \(updates)"
    line += ", widgets made \(made), update pass median \(median) µs (of \(passes))"
    return line
}

MainActor.assumeIsolated {
    adw_init()
    let passes = CommandLine.arguments.contains("--quick") ? 50 : 500
    print("GtkUI update cost: one state change read by one view, in trees of 10 and 10,000 views")
    print(measure(size: 10, passes: passes))
    print(measure(size: 10_000, passes: passes))
}
