import Gtk
import GtkUI

/// The app's one window: the view tree, sized as it was last time.
@MainActor
final class MainWindow {
    let window: Window
    let host: ViewHost<ContentView>
    let toaster = Toaster()
    let navigation = AppNavigation()
    let favoriteCommand: FavoriteCommand
    private let state: AppState

    init(application: Application, state: AppState) {
        self.state = state
        window = Window(application: application)
        window.title = tr("Landmarks")
        window.cast(to: Gtk.Window.self)?.iconName = AppInfo.baseID
        window.setDefaultSize(width: Int32(state.settings.windowWidth), height: Int32(state.settings.windowHeight))
        if state.settings.isWindowMaximized { window.maximize() }
        if AppInfo.isDevel { window.addCSSClass("devel") }
        window.setSizeRequest(width: 360, height: 480)

        navigation.isOpening = true
        window.onFirstFramePresented { [navigation] in navigation.isOpening = false }
        favoriteCommand = FavoriteCommand(
            application: application, model: state.model, navigation: navigation, settings: state.settings)
        host = ViewHost(rootView: ContentView(
            model: state.model, settings: state.settings, toaster: toaster, navigation: navigation,
            favoriteCommand: favoriteCommand))
        window.setContent(host.widget)   // toasts show over the tabs' content (ContentView)

        window.cast(to: Gtk.Window.self)?.onCloseRequest { [unowned self] _ in
            self.saveWindowState()
            return false
        }
        state.onSaveError { [weak toaster] message in toaster?.show(message, title: tr("Changes not saved")) }
        state.store.onEntriesLeftOut = { [weak toaster] message in
            printError("\(AppInfo.name): \(message)")
            toaster?.show(message, title: tr("Old favorites left out"))
        }
        for notice in state.notices { toaster.show(notice.message, title: notice.title) }
    }

    func present() { window.present() }

    func showPreferences() { navigation.showsPreferences = true }

    func showAbout() { AboutWindow.present(over: window) }

    /// Saves the size to open at next time: the window's default size, which
    /// GTK keeps as the size the user gave it (the allocation is smaller by
    /// the window's frame, and nothing once the window is closed). Runs on
    /// close and again at shutdown; the second time the window is gone and
    /// only confirms what the first saved.
    func saveWindowState() {
        guard window.isMapped else { return }
        let settings = state.settings
        settings.isWindowMaximized = window.isMaximized
        let size = window.defaultSize
        if !window.isMaximized, size.width > 0, size.height > 0 {
            settings.windowWidth = Int(size.width)
            settings.windowHeight = Int(size.height)
        }
    }
}
