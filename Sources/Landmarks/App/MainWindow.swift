import CGtk
import GtkUI

/// The app's one window: a header bar titled "Landmarks" over the content.
///
/// Benchmarks set `LANDMARKS_BENCH_FIRST_FRAME=1`: the window then prints the
/// monotonic time of its first presented frame (µs, `CLOCK_MONOTONIC`) and quits.
@MainActor
final class MainWindow {
    static let defaultWidth: Int32 = 1000
    static let defaultHeight: Int32 = 720

    let window: Window

    init(application: Application) {
        window = Window(application: application)
        window.title = AppInfo.name
        gtk_window_set_icon_name(window.window, AppInfo.baseID)
        window.setDefaultSize(width: Self.defaultWidth, height: Self.defaultHeight)
        if AppInfo.isDevel { window.addCSSClass("devel") }

        let content = Widget(taking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let header = Widget(taking: adw_header_bar_new())
        let title = Widget(taking: adw_window_title_new(AppInfo.name, nil))
        adw_header_bar_set_title_widget(header.opaque, title.widget)
        gtk_box_append(content.pointer(), header.widget)
        window.setContent(content)

        if g_getenv("LANDMARKS_BENCH_FIRST_FRAME") != nil {
            window.onFirstFramePresented {
                print("first-frame-us \(g_get_monotonic_time())")
                application.quit()
            }
        }
    }

    func present() { window.present() }
}
