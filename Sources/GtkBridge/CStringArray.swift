import Glibc

/// Calls `body` with `strings` as a NULL-terminated array of C strings, freed
/// when it returns — for GTK and GLib calls that take `const char **` and copy
/// what they keep (accelerators, string lists, credits).
@_spi(Bindings) public func withCStringArray<T>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) throws -> T) rethrows -> T {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var array: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
    return try array.withUnsafeMutableBufferPointer { try body($0.baseAddress!) }
}
