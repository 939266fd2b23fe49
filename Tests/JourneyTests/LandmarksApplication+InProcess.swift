// Starting and stopping the app inside a process that iterates the GLib main
// loop itself — the journey tests, which drive the real main window with real
// input. The installed app never comes here: it calls `run`.
@_spi(Bindings) import GtkBridge
import CGtk
import GtkUI

@testable import Landmarks

extension LandmarksApplication {
    /// Registers the application — which runs its start-up, as `run` would —
    /// and activates it, opening the main window, without entering the main
    /// loop. Construct the app with the `.nonUnique` option to keep it off
    /// the session bus's name, so one process can start it again.
    func launchInProcess() throws {
        try Self.registerResources()
        MainLoopBridge.install()
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(application.application, nil, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw LaunchError(message: message)
        }
        g_application_activate(application.application)
    }

    /// Quits as the Quit action and a logout do: everything is saved, then
    /// every window of the app closes (the sheet and dialogs too, as they
    /// would with the process).
    func quitInProcess() {
        saveEverything()
        let gtkApplication = UnsafeMutableRawPointer(application.application).assumingMemoryBound(to: GtkApplication.self)
        while let windows = gtk_application_get_windows(gtkApplication) {
            gtk_window_destroy(windows.pointee.data.assumingMemoryBound(to: GtkWindow.self))
        }
        if let window = mainWindow?.window, window.isMapped { window.destroy() }
    }

    struct LaunchError: Error, CustomStringConvertible {
        let message: String
        var description: String { "could not register the application: \(message)" }
    }
}
