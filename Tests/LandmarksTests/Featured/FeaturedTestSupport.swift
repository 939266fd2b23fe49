@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
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
    let provider = Gtk.CssProvider()
    provider.loadFromResource("\(AppInfo.resourceBase)/style.css")
    Gtk.StyleContext.addProviderForDisplay(
        defaultDisplay()!, provider: provider, priority: styleProviderPriorityApplication)
    // GtkApplication adds the bundle's icons to the theme; do what it does.
    Gtk.IconTheme.forDisplay(defaultDisplay()!)!.addResourcePath("\(AppInfo.resourceBase)/icons")
}
