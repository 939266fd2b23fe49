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

    private let keyFile = KeyFile()

    init(path: String) {
        self.path = path
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
        do {
            try keyFile.load(bytes)
        } catch {
            loadProblem = "\(path): \(error)"
        }
    }

    func string(forKey key: String) -> String? { keyFile.string(group: Self.group, key: key) }
    func integer(forKey key: String) -> Int? { keyFile.integer(group: Self.group, key: key) }
    func bool(forKey key: String) -> Bool? { keyFile.bool(group: Self.group, key: key) }

    func set(_ value: String, forKey key: String) {
        keyFile.set(value, group: Self.group, key: key)
        save()
    }

    func set(_ value: Int, forKey key: String) {
        keyFile.set(value, group: Self.group, key: key)
        save()
    }

    func set(_ value: Bool, forKey key: String) {
        keyFile.set(value, group: Self.group, key: key)
        save()
    }

    private func save() {
        if let saveBlockedReason {
            report(saveBlockedReason)
            return
        }
        let contents = keyFile.bytes
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
}
