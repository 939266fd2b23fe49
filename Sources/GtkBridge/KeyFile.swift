import CGtk

/// An INI-style key file (`GKeyFile`): groups of `key=value` lines, comments
/// kept. It reads and writes bytes; where they are stored is the caller's
/// business (the app replaces its file atomically).
public final class KeyFile {
    private let keyFile: OpaquePointer

    /// An empty key file.
    public init() { keyFile = g_key_file_new() }

    deinit { g_key_file_unref(keyFile) }

    /// Why bytes could not be read as a key file: GLib's message.
    public struct ParseError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Replaces the contents with `bytes`, parsed, comments kept.
    public func load(_ bytes: [UInt8]) throws(ParseError) {
        var error: UnsafeMutablePointer<GError>?
        let loaded = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                g_key_file_load_from_data(keyFile, characters.baseAddress, gsize(characters.count),
                                          G_KEY_FILE_KEEP_COMMENTS, &error)
            }
        }
        if loaded == 0 { throw ParseError(description: Self.take(error)) }
    }

    /// The whole file as it would be written.
    public var bytes: [UInt8] {
        var length: gsize = 0
        guard let data = g_key_file_to_data(keyFile, &length, nil) else { return [] }
        defer { g_free(data) }
        return [UInt8](UnsafeRawBufferPointer(start: data, count: Int(length)))
    }

    public func string(group: String, key: String) -> String? {
        read(group, key) { error in
            guard let value = g_key_file_get_string(keyFile, group, key, error) else { return nil }
            defer { g_free(value) }
            return String(cString: value)
        }
    }

    public func integer(group: String, key: String) -> Int? {
        read(group, key) { error in Int(g_key_file_get_integer(keyFile, group, key, error)) }
    }

    public func bool(group: String, key: String) -> Bool? {
        read(group, key) { error in g_key_file_get_boolean(keyFile, group, key, error) != 0 }
    }

    public func set(_ value: String, group: String, key: String) { g_key_file_set_string(keyFile, group, key, value) }

    /// Clamped to the 32-bit integers a key file holds.
    public func set(_ value: Int, group: String, key: String) {
        g_key_file_set_integer(keyFile, group, key, gint(clamping: value))
    }

    public func set(_ value: Bool, group: String, key: String) { g_key_file_set_boolean(keyFile, group, key, value ? 1 : 0) }

    /// Every key of `group`, in file order (none when the group is absent).
    public func keys(group: String) -> [String] {
        guard let keys = g_key_file_get_keys(keyFile, group, nil, nil) else { return [] }
        defer { g_strfreev(keys) }
        var result: [String] = []
        var index = 0
        while let key = keys[index] {
            result.append(String(cString: key))
            index += 1
        }
        return result
    }

    /// Removes `key` from `group`; nothing when it is not there.
    public func remove(group: String, key: String) { g_key_file_remove_key(keyFile, group, key, nil) }

    /// Writes the file to `path` atomically (GLib writes a temporary file
    /// beside it, flushes it and renames it over the old one), so a crash
    /// leaves the old contents or the new, never a part.
    public func write(toPath path: String) throws(ParseError) {
        var error: UnsafeMutablePointer<GError>?
        if g_key_file_save_to_file(keyFile, path, &error) == 0 { throw ParseError(description: Self.take(error)) }
    }

    /// Runs a getter; nil when the key is absent or its value does not parse.
    private func read<T>(
        _ group: String, _ key: String, _ get: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T?
    ) -> T? {
        guard g_key_file_has_key(keyFile, group, key, nil) != 0 else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let value = get(&error)
        if error != nil {
            _ = Self.take(error)
            return nil
        }
        return value
    }

    /// The message of a GError, which it frees.
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return tr("unknown error") }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
