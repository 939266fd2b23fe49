// BenchWindow: the app's whole main window content (ContentView over a
// catalogue, with its own settings file) in a presented 1000 × 720 window, as
// the update, long-session and instruction-count benchmarks drive it. It does
// not start the application or read the user's saved state.
@_spi(Bindings) import GtkBridge
import CGtk
import FoundationEssentials
import GtkUI

@testable import Landmarks
import LandmarksModel
@_spi(Bindings) import Gtk

@MainActor
struct BenchWindow {
    let host: ViewHost<ContentView>
    let model: ModelData
    let settings: AppSettings
    let navigation = AppNavigation()
    let toaster = Toaster()
    private let window: Gtk.Widget
    private let settingsPath: String

    /// Decodes the catalogue at `catalogPath` (the bundled one when nil) and
    /// shows its window, returning once the window is mapped.
    init(catalogPath: String?) throws {
        try LandmarksApplication.registerResources()
        let landmarks: [Landmark]
        if let catalogPath {
            landmarks = try CatalogDecoder.landmarks(contentsOf: URL(fileURLWithPath: catalogPath))
        } else {
            landmarks = try CatalogDecoder.landmarks(from: Data(ResourceBundle.data(AppState.landmarksResource)!))
        }
        model = ModelData(landmarks: landmarks, hikes: [])
        settingsPath = "\(String(cString: g_get_tmp_dir()))/landmarks-bench-\(getpid()).ini"
        settings = AppSettings(storage: KeyFileStorage(path: settingsPath))
        host = ViewHost(rootView: ContentView(model: model, settings: settings, toaster: toaster, navigation: navigation))
        window = Gtk.Widget(taking: gtk_window_new())
        gtk_window_set_default_size(window.pointer(), 1000, 720)
        gtk_window_set_child(window.pointer(), host.widget.widget)
        gtk_window_present(window.pointer())
        let deadline = g_get_monotonic_time() + 10_000_000
        while !host.widget.isMapped, g_get_monotonic_time() < deadline { g_main_context_iteration(nil, 1) }
    }

    /// Brings the List tab forward and lets it lay out a screenful of rows.
    func showList() {
        settings.selectedTab = AppTab.list.rawValue
        UpdateCostBenchmark.spin(seconds: 0.5)
    }

    /// Makes `change`, runs the update pass and lets the main loop go idle:
    /// the state a measured pass starts from, set outside it.
    func settle(after change: () -> Void) {
        change()
        host.graph.flush()
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    func close() {
        host.unmount()
        gtk_window_destroy(window.pointer())
        unlink(settingsPath)
    }
}
