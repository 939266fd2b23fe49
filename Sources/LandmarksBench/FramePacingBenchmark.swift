// FramePacingBenchmark: how evenly frames come while the carousel animates a
// page change and while the hike graph ripples — the frame clock's intervals
// (median and 95th percentile). Used by `landmarks-bench --frames` (make
// bench); not part of the app's behaviour. The renderer is GSK_RENDERER's.
@_spi(Bindings) import GtkBridge
import CGtk
import FoundationEssentials
import GtkUI
import Observation

@testable import Landmarks
import LandmarksModel
@_spi(Bindings) import Gtk

public enum FramePacingBenchmark {
    @MainActor
    public static func run(repeats: Int) throws -> [String] {
        try LandmarksApplication.registerResources()
        let landmarks = try CatalogDecoder.landmarks(from: Data(ResourceBundle.data(AppState.landmarksResource)!))
        let hikes = try CatalogDecoder.hikes(from: Data(ResourceBundle.data(AppState.hikesResource)!))
        let model = ModelData(landmarks: landmarks, hikes: hikes)
        let graphState = GraphState()
        let view = VStack {
            PageView(pages: model.features.map { FeatureCard(landmark: $0) }).frame(width: 600)
            GraphStateView(state: graphState, hike: hikes[0])
        }
        let host = ViewHost(rootView: view)
        let window = Gtk.Widget(taking: gtk_window_new())
        gtk_window_set_default_size(window.pointer(), 640, 700)
        gtk_window_set_child(window.pointer(), host.widget.widget)
        gtk_window_present(window.pointer())
        defer {
            host.unmount()
            gtk_window_destroy(window.pointer())
        }
        spin(seconds: 1)
        guard let carousel = find("AdwCarousel", in: host.widget.widget) else { return ["no carousel"] }

        var carouselIntervals: [Double] = []
        for index in 0..<repeats {
            let target = adw_carousel_get_nth_page(OpaquePointer(carousel), guint((index + 1) % 3))
            carouselIntervals += record(on: carousel, seconds: 0.8) {
                adw_carousel_scroll_to(OpaquePointer(carousel), target, 1)
            }
        }
        var rippleIntervals: [Double] = []
        let measures = HikeMeasure.allCases
        for index in 0..<repeats {
            rippleIntervals += record(on: carousel, seconds: 1.0) {
                graphState.measure = measures[(index + 1) % measures.count]
                host.graph.flush()
            }
        }
        return [summary("carousel page change", carouselIntervals), summary("hike graph ripple", rippleIntervals)]
    }

    @Observable @MainActor
    final class GraphState {
        var measure = HikeMeasure.elevation
    }

    struct GraphStateView: View {
        let state: GraphState
        let hike: Hike
        var body: some View {
            HikeGraph(hike: hike, measure: state.measure).frame(width: 600, height: 200)
        }
    }

    /// Frame intervals (ms) on `widget`'s frame clock while `action`'s effect runs.
    @MainActor
    private static func record(on widget: UnsafeMutablePointer<GtkWidget>, seconds: Double, action: () -> Void) -> [Double] {
        var times: [Int64] = []
        let handle = Gtk.Widget(taking: UnsafeMutableRawPointer(widget))
        let tick = handle.addTickCallback { time in
            times.append(time)
            return true
        }
        action()
        spin(seconds: seconds)
        handle.removeTickCallback(tick)
        return zip(times, times.dropFirst()).map { Double($1 - $0) / 1000 }
    }

    private static func summary(_ name: String, _ intervals: [Double]) -> String {
        let sorted = intervals.sorted()
        guard !sorted.isEmpty else { return "  \(name): no frames" }
        let median = sorted[sorted.count / 2]
        let p95 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
        let renderer = g_getenv("GSK_RENDERER").map { String(cString: $0) } ?? "default"
        return "  \(name) (\(renderer)): \(sorted.count) frame intervals, median \(rounded(median)) ms, 95th percentile \(rounded(p95)) ms"
    }

    private static func rounded(_ value: Double) -> String {
        String(Double(Int(value * 10)) / 10)
    }

    @MainActor
    private static func spin(seconds: Double) {
        let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
        while g_get_monotonic_time() < deadline {
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1000) }
        }
    }

    @MainActor
    private static func find(_ name: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if String(cString: cgtk_object_type_name(widget)) == name { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = find(name, in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
