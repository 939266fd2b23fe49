// Starting and stopping the app inside a process that iterates the GLib main
// loop itself — the journey tests, which drive the real main window with real
// input. The installed app never comes here: it calls `run`.
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
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
        do {
            try application.register()
        } catch {
            throw LaunchError(message: error.description)
        }
        application.activate()
    }

    /// Quits as the Quit action and a logout do: everything is saved, then
    /// every window of the app closes (the sheet and dialogs too, as they
    /// would with the process).
    func quitInProcess() {
        saveEverything()
        let windows = toplevelWindows().compactMap { $0.cast(to: Gtk.Window.self) }
        for window in windows where window.application.map({ $0 == application }) == true { window.destroy() }
        if let window = mainWindow?.window, window.isMapped { window.destroy() }
    }

    struct LaunchError: Error, CustomStringConvertible {
        let message: String
        var description: String { "could not register the application: \(message)" }
    }
}
