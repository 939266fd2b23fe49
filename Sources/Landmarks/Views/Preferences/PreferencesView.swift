import GtkUI
import LandmarksModel

/// The preferences, the app's `Settings` window (Ctrl+, or the main menu):
/// the detail map's zoom, written straight to the settings.
struct PreferencesView: View {
    let settings: AppSettings

    var body: some View {
        Form {
            Section(tr("Map"), description: tr("How much of a landmark’s surroundings the map shows")) {
                Picker(tr("Zoom"), selection: Bindable(settings).mapZoom, options: Self.zooms)
            }
        }
        .navigationTitle(tr("Preferences"))
    }

    private static var zooms: [PickerOption<MapZoom>] { MapZoom.allCases.map { PickerOption($0.title, value: $0) } }
}
