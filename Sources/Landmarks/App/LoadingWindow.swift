import CGtk
import GtkUI

/// What a person sees while a large `--catalog` file is still being decoded:
/// a window named for the app with a spinner and the file's name, so the
/// start is visibly under way and the main thread stays free. The main window
/// replaces it when the catalogue is ready (or refused).
@MainActor
final class LoadingWindow {
    private let window: Window

    init(application: Application, catalogPath: String) {
        window = Window(application: application)
        window.title = tr("Opening the Catalogue")
        gtk_window_set_icon_name(window.window, AppInfo.baseID)
        window.setDefaultSize(width: 480, height: 360)
        let status = Widget(taking: adw_status_page_new())
        adw_status_page_set_title(status.opaque, tr("Opening the Catalogue"))
        let name = catalogPath.split(separator: "/").last.map(String.init) ?? catalogPath
        // The description is Pango markup: a file name is shown as written.
        let escaped = g_markup_escape_text(name.excerpt(80), -1)!
        adw_status_page_set_description(status.opaque, escaped)
        g_free(escaped)
        let spinner = Widget(taking: gtk_spinner_new())
        gtk_spinner_start(spinner.opaque)
        gtk_widget_set_size_request(spinner.widget, 32, 32)
        adw_status_page_set_child(status.opaque, spinner.widget)
        let header = Widget(taking: adw_header_bar_new())
        let box = Widget(taking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        box.append(header)
        gtk_widget_set_vexpand(status.widget, 1)
        box.append(status)
        window.setContent(box)
    }

    func present() { window.present() }

    func close() { gtk_window_destroy(window.window) }
}
