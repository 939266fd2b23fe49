import CGtk
import FoundationEssentials
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks

/// The bundled catalogue as a fresh model, without touching saved state. Also
/// loads the app's stylesheet, as AdwApplication does when the app runs.
@MainActor
func bundledModel() throws -> ModelData {
    try LandmarksApplication.registerResources()
    loadAppStylesheetOnce()
    let landmarks = try CatalogDecoder.landmarks(from: Data(ResourceBundle.data(AppState.landmarksResource)!))
    let hikes = try CatalogDecoder.hikes(from: Data(ResourceBundle.data(AppState.hikesResource)!))
    return ModelData(landmarks: landmarks, hikes: hikes)
}

@MainActor private var stylesheetLoaded = false

@MainActor
private func loadAppStylesheetOnce() {
    guard !stylesheetLoaded else { return }
    stylesheetLoaded = true
    let provider = gtk_css_provider_new()!
    gtk_css_provider_load_from_resource(provider, "\(AppInfo.resourceBase)/style.css")
    gtk_style_context_add_provider_for_display(
        gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    // GtkApplication adds the bundle's icons to the theme; do what it does.
    gtk_icon_theme_add_resource_path(gtk_icon_theme_get_for_display(gdk_display_get_default()), "\(AppInfo.resourceBase)/icons")
}

/// A view mounted in a presented window of the given size.
@MainActor
final class PresentedView<Root: View> {
    let host: ViewHost<Root>
    let window: TestWindow

    init(_ view: Root, width: Int32 = 1000, height: Int32 = 720) {
        host = ViewHost(rootView: view)
        window = TestWindow(width: width, height: height)
        XCTAssertTrue(window.present(host.widget))
        GtkTest.spin(seconds: 0.1)
    }

    func settle() {
        GtkTest.iterate(until: { !self.host.graph.hasPendingUpdate })
    }

    func tearDown() {
        host.unmount()
        window.destroy()
    }

    /// Writes the whole window to `name` in the temporary directory; returns the path.
    @discardableResult
    func snapshot(_ name: String) throws -> String {
        let path = "\(String(cString: g_get_tmp_dir()))/\(name)"
        try WidgetRenderer.savePNG(host.widget, to: path)
        return path
    }
}
