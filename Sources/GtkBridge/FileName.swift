// FileName: a path as the system has it — bytes, which on Linux need not be
// UTF-8 — with the name to show people, from GLib's display-name conversion.
//
// Swift's String cannot hold bytes that are not UTF-8 (they become U+FFFD),
// so a path read into a String names another file. This keeps the bytes for
// opening and a String only for messages. It does not open anything.
import CGtk

/// A file's path as bytes, with its display name.
public struct FileName: Sendable, Equatable {
    /// The path, without a terminating NUL.
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path, when its bytes are UTF-8 (as nearly all are).
    public var utf8Path: String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// The path for messages: itself when it is UTF-8, else what
    /// `g_filename_display_name` makes of it (the filename encoding GLib is
    /// told of, else the bytes with each invalid one escaped).
    public var displayName: String {
        if let utf8Path { return utf8Path }
        let shown = withCString { g_filename_display_name($0) }
        defer { g_free(shown) }
        return shown.map { String(cString: $0) } ?? String(decoding: bytes, as: UTF8.self)
    }

    /// Whether it starts at the root.
    public var isAbsolute: Bool { bytes.first == UInt8(ascii: "/") }

    /// The folder holding it ("." for a bare name, "/" for a file at the root).
    public var parent: FileName {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return FileName(bytes: Array(".".utf8)) }
        return FileName(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash]))
    }

    /// `self` made absolute against the current folder.
    public func absolute() -> FileName {
        guard !isAbsolute, let folder = g_get_current_dir() else { return self }
        defer { g_free(folder) }
        let prefix = UnsafeBufferPointer(start: UnsafeRawPointer(folder).assumingMemoryBound(to: UInt8.self),
                                         count: Int(strlen(folder)))
        return FileName(bytes: Array(prefix) + [UInt8(ascii: "/")] + bytes)
    }

    /// Calls `body` with the path as a NUL-terminated C string.
    public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { try body($0.baseAddress!) }
    }
}
