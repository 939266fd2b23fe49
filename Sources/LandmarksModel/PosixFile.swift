// PosixFile: whole-file reads and crash-safe replacement of a file, with
// errno-based errors that name the operation and the path.
//
// Used by StateStore and CatalogDecoder. It decides nothing about what goes in
// the files and keeps no state.
import Glibc
import Localization

/// A failed system call: which operation, on which path, and `strerror(errno)`
/// — or, for a refusal that is not a system error (not a regular file, too
/// large), the explanation in its place.
package struct PosixError: Error, Equatable, Sendable, CustomStringConvertible {
    package var operation: String
    package var path: String
    package var code: Int32
    package var explanation: String?

    package init(operation: String, path: String, code: Int32, explanation: String? = nil) {
        self.operation = operation
        self.path = path
        self.code = code
        self.explanation = explanation
    }

    /// "No such file or directory".
    package var reason: String { explanation ?? String(cString: strerror(code)) }
    package var description: String { "\(operation) “\(path)”: \(reason)" }

    /// "could not create the folder “/home/…”", translated, for messages.
    package var couldNot: String {
        switch operation {
        case "open": tr("could not open “%1$s”", path)
        case "read": tr("could not read “%1$s”", path)
        case "create": tr("could not create “%1$s”", path)
        case "flush": tr("could not write “%1$s” to the disk", path)
        case "close": tr("could not close “%1$s”", path)
        case "rename", "rename to": tr("could not rename “%1$s”", path)
        case "create the folder": tr("could not create the folder “%1$s”", path)
        case "write": tr("could not write “%1$s”", path)
        default: tr("could not %1$s “%2$s”", operation, path)
        }
    }
}

