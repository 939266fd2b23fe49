// KeystrokeBenchmark: how long one keystroke holds the main loop in the List
// tab — typing a query into the search field, and End and Home in the list —
// with whatever catalogue is loaded (the 10,000-landmark one is the test).
// For each keystroke it times every main-loop iteration until the list has
// settled and reports the longest, the stall a person would feel; then the
// median and 95th percentile over all keystrokes. A frame is 16.7 ms.
//
// It also reports the stall without the frame clock's paint phase — GSK
// rasterizing the window, which with the software (cairo) renderer under Xvfb
// costs as much as the rest together and does not depend on the catalogue:
// that figure is the app's own work (key handler, view updates, layout).
// Used by `landmarks-bench` (make bench); not part of the app's behaviour.
import CGtk
import CGtkWidgets
@_spi(Bindings) import GtkBridge
import GtkUI

@testable import Landmarks

@MainActor
enum KeystrokeBenchmark {
    /// Typing and End/Home, `keystrokes` of each; one line per kind.
    static func run(in root: UnsafeMutablePointer<GtkWidget>, navigation: AppNavigation, keystrokes: Int) -> [String] {
        guard let clock = gtk_widget_get_frame_clock(root) else { return ["  keystrokes: the window has no frame clock"] }
        let phases = PaintPhases(clock: clock)
        return withExtendedLifetime(phases) {
            [typing(in: root, navigation: navigation, keystrokes: keystrokes, phases: phases),
             endAndHome(in: root, keystrokes: keystrokes, phases: phases)]
        }
    }

    /// Types "lake", deletes it, types "mount", deletes it… one character per
    /// keystroke, into the search entry, which reports the text 150 ms later.
    private static func typing(
        in root: UnsafeMutablePointer<GtkWidget>, navigation: AppNavigation, keystrokes: Int, phases: PaintPhases
    ) -> String {
        navigation.isSearching = true
        UpdateCostBenchmark.spin(seconds: 0.3)
        guard let entry = ScrollBenchmark.firstWidget(in: root, where: {
            String(cString: cgtk_object_type_name($0)) == "GtkSearchEntry" && gtk_widget_get_mapped($0) != 0
        }) else { return "  typing in search: no search field" }
        var texts: [String] = []
        for word in ["lake", "mount", "river", "falls"] {
            let prefixes = (1...word.count).map { String(word.prefix($0)) }
            texts += prefixes + prefixes.reversed().dropFirst() + [""]
        }
        var stalls: [Stall] = []
        for index in 0..<keystrokes {
            let text = texts[index % texts.count]
            stalls.append(stall(settling: 0.25, phases: phases) { gtk_editable_set_text(OpaquePointer(entry), text) })
        }
        gtk_editable_set_text(OpaquePointer(entry), "")
        UpdateCostBenchmark.spin(seconds: 0.3)
        navigation.isSearching = false
        UpdateCostBenchmark.spin(seconds: 0.2)
        return "  typing in search: " + summary(stalls)
    }

    /// End, then Home, then End… on the focused list, through its key handler.
    private static func endAndHome(in root: UnsafeMutablePointer<GtkWidget>, keystrokes: Int, phases: PaintPhases) -> String {
        guard let recycler = ScrollBenchmark.firstWidget(in: root, where: {
                  String(cString: cgtk_object_type_name($0)) == "CgtkRecycler"
                      && gtk_widget_has_css_class($0, "navigation-sidebar") != 0 }),
              let keys = keyController(of: recycler) else { return "  End and Home in the list: no list" }
        gtk_widget_grab_focus(recycler)
        var stalls: [Stall] = []
        for index in 0..<keystrokes {
            let key = guint(index % 2 == 0 ? GDK_KEY_End : GDK_KEY_Home)
            stalls.append(stall(settling: 0.15, phases: phases) { _ = cgtk_emit_key_pressed(keys, key) })
        }
        return "  End and Home in the list (\(cgtk_recycler_get_n_items(recycler)) rows): " + summary(stalls)
    }

    /// The longest main-thread spans of one keystroke, in milliseconds.
    private struct Stall {
        /// The longest of the keystroke itself and each iteration after it.
        var whole: Double
        /// The same, each iteration less the painting done in it.
        var withoutPainting: Double
    }

    /// Times `keystroke` and each main-loop iteration in the `seconds` after it.
    private static func stall(settling seconds: Double, phases: PaintPhases, _ keystroke: () -> Void) -> Stall {
        var start = g_get_monotonic_time()
        keystroke()
        let handler = Double(g_get_monotonic_time() - start) / 1000
        var result = Stall(whole: handler, withoutPainting: handler)
        let deadline = g_get_monotonic_time() + gint64(seconds * 1_000_000)
        while g_get_monotonic_time() < deadline {
            start = g_get_monotonic_time()
            phases.painting = 0
            if g_main_context_iteration(nil, 0) != 0 {
                let span = Double(g_get_monotonic_time() - start) / 1000
                result.whole = max(result.whole, span)
                result.withoutPainting = max(result.withoutPainting, span - Double(phases.painting) / 1000)
            } else {
                g_usleep(500)
            }
        }
        return result
    }

    private static func summary(_ stalls: [Stall]) -> String {
        func percentiles(_ values: [Double]) -> String {
            let sorted = values.sorted()
            let median = sorted[sorted.count / 2], p95 = sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
            return "median \(rounded(median)) ms, 95th percentile \(rounded(p95)) ms"
        }
        return "longest main-loop stall per keystroke " + percentiles(stalls.map(\.whole))
            + "; without the paint phase " + percentiles(stalls.map(\.withoutPainting)) + " (of \(stalls.count))"
    }

    private static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    private static func keyController(of widget: UnsafeMutablePointer<GtkWidget>) -> gpointer? {
        let controllers = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            let controller = g_list_model_get_item(controllers, index)!
            g_object_unref(controller)  // the widget keeps it
            if String(cString: cgtk_object_type_name(controller)) == "GtkEventControllerKey" { return controller }
        }
        return nil
    }
}

/// How long the frame clock's paint phase takes: from the end of the layout
/// phase (a handler connected after all others) to a paint handler connected
/// after GTK's own, which draws the window first.
@MainActor
private final class PaintPhases {
    private let clock: GObjectHandle
    private var layoutEnded = 0
    /// Microseconds of painting since last reset.
    var painting = 0

    init(clock: OpaquePointer) {
        self.clock = GObjectHandle(taking: clock)
        self.clock.connect("layout", after: true) { [unowned self] in self.layoutEnded = g_get_monotonic_time() }
        self.clock.connect("paint") { [unowned self] in
            if self.layoutEnded > 0 { self.painting += g_get_monotonic_time() - self.layoutEnded }
            self.layoutEnded = 0
        }
    }
}
