import CGtk
import Glibc

/// An `AdwApplication`: one instance per process, which owns the windows,
/// the actions and their accelerators, and the command line.
///
/// Register handlers before `run`. `run` blocks in the GLib main loop and
/// returns the exit status.
@MainActor
public final class Application: GObjectHandle {
    public let id: String
    private var options: [CommandLineOption] = []
    private var localOptionsHandler: (@MainActor (ParsedOptions) -> Int32?)?
    private var releaseTimer: MainLoopTimeout?

    /// How the application meets other processes with its id (`GApplicationFlags`).
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Every start is an instance of its own, off the session bus's name
        /// (`G_APPLICATION_NON_UNIQUE`): for running the app inside a test process.
        public static let nonUnique = Options(rawValue: G_APPLICATION_NON_UNIQUE.rawValue)
    }

    public init(id: String, options: Options = []) {
        self.id = id
        let flags = GApplicationFlags(rawValue: G_APPLICATION_DEFAULT_FLAGS.rawValue | options.rawValue)
        super.init(taking: UnsafeMutableRawPointer(adw_application_new(id, flags)))
    }

    @_spi(Bindings) public var application: UnsafeMutablePointer<GApplication> { pointer() }

    /// Where AdwApplication looks for `style.css`, `style-dark.css` and
    /// `gtk/help-overlay.ui`; it loads them itself at start-up, once for the app.
    public func setResourceBasePath(_ path: String) {
        g_application_set_resource_base_path(application, path)
    }

    /// The resource path set with `setResourceBasePath`, if any.
    public var resourceBasePath: String? {
        g_application_get_resource_base_path(application).map { String(cString: $0) }
    }

    public func onStartup(_ handler: @escaping @MainActor () -> Void) { connect("startup", handler) }
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { connect("activate", handler) }
    public func onShutdown(_ handler: @escaping @MainActor () -> Void) { connect("shutdown", handler) }

    /// Declares an option shown in `--help`; read it in `onLocalOptions`.
    public func addOption(_ option: CommandLineOption) {
        options.append(option)
        g_application_add_main_option(
            application, option.longName, option.shortName, G_OPTION_FLAG_NONE,
            option.argument == nil ? G_OPTION_ARG_NONE : G_OPTION_ARG_FILENAME,
            option.description, option.argument)
    }

    /// Runs in the launching process with the parsed options: return an exit
    /// status to stop there (as `--version` does), or `nil` to continue start-up.
    public func onLocalOptions(_ handler: @escaping @MainActor (ParsedOptions) -> Int32?) {
        localOptionsHandler = handler
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GVariantDict>?, UnsafeMutableRawPointer?) -> gint = {
            _, dictionary, data in
            let box = SignalBox<@MainActor (UnsafeMutablePointer<GVariantDict>?) -> Int32>.from(data)
            return MainActor.assumeIsolated { box.handler(dictionary) }
        }
        let handler: @MainActor (UnsafeMutablePointer<GVariantDict>?) -> Int32 = { [unowned self] dictionary in
            guard let dictionary, let handler = self.localOptionsHandler else { return -1 }
            return handler(ParsedOptions(dictionary: dictionary)) ?? -1
        }
        _ = connectBoxed("handle-local-options", handler: handler, thunk: unsafeBitCast(thunk, to: GCallback.self))
    }

    /// Adds `app.<name>`, bound to `accelerators` (GTK syntax, such as `"<Ctrl>q"`).
    @discardableResult
    public func addAction(
        _ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void
    ) -> Action {
        let action = Action(name: name, handler)
        g_action_map_add_action(opaque, action.opaque)
        setAccelerators(accelerators, for: "app.\(name)")
        return action
    }

    /// Adds `action` as `app.<its name>`, replacing an action of that name.
    public func add(_ action: Action) {
        g_action_map_add_action(opaque, action.opaque)
    }

    /// Removes `app.<name>`; its accelerators stop working.
    public func removeAction(named name: String) {
        setAccelerators([], for: "app.\(name)")
        g_action_map_remove_action(opaque, name)
    }

    /// Adds `app.<name>` taking a string, which another instance can activate
    /// here over the session bus (`activateRemotely`).
    @discardableResult
    public func addAction(_ name: String, stringHandler handler: @escaping @MainActor (String) -> Void) -> Action {
        let action = Action(name: name, stringHandler: handler)
        g_action_map_add_action(opaque, action.opaque)
        return action
    }

    /// Registers with the session bus now (as `run` would later) and says
    /// whether another process is the primary instance of this app id. For
    /// `handle-local-options`, to send that instance what was asked for.
    public func registerAndCheckRemote() -> Bool {
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(application, nil, &error) != 0 else {
            g_clear_error(&error)
            return false  // `run` registers again and reports the failure
        }
        return g_application_get_is_remote(application) != 0
    }

    /// Why registering with the session bus failed: GLib's message.
    public struct RegistrationError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Registers the application, which runs its start-up, as `run` does
    /// first; for a process that iterates the main loop itself.
    public func register() throws(RegistrationError) {
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(application, nil, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw RegistrationError(description: message)
        }
    }

    /// Keeps the process running for `milliseconds` more, window or not: for
    /// an app the desktop started only to answer over the bus (a search), which
    /// GLib ends once nothing holds it. Quitting still quits at once.
    public func stayRunning(milliseconds: UInt32) {
        g_application_hold(application)
        releaseTimer?.cancel()
        if releaseTimer != nil { g_application_release(application) }
        releaseTimer = MainLoopTimeout(milliseconds: milliseconds) { [weak self] in
            guard let self else { return }
            self.releaseTimer = nil
            g_application_release(self.application)
        }
    }

    /// Asks the application to activate (a launcher click does): `onActivate` runs.
    public func activate() { g_application_activate(application) }

    /// Activates `app.<name>` with a string in the primary instance.
    public func activateRemotely(_ name: String, string: String) {
        g_action_group_activate_action(opaque, name, g_variant_new_string(string))
        g_application_activate(application)
        // The calls go out over the bus; make sure they left before the process ends.
        if let connection = g_application_get_dbus_connection(application) {
            g_dbus_connection_flush_sync(connection, nil, nil)
        }
    }

    /// Binds `accelerators` to a detailed action name such as `"win.search"`.
    public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        withCStringArray(accelerators) { array in
            gtk_application_set_accels_for_action(pointer(as: GtkApplication.self), detailedAction, array)
        }
    }

    public func quit() { g_application_quit(application) }

    /// Quits through the main loop on SIGTERM (what a logout sends), SIGINT
    /// (Ctrl+C in a terminal) and SIGHUP, as the Quit action does: `run`
    /// returns, `shutdown` handlers save, and the process exits normally
    /// instead of dying by the signal. The quit waits for the events and
    /// frames already pending (idle priority), so a resize or a click made
    /// just before is part of what is saved.
    public func quitOnTerminationSignals() {
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            g_unix_signal_add_full(G_PRIORITY_DEFAULT_IDLE, signal, quitApplication, raw, nil)
        }
    }

    /// Runs the main loop with `arguments`.
    ///
    /// Without `arguments` it is given the process's own, as bytes: a file
    /// name that is not UTF-8 reaches the options unchanged (Swift's
    /// `CommandLine.arguments` would have replaced its bytes).
    public func run(arguments: [String]? = nil) -> Int32 {
        MainLoopBridge.install()
        guard let arguments else {
            return g_application_run(application, CommandLine.argc, CommandLine.unsafeArgv)
        }
        var argv = arguments.map { strdup($0) }
        defer { argv.forEach { free($0) } }
        return argv.withUnsafeMutableBufferPointer { buffer in
            g_application_run(application, Int32(buffer.count), buffer.baseAddress)
        }
    }
}