/// File operations on paths, each a thin layer over the system calls.
package enum PosixFile {
    /// The whole contents of the regular file at `path`, refusing anything
    /// else (a FIFO, a device such as /dev/zero, a folder) and files larger
    /// than `limit` bytes. Opening never blocks, even on a FIFO with no writer.
    package static func read(path: String, limit: Int) throws(PosixError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw PosixError(operation: "open", path: path, code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw PosixError(operation: "read", path: path, code: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw PosixError(
                operation: "read", path: path, code: EINVAL,
                explanation: tr("it is %1$s, not a regular file", kindDescription(mode: info.st_mode)))
        }
        let tooLarge = PosixError(
            operation: "read", path: path, code: EFBIG,
            explanation: tr("it is larger than %1$s, the most Landmarks reads", sizeDescription(limit)))
        guard Int(info.st_size) <= limit else { throw tooLarge }
        var contents: [UInt8] = []
        contents.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw PosixError(operation: "read", path: path, code: errno)
            }
            if count == 0 { return contents }
            guard contents.count + count <= limit else { throw tooLarge }  // it grew while being read
            contents.append(contentsOf: chunk[0..<count])
        }
    }

    /// "a FIFO", "a folder", "a device": what a non-regular file is, for messages.
    private static func kindDescription(mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: tr("a folder")
        case S_IFIFO: tr("a FIFO (named pipe)")
        case S_IFCHR, S_IFBLK: tr("a device")
        case S_IFSOCK: tr("a socket")
        default: tr("a special file")
        }
    }

    /// "32 MB", "512 KB": a byte count as people read file sizes.
    package static func sizeDescription(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? tr("%1$s MB", bytes >> 20) : bytes >= 1 << 10 ? tr("%1$s KB", bytes >> 10) : tr("%1$s bytes", bytes)
    }

    /// Replaces the file at `path` with `contents` so that a crash at any
    /// moment leaves either the old file or the new one, never a mix.
    ///
    /// Writes a new temporary file in the same folder, flushes it to disk,
    /// renames it over `path`, then flushes the folder so the rename itself is
    /// durable. The temporary file gets a fresh, unpredictable name and is
    /// created exclusively (`mkstemp`: `O_CREAT | O_EXCL`, mode 0600), so nothing planted
    /// in the folder — a symlink to another of the user's files, a file of the
    /// same name — is ever followed or written into. A symlink at `path`
    /// itself is replaced, not written through.
    package static func replaceAtomically(path: String, contents: [UInt8], mode: mode_t = 0o600) throws(PosixError) {
        var template = Array((path + temporarySuffix + "XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0, fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0 else {
            throw PosixError(operation: "create", path: path + temporarySuffix + "XXXXXX", code: errno)
        }
        let temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(PosixError) {
            guard fchmod(descriptor, mode) == 0 else { throw PosixError(operation: "create", path: temporaryPath, code: errno) }
            try writeAll(contents, to: descriptor, path: temporaryPath)
            guard fsync(descriptor) == 0 else { throw PosixError(operation: "flush", path: temporaryPath, code: errno) }
        } catch {
            close(descriptor)
            unlink(temporaryPath)
            throw error
        }
        guard close(descriptor) == 0 else {
            let error = PosixError(operation: "close", path: temporaryPath, code: errno)
            unlink(temporaryPath)
            throw error
        }
        guard rename(temporaryPath, path) == 0 else {
            let error = PosixError(operation: "rename", path: temporaryPath, code: errno)
            unlink(temporaryPath)
            throw error
        }
        try syncDirectory(containing: path)
    }

    /// What follows a file's name in the names of its temporary files
    /// (`state.json.tmp-Ab12Cd`).
    package static let temporarySuffix = ".tmp-"

    /// Deletes the temporary files a save of `path` left when it crashed
    /// before its rename (the real file is intact then), and the fixed-name
    /// `<name>.tmp` older versions wrote. A link is deleted, never followed.
    package static func removeLeftoverTemporaries(of path: String) {
        unlink(path + ".tmp")
        let folder = parentPath(of: path)
        let prefix = fileName(of: path) + temporarySuffix
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var leftovers: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(prefix), name.utf8.count == prefix.utf8.count + 6 { leftovers.append(name) }
        }
        for name in leftovers { unlink(folder + "/" + name) }
    }
    /// Flushes the directory entry changes of the directory holding `path`.
    package static func syncDirectory(containing path: String) throws(PosixError) {
        let directory = parentPath(of: path)
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw PosixError(operation: "open", path: directory, code: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw PosixError(operation: "flush", path: directory, code: errno) }
    }

    /// Creates `path` and its missing parents, private to the user (0700).
    package static func makeDirectory(path: String) throws(PosixError) {
        var partial = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o700) != 0, errno != EEXIST {
                throw PosixError(operation: "create the folder", path: partial, code: errno)
            }
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw PosixError(operation: "create the folder", path: path, code: errno) }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw PosixError(operation: "create the folder", path: path, code: ENOTDIR)
        }
    }

    /// Renames `source` to `destination`, refusing to replace anything there,
    /// a dangling link included. The check and the move are one step (a hard
    /// link, then the old name's removal), so nothing created in between is
    /// replaced; on a file system without hard links it falls back to a check
    /// and a rename.
    package static func moveAside(_ source: String, to destination: String) throws(PosixError) {
        if link(source, destination) == 0 {
            guard unlink(source) == 0 else { throw PosixError(operation: "rename", path: source, code: errno) }
            return
        }
        let linkError = errno
        guard linkError == EPERM || linkError == EXDEV || linkError == EOPNOTSUPP || linkError == EMLINK else {
            throw PosixError(operation: linkError == EEXIST ? "rename to" : "rename",
                             path: linkError == EEXIST ? destination : source, code: linkError)
        }
        var info = stat()
        guard lstat(destination, &info) != 0 else {
            throw PosixError(operation: "rename to", path: destination, code: EEXIST)
        }
        guard rename(source, destination) == 0 else { throw PosixError(operation: "rename", path: source, code: errno) }
    }

    /// "c" for "/a/b/c".
    package static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// "/a/b" for "/a/b/c".
    package static func parentPath(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func writeAll(_ contents: [UInt8], to descriptor: Int32, path: String) throws(PosixError) {
        var written = 0
        while written < contents.count {
            let count = contents.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw PosixError(operation: "write", path: path, code: errno)
            }
            written += count
        }
    }
}
