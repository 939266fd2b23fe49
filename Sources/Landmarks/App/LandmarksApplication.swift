import CGtk
import GtkUI

/// The application: command line, resources, actions, and the main window.
///
/// It owns the process-wide pieces and hands each window what it needs; the
/// window's content is built by the views.
@MainActor
public final class LandmarksApplication {
    private let application: Application
    private var mainWindow: MainWindow?
    private var state: AppState?
    private var catalog: CatalogPreload?

    public init() {
        application = Application(id: AppInfo.id)
        application.setResourceBasePath(AppInfo.resourceBase)
        application.addOption(CommandLineOption("version", description: "Print the version and exit"))
        application.addOption(CommandLineOption(
            "catalog", description: "Open another landmark catalogue (JSON, same format as the built-in one)",
            argument: "FILE"))
        application.onLocalOptions { [unowned self] options in
            if options.contains("version") {
                print("\(AppInfo.name) \(AppInfo.version)")
                return 0
            }
            // Decoding starts now and overlaps GTK's start-up (see CatalogPreload).
            self.catalog = options.path("catalog").map(CatalogPreload.init(path:))
            return nil
        }
        application.onStartup { [unowned self] in self.startup() }
        application.onActivate { [unowned self] in self.activate() }
        application.onShutdown { [unowned self] in self.state?.autosaver.flush() }
    }

    /// Runs the app; returns the process exit status.
    ///
    /// The resource bundle is registered before the main loop starts, because
    /// AdwApplication loads `style.css` from it during its own start-up.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        do {
            try Self.registerResources()
        } catch {
            printError("\(AppInfo.name): \(error)")
            return 1
        }
        return application.run(arguments: arguments)
    }

    /// Registers the app's GResource bundle from the standard locations.
    public static func registerResources() throws {
        try ResourceBundle.register(
            fileName: AppInfo.resourceFile,
            candidates: ResourceBundle.candidates(
                fileName: AppInfo.resourceFile, dataDirectory: AppInfo.dataDirectory,
                overrideVariable: AppInfo.resourceOverrideVariable))
    }

    private func startup() {
        application.addAction("quit", accelerators: ["<Ctrl>q"]) { [unowned self] in self.application.quit() }
        application.addAction("preferences", accelerators: ["<Ctrl>comma"]) { [unowned self] in
            self.mainWindow?.showPreferences()
        }
        application.addAction("about") { [unowned self] in self.mainWindow?.showAbout() }
        application.setAccelerators(["<Ctrl>w"], for: "window.close")
    }

    private func activate() {
        if mainWindow == nil {
            let state = AppState(catalog: catalog)
            self.state = state
            mainWindow = MainWindow(application: application, state: state)
        }
        mainWindow?.present()
    }
}
