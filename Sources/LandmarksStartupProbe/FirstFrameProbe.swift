// FirstFrameProbe: finds the app's main window as GTK adds it to the
// application and reports its first frames (see main.swift). It reads the
// window from outside, through GTK, as a person's eye would: it changes
// nothing the app does.
import CGtk
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk

@MainActor
enum FirstFrameProbe {
    /// The longest wait for the pictures (µs), after which the time is printed anyway.
    static let picturesDeadline = 5_000_000

    /// Call after the application is made and before it runs.
    static func watchMainWindow() {
        guard let application = g_application_get_default() else { fatalError("no application to watch") }
        let handle = GObjectHandle(taking: UnsafeMutableRawPointer(application))
        handle.connectPointer("window-added") { added in
            guard let added else { return }
            watch(Gtk.Widget(taking: added.assumingMemoryBound(to: GtkWidget.self)), of: handle)
        }
        watched.append(handle)
    }

    /// Handles kept for the process's life.
    private static var watched: [AnyObject] = []

    private static func watch(_ window: Gtk.Widget, of application: GObjectHandle) {
        watched.append(window)
        let deadline = g_get_monotonic_time() + picturesDeadline
        var first = true
        onFramesPresented(by: window) {
            // The window that shows while a large catalogue is read is not the main one.
            let title = gtk_window_get_title(window.pointer(as: GtkWindow.self)).map { String(cString: $0) }
            guard title == tr("Landmarks") else { return true }
            let now = g_get_monotonic_time()
            if first { print("first-frame-us \(now)") }
            first = false
            guard PicturesInView.firstScreenIsWhole(under: window.widget) || now > deadline else { return true }
            print("pictures-us \(now)")
            g_application_quit(application.pointer(as: GApplication.self))
            return false
        }
    }

    /// Runs `handler` after each frame of `window` is painted, from the
    /// first, until it returns false. Call before the window is shown.
    private static func onFramesPresented(by window: Gtk.Widget, _ handler: @escaping @MainActor () -> Bool) {
        var done = false
        window.connect("realize") {
            guard let clock = gtk_widget_get_frame_clock(window.widget) else { return }
            let clockHandle = GObjectHandle(taking: UnsafeMutableRawPointer(clock))
            clockHandle.connect("after-paint") {
                guard !done else { return }
                done = !handler()
            }
        }
    }
}
