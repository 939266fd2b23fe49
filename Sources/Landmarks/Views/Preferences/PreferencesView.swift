import GtkUI

/// Preferences, presented as a sheet over the window (Ctrl+, or the main
/// menu): the detail map's zoom, written straight to the settings.
struct PreferencesView: View {
    let settings: AppSettings

    var body: some View {
        Form {
            Section("Map", description: "How much of a landmark’s surroundings the map shows") {
                Picker("Zoom", selection: Bindable(settings).mapZoom, options: Self.zooms)
            }
        }
        .navigationTitle("Preferences")
    }

    private static let zooms = MapZoom.allCases.map { PickerOption($0.title, value: $0) }
}
