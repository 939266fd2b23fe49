import Adw
import Gtk

/// Runs an `App`: the `AdwApplication`, the windows its scenes describe,
/// and the primary menu and shortcuts its commands describe. The app's body
/// is read again when state it read changes (its `@State`, an observable
/// model); the commands are read again when what they read changes (a
/// focused value), on their own.
///
/// The standard commands: New Window (Ctrl+N) opens another window of the
/// first group, Preferences (Ctrl+,) the `Settings` scene's window, Keyboard
/// Shortcuts the app's `gtk/help-overlay.ui` (where its resources have one),
/// About the app's about window; Ctrl+Q quits and Ctrl+W closes a window, as
/// in every GNOME app. A standard command a `CommandGroup` replaces is gone
/// with its shortcut (`CommandGroup(replacing: .newItem) {}`: one window).
///
/// What GNOME's apps do and SwiftUI's scenes have no words for — a window
/// opened only once a file is read, a size kept in the app's settings — the
/// app says through `activation` and `windowWillOpen`, as a SwiftUI app
/// would through its application delegate.
@MainActor
public final class SceneApplication {
    public let application: Application
    private let readScenes: @MainActor () -> SceneList
    /// The app's name where no window group is titled: its type's, without "App".
    private let typeName: String
    /// What the desktop calls the app: the first window group's title, or the type's name.
    private(set) var name = ""
    private var scenes: SceneList
    private var sceneEffect: ObservedEffect<SceneList>?
    private var commandsEffect: ObservedEffect<[CommandSection]>?
    let installer: CommandInstaller
    private(set) var windows: [SceneWindow] = []
    private(set) var settingsWindow: SceneWindow?
    /// The standard commands' actions, by name, enabled while their entry is in the menu.
    private var standardActions: [String: Action] = [:]
    /// Standard actions a command runs under in their place.
    private var adoptedStandardNames = Set<String>()

    /// Runs at each activation (the app started, or started again from the
    /// desktop) in place of opening the windows, which it does by calling
    /// `open`: at once, or later, once what they show is ready. Nil opens
    /// them at once.
    public var activation: (@MainActor (_ open: @escaping @MainActor () -> Void) -> Void)?

    /// Called with each window the scenes open (not the preferences), before
    /// it is shown: for a size kept in the app's settings, a style class.
    public var windowWillOpen: (@MainActor (Adw.ApplicationWindow) -> Void)?

    /// Whether a window's views have an update waiting for the main loop.
    public var hasPendingUpdates: Bool {
        (windows + [settingsWindow].compactMap { $0 }).contains { $0.hasPendingUpdate }
    }

    public convenience init<A: App>(_ app: A, options: Application.Options = []) {
        self.init(app, id: A.applicationID, options: options)
    }

    public init<A: App>(_ app: A, id: String, options: Application.Options = []) {
        application = Application(id: id, options: options)
        readScenes = { app._scenes() }
        // The runtime's name for the type, without `String(describing:)`'s
        // dynamic casts (each a search of every conformance record).
        let name = _typeName(A.self, qualified: false)
        typeName = name.count > 3 && name.hasSuffix("App") ? String(name.dropLast(3)) : name
        scenes = SceneList()
        installer = CommandInstaller(application: application)
        AppStorageStore.shared.directory = GLibEnvironment.userConfigDirectory + "/" + id
        application.onStartup { [unowned self] in self.startup() }
        application.onActivate { [unowned self] in self.activate() }
    }

    /// Runs the main loop; returns the exit status.
    public func run(arguments: [String]? = nil) -> Int32 {
        application.quitOnTerminationSignals()
        return application.run(arguments: arguments)
    }

    /// Starts the app in a process that iterates the main loop itself:
    /// start-up and activation run, and the first window opens.
    public func launch() throws {
        try application.register()
        application.activate()
    }

    /// Closes every window (their content is dismantled).
    public func closeAllWindows() {
        for window in windows + [settingsWindow].compactMap({ $0 }) {
            window.unmount()
            window.window.destroy()
        }
        windows = []
        settingsWindow = nil
    }

