import Adw
import GtkUI

/// What the app's scenes show, kept while it runs: the state loaded at the
/// start (nil until the catalogue is read), and what lives beside the main
/// window's views — its toasts and where the user is in it. The app has one
/// main window, so these are the session's.
@Observable @MainActor
final class AppSession {
    var state: AppState?
    @ObservationIgnored let toaster: Toaster
    @ObservationIgnored let navigation: AppNavigation
    /// How many catalogues have been dropped on the window: a drop's result
    /// is shown only if no later drop came meanwhile.
    @ObservationIgnored var catalogDrops = 0
    /// The main window, once open: what the About window stands over.
    @ObservationIgnored weak var window: Adw.ApplicationWindow?

    init() {
        toaster = Toaster()
        navigation = AppNavigation()
    }
}
