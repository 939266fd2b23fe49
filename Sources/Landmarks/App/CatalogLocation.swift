// CatalogLocation: where a `--catalog` file and its pictures are, as paths
// the rest of the app can hold in Strings, and the name to show for it.
//
// A path whose bytes are UTF-8 is used as it is. One that is not (a file
// named in Latin-1, say) cannot be a Swift String without naming another
// file, so the file and its folder are opened once by their bytes, with
// `O_PATH` (nothing is read yet, and a FIFO does not block), and reached
// through `/proc/self/fd/N`, which opens what the descriptor refers to. The
// two descriptors stay open for the life of the process (each catalogue
// opened, at the start or dropped on the window, keeps its two). It reads no file itself (CatalogDecoder does).
import Glibc
import GtkBridge
import LandmarksModel

struct CatalogLocation: Sendable, Equatable {
    /// The file's name for messages (GLib's display name).
    let shownPath: String
    /// A path that opens the catalogue file.
    let readablePath: String
    /// A path that opens the folder its pictures are looked for in.
    let folderPath: String
    /// That folder's name for messages.
    let shownFolderPath: String

    /// `O_PATH`, which Glibc's Swift module leaves out (it needs `_GNU_SOURCE`).
    private static let openPathOnly: Int32 = 0o10_000_000

    init(shownPath: String, readablePath: String, folderPath: String) {
        self.shownPath = shownPath
        self.readablePath = readablePath
        self.folderPath = folderPath
        shownFolderPath = PosixFile.parentPath(of: shownPath)
    }

    /// The location of `file`, made absolute against the current folder.
    init(_ file: FileName) {
        let file = file.absolute()
        shownPath = file.displayName
        shownFolderPath = file.parent.displayName
        if let path = file.utf8Path, let folder = file.parent.utf8Path {
            readablePath = path
            folderPath = folder
            return
        }
        // Not UTF-8: reach the file and its folder through descriptors. A file
        // that is not there keeps its shown name, which fails to open as well.
        let fileDescriptor = file.withCString { open($0, Self.openPathOnly | O_CLOEXEC) }
        let folderDescriptor = file.parent.withCString { open($0, Self.openPathOnly | O_DIRECTORY | O_CLOEXEC) }
        readablePath = fileDescriptor >= 0 ? "/proc/self/fd/\(fileDescriptor)" : shownPath
        folderPath = folderDescriptor >= 0 ? "/proc/self/fd/\(folderDescriptor)" : PosixFile.parentPath(of: shownPath)
    }
}
