@_spi(Bindings) import GtkBridge
import CGtk
import FoundationEssentials
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks
@testable import LandmarksModel

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