/// One command-line option of the application.
public struct CommandLineOption: Sendable {
    public let longName: String
    public let shortName: CChar
    public let description: String
    /// The placeholder shown in `--help` for an option that takes a file
    /// (such as `"FILE"`); `nil` for a flag.
    public let argument: String?

    public init(_ longName: String, short: Character? = nil, description: String, argument: String? = nil) {
        self.longName = longName
        self.shortName = short.flatMap { $0.asciiValue }.map { CChar(bitPattern: $0) } ?? 0
        self.description = description
        self.argument = argument
    }
}

/// The options GApplication parsed, as handed to `onLocalOptions`.
@MainActor
public struct ParsedOptions {
    let dictionary: UnsafeMutablePointer<GVariantDict>

    public func contains(_ name: String) -> Bool {
        g_variant_dict_contains(dictionary, name) != 0
    }

    /// The value of a file option, as the user typed it: bytes, which need
    /// not be UTF-8.
    public func fileName(_ name: String) -> FileName? {
        guard let value = g_variant_dict_lookup_value(dictionary, name, nil) else { return nil }
        defer { g_variant_unref(value) }
        guard let string = g_variant_get_bytestring(value) else { return nil }
        return FileName(bytes: Array(UnsafeBufferPointer(
            start: UnsafeRawPointer(string).assumingMemoryBound(to: UInt8.self), count: Int(strlen(string)))))
    }
}

/// The signal sources' callback: quits the application passed as `data`,
/// which lives as long as the process's one `Application`.
private func quitApplication(_ data: gpointer?) -> gboolean {
    g_application_quit(data?.assumingMemoryBound(to: GApplication.self))
    return 1
}
