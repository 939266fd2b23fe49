import Foundation
import Observation

/// The file behind `@AppStorage`: one key file, read when a value is
/// first asked for and written whole, atomically (GLib writes a temporary
/// file and renames it), on every change, so a change survives a crash
/// the moment it is made. Each key is observed on its own: a write updates
/// the views that read that key, not every reader of the file.
///
/// A file that is not a key file is set aside as `app-storage.ini.broken`
/// (the user's hand edits are not lost) and the defaults apply; one that is
/// not a regular file, or is over 1 MiB, is left alone and nothing is
/// written over it. What went wrong goes to the log once.
@MainActor
final class AppStorageStore {
    static let shared = AppStorageStore()
    static let group = "AppStorage"
    static let maximumBytes = 1 << 20

    /// The folder the file is in: the application id's folder in the
    /// user's configuration folder. Set before the first value is read
    /// (SceneApplication does, and tests); until then the program's name's.
    var directory: String {
        get { chosenDirectory ?? GLibEnvironment.userConfigDirectory + "/" + ProcessInfo.processInfo.processName }
        set {
            if loaded, newValue != directory { loaded = false }
            chosenDirectory = newValue
        }
    }
    private var chosenDirectory: String?
    var path: String { directory + "/app-storage.ini" }

    private var keyFile = KeyFile()
    private var loaded = false
    private var writable = true
    private var entries: [String: Entry] = [:]

    /// One key's value, observed on its own.
    @Observable
    final class Entry {
        var value: String?
        init(_ value: String?) { self.value = value }
    }

    private init() {}

    func string(forKey key: String) -> String? {
        entry(key).value
    }

    func set(_ value: String?, forKey key: String) {
        let entry = entry(key)
        guard entry.value != value else { return }
        entry.value = value
        if let value {
            keyFile.set(value, group: Self.group, key: key)
        } else {
            keyFile.remove(group: Self.group, key: key)
        }
        save()
    }

    private func entry(_ key: String) -> Entry {
        loadIfNeeded()
        if let entry = entries[key] { return entry }
        let entry = Entry(keyFile.string(group: Self.group, key: key))
        entries[key] = entry
        return entry
    }

    private func loadIfNeeded() {
        guard !loaded else { return }
        loaded = true
        keyFile = KeyFile()
        writable = true
        let manager = FileManager.default
        guard let attributes = try? manager.attributesOfItem(atPath: path) else {
            return reloadEntries()   // no file yet: the defaults
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard attributes[.type] as? FileAttributeType == .typeRegular, size <= Self.maximumBytes,
              let data = manager.contents(atPath: path) else {
            writable = false
            Log.message("\(path) is not a readable settings file of at most 1 MiB; it is left alone and nothing is saved", domain: "GtkUI")
            return reloadEntries()
        }
        do {
            try keyFile.load([UInt8](data))
        } catch {
            Log.message("\(path) could not be read (\(error)); it is kept as \(path).broken", domain: "GtkUI")
            try? manager.removeItem(atPath: path + ".broken")
            try? manager.moveItem(atPath: path, toPath: path + ".broken")
        }
        reloadEntries()
    }

    /// Entries made before a (re)load take the file's values.
    private func reloadEntries() {
        for (key, entry) in entries {
            let value = keyFile.string(group: Self.group, key: key)
            if entry.value != value { entry.value = value }
        }
    }

    private func save() {
        guard writable else { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try keyFile.write(toPath: path)
        } catch {
            Log.message("\(path) could not be saved: \(error)", domain: "GtkUI")
        }
    }
}
