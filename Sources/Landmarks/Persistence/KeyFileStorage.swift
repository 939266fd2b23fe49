// KeyFileStorage: settings in a GKeyFile (`settings.ini` in the data folder),
// for running without the GSettings schema installed.
//
// Every change writes the whole file, replaced atomically the way the saved
// state is (PosixFile: an exclusive temporary file, flushed, renamed); set
// window sizes when the window closes, not on each resize. The file is read
// only if it is a regular file, without blocking (a FIFO in its place is
// refused at once). A file that cannot be parsed is ignored (defaults) and
// replaced on the next change; one that cannot be read at all (no permission,
// not a regular file) is never replaced, and the first change says so. A
// failing write is reported once through `saveError`.
import CGtk
import Glibc
import GtkBridge
import LandmarksModel

/// Settings kept in an INI-style key file.
@MainActor
final class KeyFileStorage: SettingsStorage {
    /// The group all keys live in.
    static let group = "Settings"

    let path: String
    var storageDescription: String { "key file \(path)" }
    /// Why the file could not be used, when it exists but is not a key file
    /// or could not be read.
    private(set) var loadProblem: String?
    /// Set when the file exists but could not be read: a save would destroy it.
    private var saveBlockedReason: String?
    /// The largest settings file read; the app writes a few hundred bytes.
    static let maximumBytes = 64 << 10
    /// Why the last write failed; set once per run of failures.
    private(set) var saveError: String?
    var onSaveError: ((String) -> Void)?

    private let keyFile: OpaquePointer

    init(path: String) {
        self.path = path
        keyFile = g_key_file_new()
        let bytes: [UInt8]
        do {
            bytes = try PosixFile.read(path: path, limit: Self.maximumBytes)
        } catch where error.code == ENOENT || error.code == ENOTDIR {
            return
        } catch {
            loadProblem = error.description
            saveBlockedReason = tr("Landmarks cannot save its settings: %1$s (%2$s), so it does not replace it.",
                                   error.couldNot, error.reason)
            return
        }
        var error: UnsafeMutablePointer<GError>?
        let loaded = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                g_key_file_load_from_data(keyFile, characters.baseAddress, gsize(characters.count),
                                          G_KEY_FILE_KEEP_COMMENTS, &error)
            }
        }
        if loaded == 0 { loadProblem = "\(path): " + Self.take(error) }
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
        if let saveBlockedReason {
            report(saveBlockedReason)
            return
        }
        var length: gsize = 0
        guard let data = g_key_file_to_data(keyFile, &length, nil) else { return }
        let contents = [UInt8](UnsafeRawBufferPointer(start: data, count: Int(length)))
        g_free(data)
        do {
            try PosixFile.makeDirectory(path: PosixFile.parentPath(of: path))
            try PosixFile.replaceAtomically(path: path, contents: contents)
        } catch {
            report(tr("Landmarks cannot save its settings: %1$s (%2$s).", error.couldNot, error.reason))
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
