// FileIdentity: which version of a file a path names now — its inode, size
// and modification time — so a writer can tell that another one replaced or
// changed the file since it last read or wrote it. It reads no contents.
import Glibc

/// A file's identity at one moment; equal identities mean nothing visible
/// changed (every atomic replace makes a new inode; an edit in place
/// changes the size or the time).
package struct FileIdentity: Equatable, Sendable {
    var device: UInt
    var inode: UInt
    var size: Int
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int

    /// The identity of the file at `path` (through links), or nil when there is none.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt(info.st_dev)
        inode = UInt(info.st_ino)
        size = Int(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
    }
}
