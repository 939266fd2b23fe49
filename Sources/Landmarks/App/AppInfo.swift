/// Identity of the application: one application id, used for the GApplication,
/// the data directory, the desktop file, the metainfo, the GSettings schema and
/// the resource paths.
///
/// Debug builds run as the `.Devel` variant, so a development copy can run
/// beside an installed one and keeps its own saved state.
public enum AppInfo {
    /// The id of the released app.
    public static let baseID = "io.github.swiftgtk.Landmarks"

    #if DEBUG
    public static let id = baseID + ".Devel"
    public static let isDevel = true
    #else
    public static let id = baseID
    public static let isDevel = false
    #endif

    public static let name = "Landmarks"
    /// Keep in step with the `VERSION` file (a test checks).
    public static let version = "0.2.0"

    /// Resource paths are those of the base id in every variant.
    public static let resourceBase = "/io/github/swiftgtk/Landmarks"
    public static let resourceFile = "landmarks.gresource"
    /// The installed data directory name under `<prefix>/share/`.
    public static let dataDirectory = "landmarks"
    /// Names a `.gresource` file to use instead of the installed or built one.
    public static let resourceOverrideVariable = "LANDMARKS_RESOURCES"
    /// The gettext domain: `<localedir>/<lang>/LC_MESSAGES/landmarks.mo`.
    public static let translationDomain = "landmarks"
    /// Names a folder of compiled translations to use instead of the installed or built ones.
    public static let localeOverrideVariable = "LANDMARKS_LOCALEDIR"
}
