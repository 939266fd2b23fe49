// KeyFileStorage: settings in a GKeyFile (`settings.ini` in the data folder),
// for running without the GSettings schema installed.
//
// Every change writes the whole file (GLib writes it atomically); set window
// sizes when the window closes, not on each resize. A file that cannot be
// parsed is ignored (defaults) and replaced on the next change. A failing
// write is reported once through `saveError`.
import CGtk
import GtkBridge

/// Settings kept in an INI-style key file.
@MainActor
final class KeyFileStorage: SettingsStorage {
    /// The group all keys live in.
    static let group = "Settings"

    let path: String
    var storageDescription: String { "key file \(path)" }
    /// Why the file could not be read, when it exists but is not a key file.
    private(set) var loadProblem: String?
    /// Why the last write failed; set once per run of failures.
    private(set) var saveError: String?
    var onSaveError: ((String) -> Void)?

    private let keyFile: OpaquePointer

    init(path: String) {
        self.path = path
        keyFile = g_key_file_new()
        guard PosixFile.exists(path: path) else { return }
        var error: UnsafeMutablePointer<GError>?
        if g_key_file_load_from_file(keyFile, path, G_KEY_FILE_KEEP_COMMENTS, &error) == 0 {
            loadProblem = Self.take(error)
        }
    }

    isolated deinit {
        g_key_file_unref(keyFile)
    }

    func string(forKey key: String) -> String? {
        read(key) { keyFile, error in
            guard let value = g_key_file_get_string(keyFile, Self.group, key, error) else { return nil }
            defer { g_free(value) }
            return String(cString: value)
        }
    }

    func integer(forKey key: String) -> Int? {
        read(key) { keyFile, error in Int(g_key_file_get_integer(keyFile, Self.group, key, error)) }
    }

    func bool(forKey key: String) -> Bool? {
        read(key) { keyFile, error in g_key_file_get_boolean(keyFile, Self.group, key, error) != 0 }
    }

    func set(_ value: String, forKey key: String) {
        g_key_file_set_string(keyFile, Self.group, key, value)
        save()
    }

    func set(_ value: Int, forKey key: String) {
        g_key_file_set_integer(keyFile, Self.group, key, gint(clamping: value))
        save()
    }

    func set(_ value: Bool, forKey key: String) {
        g_key_file_set_boolean(keyFile, Self.group, key, value ? 1 : 0)
        save()
    }

    /// Runs a getter; nil when the key is absent or its value does not parse.
    private func read<T>(
        _ key: String, _ get: (OpaquePointer, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T?
    ) -> T? {
        guard g_key_file_has_key(keyFile, Self.group, key, nil) != 0 else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let value = get(keyFile, &error)
        if error != nil {
            _ = Self.take(error)
            return nil
        }
        return value
    }

    private func save() {
        var error: UnsafeMutablePointer<GError>?
        do {
            try PosixFile.makeDirectory(path: PosixFile.parentPath(of: path))
        } catch {
            report(
                tr("Landmarks cannot save its settings: %1$s (%2$s).", error.couldNot, error.reason))
            return
        }
        guard g_key_file_save_to_file(keyFile, path, &error) != 0 else {
            report(tr("Landmarks cannot save its settings: %1$s.", Self.take(error)))
            return
        }
        saveError = nil
    }

    private func report(_ message: String) {
        guard saveError == nil else { return }
        saveError = message
        onSaveError?(message)
    }

    /// The message of a GError, which it frees.
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return tr("unknown error") }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
