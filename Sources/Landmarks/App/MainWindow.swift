import Adw
import Gtk
import GtkUI

/// The app's one window, as the scene opened it: sized as it was last time,
/// saving its size as it closes, and showing in toasts what the start and
/// the saves have to say. Its views are the scene's (`LandmarksApp`); its
/// toasts and navigation are the session's.
@MainActor
final class MainWindow {
    let window: Adw.ApplicationWindow
    private let state: AppState
    private let session: AppSession

    var toaster: Toaster { session.toaster }
    var navigation: AppNavigation { session.navigation }

    /// Sets `window` up before it is shown.
    init(window: Adw.ApplicationWindow, state: AppState, session: AppSession) {
        self.window = window
        self.state = state
        self.session = session
        session.window = window
        window.cast(to: Gtk.Window.self)?.iconName = AppInfo.baseID
        window.setDefaultSize(width: Int32(state.settings.windowWidth), height: Int32(state.settings.windowHeight))
        if state.settings.isWindowMaximized { window.maximize() }
        if AppInfo.isDevel { window.addCSSClass("devel") }
        window.setSizeRequest(width: 360, height: 480)

        window.cast(to: Gtk.Window.self)?.onCloseRequest { [unowned self] _ in
            self.saveWindowState()
            return false
        }
        let toaster = session.toaster
        state.onSaveError { [weak toaster] message in toaster?.show(message, title: tr("Changes not saved")) }
        state.store.onNotice = { [weak toaster] message in toaster?.show(message, title: tr("Saved file damaged")) }
        state.store.onEntriesLeftOut = { [weak toaster] message in
            printError("\(AppInfo.name): \(message)")
            toaster?.show(message, title: tr("Old favorites left out"))
        }
        for notice in state.notices { toaster.show(notice.message, title: notice.title) }
    }

    func present() { window.present() }

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
        let width = window.defaultWidth, height = window.defaultHeight
        if !window.isMaximized, width > 0, height > 0 {
            settings.windowWidth = Int(width)
            settings.windowHeight = Int(height)
        }
    }
}
