import FoundationEssentials
import GtkUI

/// Runs `LandmarksApp` with what its scenes have no words for: the command
/// line, the resources, a `--catalog` file read before the window opens
/// (with a window saying so while it takes long), the window's saved size,
/// the tab shortcuts, and the actions the desktop or a second instance
/// sends. The window's content and commands are the app's scenes.
@MainActor
public final class LandmarksApplication {
    let scenes: SceneApplication
    private let session: AppSession
    private(set) var mainWindow: MainWindow?
    private var catalog: CatalogPreload?
    private var loadingWindow: LoadingWindow?
    private let dataDirectory: URL?
    private let options: Application.Options
    private var searchProvider: ShellSearchProvider?

    /// The app as installed uses the defaults. A driver that starts the app
    /// more than once in one process gives each instance its own `id`, and
    /// `dataDirectory` replaces the user's data folder for the saved state.
    public init(
        id: String = AppInfo.id, options: Application.Options = [], dataDirectory: URL? = nil
    ) {
        self.dataDirectory = dataDirectory
        self.options = options
        XDGEnvironment.ignoreRelativePaths()
        Self.configureTranslations()
        let app = LandmarksApp()
        session = app.session
        scenes = SceneApplication(app, id: id, options: options)
        let application = scenes.application
        application.setResourceBasePath(AppInfo.resourceBase)
        application.addOption(CommandLineOption("version", description: tr("Print the version and exit")))
        application.addOption(CommandLineOption(
            "catalog", description: tr("Open another landmark catalogue (JSON, same format as the built-in one)"),
            // Translators: the placeholder for a file name in `landmarks --help`.
            argument: tr("FILE")))
        application.onLocalOptions { [unowned self] options in
            if options.contains("version") {
                print("\(AppInfo.name) \(AppInfo.version)")
                return 0
            }
            guard let file = options.fileName("catalog") else { return nil }
            let location = CatalogLocation(file)
            let path = location.shownPath
            // Decoding starts now and overlaps GTK's start-up (see CatalogPreload).
            self.catalog = CatalogPreload(location: location)
            if self.application.registerAndCheckRemote() {
                // The running window shows its catalogue; it says why this one is not opened.
                self.application.activateRemotely("open-catalog", string: path)
                printError("\(AppInfo.name): \(Self.alreadyRunningMessage(path))")
                return 1
            }
            return nil
        }
        application.onStartup { [unowned self] in self.startup() }
        application.onShutdown { [unowned self] in self.saveEverything() }
        scenes.activation = { [unowned self] open in self.activate(open) }
        scenes.windowWillOpen = { [unowned self] window in
            guard let state = self.session.state else { return }
            self.mainWindow = MainWindow(window: window, state: state, session: self.session)
        }
    }

    var application: Application { scenes.application }

    /// What the app loaded at the start; nil until its window opens.
    var state: AppState? { session.state }

