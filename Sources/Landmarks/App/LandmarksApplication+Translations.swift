import CGtk
import GtkUI

/// Where the app's compiled translations are: an explicit override, the build
/// tree of a source checkout (`make` writes `.build/locale/`), or the
/// `share/locale` of the prefix the executable runs from.
extension LandmarksApplication {
    /// Sets the locale from the environment and binds the app's gettext
    /// domain. Runs before any text is made, so the command-line help is
    /// translated too; running it again picks up a changed environment.
    static func configureTranslations() {
        Translation.configure(domain: AppInfo.translationDomain, directory: localeDirectory())
        // What the desktop and screen readers call the app; GLib allows it once per process.
        if !hasApplicationName {
            g_set_application_name(tr("Landmarks"))
            hasApplicationName = true
        }
    }

    private static var hasApplicationName = false

    static func localeDirectory() -> String {
        if let override = g_getenv(AppInfo.localeOverrideVariable) { return String(cString: override) }
        let binDirectory = ResourceBundle.executablePath().map(ResourceBundle.parentDirectory)
        if let binDirectory {
            // .build/<triple>/<configuration>/<executable> → .build/locale/
            let buildDirectory = ResourceBundle.parentDirectory(ResourceBundle.parentDirectory(binDirectory))
            if buildDirectory.hasSuffix("/.build"), g_file_test(buildDirectory + "/locale", G_FILE_TEST_IS_DIR) != 0 {
                return buildDirectory + "/locale"
            }
            return ResourceBundle.parentDirectory(binDirectory) + "/share/locale"
        }
        return "/usr/share/locale"
    }
}
