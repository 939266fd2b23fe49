import GtkUI
import LandmarksModel

/// The app's commands, as the tutorial writes them: favoriting the landmark
/// on screen (Shift+Alt+F) and copying it (Ctrl+C), disabled when none is;
/// a new collection (Ctrl+N); and the app's own About.
/// GNOME shows them in the main menu; Alt+1, Alt+2 and the other window
/// shortcuts are `LandmarksApplication`'s.
struct LandmarkCommands: Commands {
    @FocusedBinding(\.selectedLandmark) var selectedLandmark
    let session: AppSession

    var body: some Commands {
        SidebarCommands()
        // One window: its tabs show the one navigation. What is new is a collection.
        CommandGroup(replacing: .newItem) {
            Button(tr("New Collection…")) {
                session.navigation.collectionName = ""
                session.navigation.naming = .new(adding: nil)
            }
            .keyboardShortcut("n", modifiers: .command)
        }
        CommandMenu(tr("Landmark")) {
            Button(Self.favoriteLabel(isFavorite: selectedLandmark?.isFavorite == true)) {
                guard let landmark = selectedLandmark, let model = session.state?.model else { return }
                FavoriteChange.set(!landmark.isFavorite, id: landmark.id, in: model, toaster: session.toaster)
            }
            .keyboardShortcut("f", modifiers: [.shift, .option])
            .disabled(selectedLandmark == nil)
            .commandName("toggle-favorite")
            Button(tr("Copy Location")) {
                guard let landmark = selectedLandmark else { return }
                LandmarkCopy.copy(landmark, toaster: session.toaster)
            }
            .keyboardShortcut("c", modifiers: .command)
            .disabled(selectedLandmark == nil)
            .commandName("copy-location")
        }
        CommandGroup(replacing: .appInfo) {
            Button(tr("About Landmarks")) { AboutWindow.present(over: session.window) }
        }
    }

    /// What toggling a landmark's favorite does, in the one wording the menu
    /// and the star's tooltip share.
    static func favoriteLabel(isFavorite: Bool) -> String {
        isFavorite ? tr("Remove from Favorites") : tr("Add to Favorites")
    }
}

private struct SelectedLandmarkKey: FocusedValueKey {
    typealias Value = Binding<Landmark>
}

extension FocusedValues {
    /// The landmark whose detail the active window shows.
    var selectedLandmark: Binding<Landmark>? {
        get { self[SelectedLandmarkKey.self] }
        set { self[SelectedLandmarkKey.self] = newValue }
    }
}
