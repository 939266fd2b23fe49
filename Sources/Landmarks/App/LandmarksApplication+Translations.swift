import Glibc
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
        // What the desktop and screen readers call the app (once per process).
        GLibEnvironment.setApplicationName(tr("Landmarks"))
    }

    static func localeDirectory() -> String {
        if let override = getenv(AppInfo.localeOverrideVariable) { return String(cString: override) }
        let binDirectory = ResourceBundle.executablePath().map(ResourceBundle.parentDirectory)
        if let binDirectory {
            // .build/<triple>/<configuration>/<executable> → .build/locale/
            let buildDirectory = ResourceBundle.parentDirectory(ResourceBundle.parentDirectory(binDirectory))
            if buildDirectory.hasSuffix("/.build"), isDirectory(buildDirectory + "/locale") {
                return buildDirectory + "/locale"
            }
            return ResourceBundle.parentDirectory(binDirectory) + "/share/locale"
        }
        return "/usr/share/locale"
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
