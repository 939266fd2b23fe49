// FirstFrameProbe: finds the app's main window as GTK adds it to the
// application and reports its first frames (see main.swift). It reads the
// window from outside, through GTK, as a person's eye would: it changes
// nothing the app does.
import CGtk
@_spi(Bindings) import GtkBridge

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
            watch(Window(taking: added), of: handle)
        }
        watched.append(handle)
    }

    /// Handles kept for the process's life.
    private static var watched: [AnyObject] = []

    private static func watch(_ window: Window, of application: GObjectHandle) {
        watched.append(window)
        let deadline = g_get_monotonic_time() + picturesDeadline
        var first = true
        window.onFramesPresented {
            // The window that shows while a large catalogue is read is not the main one.
            guard window.title == tr("Landmarks") else { return true }
            let now = g_get_monotonic_time()
            if first { print("first-frame-us \(now)") }
            first = false
            guard PicturesInView.firstScreenIsWhole(under: window.widget) || now > deadline else { return true }
            print("pictures-us \(now)")
            g_application_quit(application.pointer(as: GApplication.self))
            return false
        }
    }
}
