import CGtk

/// What GLib keeps for the whole process: the user's folders as GLib reads
/// them from the XDG variables (and caches them on first use), and the
/// application's name as the desktop and screen readers show it.
public enum GLibEnvironment {
    /// `$XDG_DATA_HOME`, or `~/.local/share` when it is unset (`g_get_user_data_dir`).
    public static var userDataDirectory: String { String(cString: g_get_user_data_dir()) }

    /// `$XDG_CONFIG_HOME`, or `~/.config` when it is unset (`g_get_user_config_dir`).
    public static var userConfigDirectory: String { String(cString: g_get_user_config_dir()) }

    /// The name `setApplicationName` gave, or GLib's guess (the program's name).
    public static var applicationName: String {
        g_get_application_name().map { String(cString: $0) } ?? ""
    }

    /// Names the application for the desktop and assistive technology
    /// (`g_set_application_name`). GLib allows it once per process; a
    /// second call is ignored here rather than warned about.
    @MainActor
    public static func setApplicationName(_ name: String) {
        guard !hasApplicationName else { return }
        hasApplicationName = true
        g_set_application_name(name)
    }

    @MainActor private static var hasApplicationName = false
}