    private func startup() {
        name = readScenes().windows.first?.title ?? typeName
        GLibEnvironment.setApplicationName(name)
        application.addAction("quit", accelerators: ["<Ctrl>q"]) { [unowned self] in self.application.quit() }
        application.setAccelerators(["<Ctrl>w"], for: "window.close")
        // Their shortcuts are their menu entries' (standardCommands).
        standardActions["new-window"] = application.addAction("new-window") { [unowned self] in self.openWindow() }
        standardActions["preferences"] = application.addAction("preferences") { [unowned self] in self.openSettings() }
        standardActions["about"] = application.addAction("about") { [unowned self] in self.showAbout() }
        sceneEffect = ObservedEffect(read: readScenes, apply: { [unowned self] scenes in
            self.scenes = scenes
            self.scenesChanged()
        })
    }

    private func activate() {
        guard let activation else { return openOrPresentWindow() }
        activation { [weak self] in self?.openOrPresentWindow() }
    }

    private func openOrPresentWindow() {
        sceneEffect?.flush()   // the scenes as they are now, if what they read changed
        if let window = windows.first {
            window.present()
        } else {
            openWindow()
        }
    }

    private func scenesChanged() {
        if let group = scenes.windows.first {
            for window in windows { window.update(group) }
        }
        if let settings = scenes.settings { settingsWindow?.update(settings) }
        let commands = scenes.commands
        let standard = standardCommands()
        commandsEffect = ObservedEffect(read: { CommandList(commands).sections(standard: standard) }, apply: { [unowned self] in
            self.installer.install($0)
            self.enableStandardActions(shownIn: $0)
        })
    }

    /// A standard command works, and has its shortcut, while its entry is in
    /// the menu; one a command replaced runs that command under its name
    /// (the installer's action stands in for it), and comes back when no
    /// command replaces it any more.
    private func enableStandardActions(shownIn sections: [CommandSection]) {
        let shown = Set(sections.flatMap(\.entries).compactMap(\.actionName))
        for (name, action) in standardActions where !installer.installedNames.contains(name) {
            if adoptedStandardNames.contains(name) { application.add(action) }
            let isShown = shown.contains("app.\(name)")
            // Only a change is written: this runs each time the commands are read.
            guard action.isEnabled != isShown else { continue }
            action.isEnabled = isShown
            if !isShown { application.setAccelerators([], for: "app.\(name)") }
        }
        adoptedStandardNames = Set(standardActions.keys).intersection(installer.installedNames)
    }

    /// What GNOME's primary menu has without being asked, by placement.
    private func standardCommands() -> [CommandGroupPlacement: [MenuEntry]] {
        var standard: [CommandGroupPlacement: [MenuEntry]] = [
            .appInfo: [MenuEntry(title: tr("About %1$s", name), kind: .standard, actionName: "app.about")],
        ]
        if scenes.windows.count > 0 {
            standard[.newItem] = [MenuEntry(title: tr("New Window"), kind: .standard, shortcut: KeyboardShortcut("n"),
                                            actionName: "app.new-window")]
        }
        if scenes.settings != nil {
            standard[.appSettings] = [MenuEntry(title: tr("Preferences"), kind: .standard, shortcut: KeyboardShortcut(","),
                                                actionName: "app.preferences")]
        }
        // GtkApplication gives each window `win.show-help-overlay` when the app's resources have the overlay.
        if let base = application.resourceBasePath, ResourceBundle.exists(base + "/gtk/help-overlay.ui") {
            standard[.help] = [MenuEntry(title: tr("Keyboard Shortcuts"), kind: .standard, actionName: "win.show-help-overlay")]
        }
        return standard
    }

    private func openWindow() {
        guard let group = scenes.windows.first else { return }
        let window = SceneWindow(
            description: group, application: application, name: name, menu: installer.menu,
            environment: EnvironmentValues(), isPreferences: false
        ) { [unowned self] closed in
            closed.unmount()
            self.windows.removeAll { $0 === closed }
        }
        windowWillOpen?(window.window)
        windows.append(window)
        FocusedValuesStore.shared.track(window.window, asActive: true)
        window.present()
    }

    private func openSettings() {
        guard let settings = scenes.settings else { return }
        if settingsWindow == nil {
            let window = SceneWindow(
                description: settings, application: application, name: name, menu: installer.menu,
                environment: EnvironmentValues(), isPreferences: true) { _ in }
            settingsWindow = window
        }
        if let window = settingsWindow?.window { FocusedValuesStore.shared.track(window, asActive: true) }
        if let parent = windows.first?.window { settingsWindow?.window.transientFor = parent }
        settingsWindow?.present()
    }

    private func showAbout() {
        let about = Adw.AboutWindow()
        about.applicationName = name
        about.applicationIcon = application.id
        if let parent = windows.first?.window { about.transientFor = parent }
        about.present()
    }
}
