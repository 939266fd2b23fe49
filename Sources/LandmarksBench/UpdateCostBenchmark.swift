// UpdateCostBenchmark: what one user action costs the view graph in the real
// app — a favorite toggle, a carousel page change, a filter change — with the
// bundled catalogue or a large generated one. It counts body evaluations,
// updateWidget calls and widgets made, and times the update pass. Used by the
// `landmarks-bench` executable (make bench); not part of the app's behaviour.
@_spi(Bindings) import GtkBridge
import CGtk
import FoundationEssentials
import GtkUI

@testable import Landmarks
import LandmarksModel
@_spi(Bindings) import Gtk

public enum UpdateCostBenchmark {
    /// Runs every action `passes` times and returns one line per action.
    @MainActor
    /// With `longSession`, runs LongSessionBenchmark in the same window instead.
    public static func run(catalogPath: String?, passes: Int, longSession: Bool = false) throws -> [String] {
        let app = try BenchWindow(catalogPath: catalogPath)
        defer { app.close() }
        let (host, model, navigation, settings, toaster) = (app.host, app.model, app.navigation, app.settings, app.toaster)
        let landmarks = model.landmarks

        if longSession {
            let quick = passes <= 20
            return try LongSessionBenchmark.run(
                in: host.widget.widget, model: model, navigation: navigation, settings: settings, toaster: toaster,
                scrolls: quick ? 2 : 20, sheets: quick ? 50 : 500, mapVisits: quick ? 40 : 200,
                collectionRounds: quick ? 40 : 200)
        }
        let carousel = findCarousel(in: host.widget.widget)
        var page: UInt32 = 0
        let favoriteID = landmarks[0].id
        let actions: [(String, @MainActor () -> Void)] = [
            ("favorite toggle", { model.toggleFavorite(id: favoriteID) }),
            ("carousel page change", {
                guard let carousel, adw_carousel_get_n_pages(carousel) > 1 else { return }
                page = page == 0 ? 1 : 0
                adw_carousel_scroll_to(carousel, adw_carousel_get_nth_page(carousel, page), 0)
            }),
        ]
        var lines = actions.map { name, action in measure(name, action: action, graph: host.graph, passes: passes) }
        // The filter acts on the List tab: measure it with that tab shown, so
        // the list holds a screenful of rows to rebind. Each direction on its
        // own: narrowing and widening cost different amounts, and one median
        // over both lands on whichever side has the extra pass.
        app.showList()
        for (name, category) in [("filter change to Lakes", LandmarkFilter.Category.lakes), ("filter change back to All", .all)] {
            lines.append(measure(name, action: { navigation.filter.category = category }, graph: host.graph, passes: passes,
                                 before: { app.settle { navigation.filter.category = category == .all ? .lakes : .all } }))
        }
        navigation.filter.category = .all
        spin(seconds: 0.2)
        lines.append(ScrollBenchmark.run(in: host.widget.widget, pages: passes > 20 ? 100 : 20))
        lines += KeystrokeBenchmark.run(in: host.widget.widget, navigation: navigation, keystrokes: passes > 20 ? 100 : 20)
        return lines
    }

    @MainActor
    private static func measure(_ name: String, action: @MainActor () -> Void, graph: ViewGraph, passes: Int,
                                before: (@MainActor () -> Void)? = nil) -> String {
        // `before` sets the state the action starts from, outside the measured pass.
        var times: [Int] = [], cpuTimes: [Int] = []
        for pass in 0..<passes {
            before?()
            let counted = graph.statistics
            action()
            let start = g_get_monotonic_time(), cpuStart = threadCPUMicroseconds()
            graph.flush()
            times.append(Int(start.distance(to: g_get_monotonic_time())))
            cpuTimes.append(threadCPUMicroseconds() - cpuStart)
            if pass == 2 {
                // Counts from a warm pass: the first change to a carousel page
                // also loads that page's picture, once (see PageViewController).
                let after = graph.statistics
                countsLine = "body evaluations \(after.bodyEvaluations - counted.bodyEvaluations), "
                    + "updateWidget calls \(after.updateWidgetCalls - counted.updateWidgetCalls), "
                    + "widgets made \(after.widgetsMade - counted.widgetsMade)"
            }
            while g_main_context_iteration(nil, 0) != 0 {}
        }
        times.sort()
        cpuTimes.sort()
        let median = Double(times[times.count / 2]) / 1000, cpuMedian = Double(cpuTimes[cpuTimes.count / 2]) / 1000
        return "  \(name): \(countsLine); update pass median \(median) ms (main thread CPU \(cpuMedian) ms; of \(passes))"
    }

    /// CPU time of the calling thread: unlike wall time, not inflated when the
    /// X server or a decoding thread holds the CPU (2 cores).
    private static func threadCPUMicroseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return now.tv_sec * 1_000_000 + now.tv_nsec / 1000
    }

    @MainActor private static var countsLine = ""

    /// Runs the main loop for `seconds`.
    @MainActor
    static func spin(seconds: Double) {
        let deadline = g_get_monotonic_time() + gint64(seconds * 1_000_000)
        while g_get_monotonic_time() < deadline { g_main_context_iteration(nil, 0) == 0 ? g_usleep(1000) : () }
    }

    @MainActor
    private static func findCarousel(in widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        ScrollBenchmark.firstWidget(in: widget) { String(cString: cgtk_object_type_name($0)) == "AdwCarousel" }
            .map { OpaquePointer($0) }
    }
}
