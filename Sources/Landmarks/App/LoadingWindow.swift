import Adw
import Gtk
import GtkUI
import LandmarksModel

/// What a person sees while a large `--catalog` file is still being decoded:
/// a window named for the app with a spinner and the file's name, so the
/// start is visibly under way and the main thread stays free. The main window
/// replaces it when the catalogue is ready (or refused).
@MainActor
final class LoadingWindow {
    private let window: Adw.ApplicationWindow

    init(application: Application, catalogPath: String) {
        window = Adw.ApplicationWindow(app: application.gtkApplication)
        window.title = tr("Opening the Catalogue")
        window.cast(to: Gtk.Window.self)?.iconName = AppInfo.baseID
        window.setDefaultSize(width: 480, height: 360)
        let status = Adw.StatusPage()
        status.title = tr("Opening the Catalogue")
        let name = catalogPath.split(separator: "/").last.map(String.init) ?? catalogPath
        // The description is Pango markup: a file name is shown as written.
        status.description = Markup.escaped(name.excerpt(80))
        let spinner = Gtk.Spinner()
        spinner.start()
        spinner.setSizeRequest(width: 32, height: 32)
        status.child = spinner
        status.vexpand = true
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        box.append(Adw.HeaderBar())
        box.append(status)
        window.content = box
    }

    func present() { window.present() }

    func close() { window.cast(to: Gtk.Window.self)?.destroy() }
}
