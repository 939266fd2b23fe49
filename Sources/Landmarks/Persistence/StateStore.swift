// StateStore: reads and writes the SavedState file in the app's data folder,
// crash-safe, and without ever losing what was saved before: `save` writes at
// once (the app's changes are deliberate acts, so none waits for a later
// write a crash could fall before).
//
// - Saving writes a new `state.json.tmp-XXXXXX` beside the file (created
//   exclusively, so nothing planted there is followed), flushes it, renames it
//   over `state.json` and flushes the folder; a leftover temporary file from
//   a crash is deleted on load, and the last complete file is what loads.
// - A file that cannot be used (bad JSON, wrong shape) is renamed to
//   `state.json.corrupt-<timestamp>`, defaults load, and the load result
//   carries a notice for the user that names the kept file. A later
//   version's file is read as far as this version understands it (and what
//   it does not understand is written back); one in a form this version
//   cannot read is left where it is, for that version, and nothing is saved
//   over it.
// - Two instances may share the folder (two logins, a remote session): before
//   replacing the file, a save looks whether it changed since this store
//   last read or wrote it, and if so merges (SavedState+Merging) instead of
//   writing its older copy over the other's changes; `lastWritten` is then
//   the merged state, for the model to take.
// - When saving fails (say, the folder is not writable) the message is given
//   once through `saveError`/`onSaveError`; the app keeps its state in memory.
// - A file is never written larger than loading accepts: the favorites of
//   the oldest catalogues are left out first (SavedState+Fitting), and
//   `onEntriesLeftOut` says so once.
//
// It knows nothing of ModelData: Autosaver connects the two.
import FoundationEssentials
import Glibc
import GtkBridge
import LandmarksModel

/// The saved-state file of one app id.
@MainActor
final class StateStore {
    /// Something the user should be told after loading.
    struct Notice: Equatable, Sendable {
        /// The sentence to show (toast or dialog).
        var message: String
        /// The technical cause, for the log.
        var detail: String
        /// Where the unusable file was moved, when it was.
        var keptFilePath: String?
    }

    struct LoadResult: Equatable, Sendable {
        var state: SavedState
        var notice: Notice?
    }

    /// The folder the file is in, and the file: paths, not URLs, so a start
    /// that only reads the file runs none of Foundation's URL parsing.
    let directoryPath: String
    let filePath: String

    /// The message about failing saves, set once when saving starts to fail and
    /// cleared when a save succeeds again.
    private(set) var saveError: String?
    /// Called when `saveError` is set: once per run of failures, not per save.
    var onSaveError: ((String) -> Void)?
    /// Called with what the user should know that a save found: a file
    /// another writer left damaged, kept aside.
    var onNotice: ((String) -> Void)?
    /// Called the first time a save leaves out the favorites of old
    /// catalogues to keep the file within what loading accepts.
    var onEntriesLeftOut: ((String) -> Void)?
    private var hasReportedEntriesLeftOut = false
    /// How many times the file was written, for tests and logs.
    private(set) var writeCount = 0

    /// What the file holds as this store last read or wrote it.
    private(set) var lastWritten: SavedState?
    /// The file as this store last read or wrote it: another identity now
    /// means another writer has been there.
    private var lastIdentity: FileIdentity?
    /// Set when an unusable file could not be moved aside: saving would overwrite it.
    private var saveBlockedReason: String?

    init(directoryPath: String, fileName: String = "state.json") {
        self.directoryPath = directoryPath
        filePath = directoryPath.hasSuffix("/") ? directoryPath + fileName : directoryPath + "/" + fileName
    }

    convenience init(directory: URL, fileName: String = "state.json") {
        self.init(directoryPath: directory.path, fileName: fileName)
    }

    /// `$XDG_DATA_HOME/<applicationID>` (usually `~/.local/share/<applicationID>`).
    static func defaultDirectoryPath(applicationID: String) -> String {
        GLibEnvironment.userDataDirectory + "/" + applicationID
    }

    // MARK: - Loading

    /// Loads the saved state: `.empty` when there is no file, the file's state
    /// when it is good, and `.empty` with a notice when it is not.
    func load() -> LoadResult {
        PosixFile.removeLeftoverTemporaries(of: filePath)
        let bytes: [UInt8]
        do {
            bytes = try PosixFile.read(path: filePath, limit: CatalogLimits.savedStateBytes)
        } catch  where error.code == ENOENT || error.code == ENOTDIR {
            return LoadResult(state: .empty, notice: nil)
        } catch {
            let notice = setAside(problem: tr("the file could not be read"), detail: error.description)
            return LoadResult(state: .empty, notice: notice)
        }
        let identity = FileIdentity(path: filePath)
        do throws(SavedState.DecodingProblem) {
            let state = try SavedState.decode(bytes)
            lastWritten = state
            lastIdentity = identity
            return LoadResult(state: state, notice: nil)
        } catch {
            switch error {
            case .newerVersion(let version):
                let detail = "\(filePath): format version \(version) in a form this version cannot read"
                let message = tr(
                    "Your saved favorites, collections and profile were saved by a newer version of Landmarks in a form this version cannot read, so Landmarks started with the defaults. Nothing will be saved over them: your changes are kept until you quit.")
                saveBlockedReason = message
                return LoadResult(state: .empty, notice: Notice(message: message, detail: detail, keptFilePath: nil))
            case .unreadable(let reason):
                return LoadResult(
                    state: .empty,
                    notice: setAside(problem: tr("the file is damaged"), detail: "\(filePath): \(reason)"))
            }
        }
    }

