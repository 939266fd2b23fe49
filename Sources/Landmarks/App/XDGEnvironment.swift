// XDGEnvironment: makes the XDG Base Directory variables mean what the
// specification says before GLib reads (and caches) them.
//
// The specification: "All paths set in these environment variables must be
// absolute. If an implementation encounters a relative path in any of these
// variables it should consider the path invalid and ignore it." GLib 2.74
// uses a relative `XDG_DATA_HOME` as given, relative to the working folder,
// so the app would save the user's favorites wherever it happened to start.
// This drops such values from the environment, so GLib, GTK and the app all
// fall back as for an unset variable. It reads nothing else and decides
// nothing about where files go.
import Glibc

enum XDGEnvironment {
    /// The variables that name one folder each.
    static let folderVariables = ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"]
    /// The variables that name a colon-separated list of folders.
    static let listVariables = ["XDG_DATA_DIRS", "XDG_CONFIG_DIRS"]

    /// Unsets a relative folder variable, and takes the relative entries out
    /// of a folder list (unsetting a list left empty). Call before anything
    /// asks GLib for a user folder.
    static func ignoreRelativePaths() {
        for name in folderVariables {
            guard let value = getenv(name).map({ String(cString: $0) }) else { continue }
            if !value.hasPrefix("/") { unsetenv(name) }
        }
        for name in listVariables {
            guard let value = getenv(name).map({ String(cString: $0) }) else { continue }
            let kept = value.split(separator: ":", omittingEmptySubsequences: true).filter { $0.hasPrefix("/") }
            if kept.isEmpty {
                unsetenv(name)
            } else if kept.count != value.split(separator: ":", omittingEmptySubsequences: false).count {
                setenv(name, kept.joined(separator: ":"), 1)
            }
        }
    }
}
