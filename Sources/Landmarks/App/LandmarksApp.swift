import FoundationEssentials
import Glibc
import GtkUI

/// The app, as the tutorial declares it: one window showing `ContentView`
/// with the model in its environment, the Landmark commands, and the
/// preferences in a `Settings` window.
///
/// What the scenes have no words for — the command line, a `--catalog` file
/// read before the window opens, the window's size kept in the settings — is
/// `LandmarksApplication`'s, which runs this app; the scenes show what its
/// `session` holds.
public struct LandmarksApp: App {
    let session: AppSession

    public static var applicationID: String { AppInfo.id }

    public init() {
        session = AppSession()
    }

    public var body: some Scene {
        WindowGroup(tr("Landmarks")) {
            if let state = session.state {
                ContentView(model: state.model, settings: state.settings,
                            toaster: session.toaster, navigation: session.navigation)
                    .dropDestination(for: URL.self) { urls, _ in
                        guard !urls.isEmpty else { return false }
                        CatalogDrop.open(urls, state: state, session: session)
                        return true
                    }
            }
        }
        .commands {
            LandmarkCommands(session: session)
        }
        Settings {
            if let state = session.state {
                PreferencesView(settings: state.settings)
            }
        }
        .defaultSize(width: 480, height: 320)
    }

    /// Runs the app as installed, from the command line it was given.
    public static func main() {
        let status = LandmarksApplication().run()
        exit(status)
    }
}