    /// Moves the unusable file out of the way so a later save cannot destroy it.
    private func setAside(problem: String, detail: String) -> Notice {
        let opening =
            tr("Your saved favorites, collections and profile were not loaded because %1$s, so Landmarks started with the defaults.", problem)
        let stamp = filePath + ".corrupt-" + Self.timestamp()
        var kept = stamp
        do {
            var attempt = 1
            while true {
                do throws(PosixError) {
                    try PosixFile.moveAside(filePath, to: kept)
                    break
                } catch where error.code == EEXIST && attempt < 100 {
                    attempt += 1
                    kept = stamp + "-\(attempt)"
                }
            }
            return Notice(message: opening + " " + tr("The old file was kept as “%1$s”.", kept), detail: detail, keptFilePath: kept)
        } catch {
            let blocked =
                opening + " " + tr("The old file “%1$s” could not be moved aside (%2$s), so changes will not be saved over it.",
                                   filePath, error.reason)
            saveBlockedReason = blocked
            return Notice(message: blocked, detail: detail + "; " + error.description, keptFilePath: nil)
        }
    }

    /// Local time as `20250131-142501`, for file names.
    private static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y%m%d-%H%M%S", &parts)
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: - Saving

    /// Writes `state` now, replacing the file atomically. Returns whether the
    /// file now holds it; on failure the reason is in `saveError`.
    /// When another writer changed the file since, what is written is the
    /// merge of the two (`lastWritten` then holds it).
    @discardableResult
    func save(_ state: SavedState) -> Bool {
        if state == lastWritten && FileIdentity(path: filePath) == lastIdentity { return true }
        var state = state
        if saveBlockedReason == nil, let theirs = changedByAnotherWriter() {
            state = SavedState.merged(base: lastWritten ?? .empty, ours: state, theirs: theirs)
        }
        if let saveBlockedReason {
            saveError = saveBlockedReason  // the load notice already told the user; no second message
            return false
        }
        do {
            try PosixFile.makeDirectory(path: directoryPath)
            let fitted: SavedState.FittedFile
            do {
                fitted = try state.encoded(fitting: CatalogLimits.savedStateBytes)
            } catch {
                report(tr("Landmarks could not save your favorites, collections and profile: %1$s.", String(describing: error)))
                return false
            }
            try PosixFile.replaceAtomically(path: filePath, contents: fitted.bytes)
            if fitted.droppedEntries > 0 && !hasReportedEntriesLeftOut {
                hasReportedEntriesLeftOut = true
                onEntriesLeftOut?(ntr(
                    "The saved file would have grown past %2$s, so the favorite of %1$s landmark from catalogues not opened for the longest time was left out.",
                    "The saved file would have grown past %2$s, so the favorites of %1$s landmarks from catalogues not opened for the longest time were left out.",
                    count: fitted.droppedEntries, fitted.droppedEntries,
                    PosixFile.sizeDescription(CatalogLimits.savedStateBytes)))
            }
        } catch {
            report(
                tr("Landmarks cannot save your favorites, collections and profile: %1$s (%2$s). Your changes are kept until you quit.",
                   error.couldNot, error.reason))
            return false
        }
        writeCount += 1
        lastWritten = state
        lastIdentity = FileIdentity(path: filePath)
        saveError = nil
        return true
    }

    /// The file's state when another writer replaced or changed it since this
    /// store last read or wrote it; nil when it did not, or it is gone. A
    /// file it left damaged is kept aside, as at load, and ours is written.
    private func changedByAnotherWriter() -> SavedState? {
        guard let identity = FileIdentity(path: filePath), identity != lastIdentity else { return nil }
        guard let bytes = try? PosixFile.read(path: filePath, limit: CatalogLimits.savedStateBytes) else { return nil }
        do throws(SavedState.DecodingProblem) {
            return try SavedState.decode(bytes)
        } catch {
            let notice = setAside(problem: tr("the file is damaged"), detail: "\(filePath): \(error)")
            onNotice?(notice.message)
            return nil
        }
    }

    private func report(_ message: String) {
        guard saveError == nil else { return }
        saveError = message
        onSaveError?(message)
    }
}