    /// Runs the app; returns the process exit status.
    ///
    /// The resource bundle is registered before the main loop starts, because
    /// AdwApplication loads `style.css` from it during its own start-up.
    public func run(arguments: [String]? = nil) -> Int32 {
        do {
            try Self.registerResources()
        } catch {
            printError("\(AppInfo.name): \(error)")
            return 1
        }
        application.quitOnTerminationSignals()
        if !options.contains(.nonUnique) { exportSearchProvider() }
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

    /// What every way out saves: the window's size and state, and the
    /// favorites, collections and profile not written yet.
    func saveEverything() {
        mainWindow?.saveWindowState()
        state?.autosaver.flush()
    }

    /// The shortcuts and actions beside the scenes' commands (Quit, Preferences…).
    private func startup() {
        // Alt+1, Alt+2, Alt+3: the tabs from the keyboard, as GNOME's tabbed apps number them.
        for (index, tab) in AppTab.allCases.enumerated() {
            application.addAction("show-\(tab.rawValue)", accelerators: ["<Alt>\(index + 1)"]) { [unowned self] in
                self.state?.settings.selectedTab = tab.rawValue
            }
        }
        // Ctrl+Page Down / Up: the next or previous tab, wrapping, as in GNOME's
        // tabbed apps; taken before a focused row or scrolled window sees them.
        for (name, step, key) in [("next-tab", 1, "Page_Down"), ("previous-tab", -1, "Page_Up")] {
            application.addAction(name, accelerators: ["<Ctrl>\(key)"]) { [unowned self] in
                guard let settings = self.state?.settings else { return }
                let tabs = AppTab.allCases
                let current = tabs.firstIndex { $0.rawValue == settings.selectedTab } ?? 0
                settings.selectedTab = tabs[(current + step + tabs.count) % tabs.count].rawValue
            }
        }
        // The desktop (or a test) can ask for a landmark's place in the map application.
        application.addAction("open-in-maps", stringHandler: { [unowned self] id in
            guard let window = self.mainWindow, let model = self.state?.model,
                  let index = Int(id).flatMap(model.index(of:)) else { return }
            OpenInMaps.open(model.landmarks[index], toaster: window.toaster)
        })
        application.addAction("open-catalog", stringHandler: { [unowned self] path in
            printError("\(AppInfo.name): \(Self.alreadyRunningMessage(path))")
            self.application.activate()
            self.mainWindow?.toaster.show(Self.alreadyRunningMessage(path), title: tr("Catalogue not opened"))
        })
    }

    /// What a second `landmarks --catalog FILE` is told, in its terminal and
    /// in the running window: the app shows one catalogue per run.
    static func alreadyRunningMessage(_ path: String) -> String {
        tr("Landmarks is already running with its catalogue, so “%1$s” was not opened. Quit Landmarks, then open that catalogue again.",
           path.excerpt(120))
    }

    /// Serves GNOME Shell's search on the session bus, under the app's id.
    private func exportSearchProvider() {
        let provider = ShellSearchProvider(
            landmarks: { [unowned self] in
                // Started by the desktop for a search alone, the app stays a
                // while for the next keystroke's search.
                self.application.stayRunning(milliseconds: Self.searchGrace)
                return self.loadedState().model.landmarks
            },
            whenLoaded: { [unowned self] answer in
                // A `--catalog` still being decoded: answer once it is, so the
                // main loop (and the window saying it is opening) never waits.
                if self.session.state == nil, let catalog = self.catalog, !catalog.isFinished(within: 0) {
                    catalog.whenFinished { answer() }
                } else {
                    answer()
                }
            },
            collections: { [unowned self] in self.loadedState().model.collections },
            showLandmark: { [unowned self] id in
                self.application.activate()
                guard let state = self.state else { return }
                state.settings.selectedTab = AppTab.featured.rawValue
                self.session.navigation.featuredPath = [id]
            },
            showCollection: { [unowned self] id in
                self.application.activate()
                guard let state = self.state else { return }
                state.settings.selectedTab = AppTab.collections.rawValue
                self.session.navigation.collectionsPath = [.collection(id)]
            },
            showSearch: { [unowned self] text in
                self.application.activate()
                guard let state = self.state else { return }
                state.settings.selectedTab = AppTab.list.rawValue
                self.session.navigation.filter.searchText = text
                self.session.navigation.isSearching = true
            })
        provider.export(for: scenes.application.id)
        searchProvider = provider
    }

    /// How long the app stays after answering a search with no window open.
    static let searchGrace: UInt32 = 20_000

    /// The loaded state, loading it now if no window has yet (a search from
    /// the desktop reads the catalogue without opening one).
    private func loadedState() -> AppState {
        if let state = session.state { return state }
        let state = AppState(catalog: catalog, dataDirectory: dataDirectory)
        session.state = state
        return state
    }

    /// Opens the window once the state is loaded: at once, or, while a
    /// `--catalog` file takes longer than the start-up to decode, after it,
    /// with a window saying so meanwhile; the main thread never waits for it.
    private func activate(_ open: @escaping @MainActor () -> Void) {
        if session.state == nil {
            if let catalog, !catalog.isFinished(within: Self.catalogWait) {
                guard loadingWindow == nil else { return loadingWindow!.present() }
                let loading = LoadingWindow(application: application, catalogPath: catalog.path)
                loadingWindow = loading
                loading.present()
                catalog.whenFinished { [weak self] in self?.activate(open) }
                return
            }
            session.state = AppState(catalog: catalog, dataDirectory: dataDirectory)
        }
        open()
        loadingWindow?.close()
        loadingWindow = nil
    }

    /// How long activation waits for a `--catalog` file before showing LoadingWindow.
    static let catalogWait = 150
}
