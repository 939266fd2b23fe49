import CGtk

/// Finds and registers the app's compiled GResource bundle.
///
/// The bundle is looked for, in order, at an explicit override, the installed
/// data directories, then the build directory of a source checkout. The first
/// file that loads is registered process-wide; if none does, the error names
/// every path tried.
public enum ResourceBundle {
    public struct NotFound: Error, CustomStringConvertible {
        public let fileName: String
        public let tried: [String]
        public var description: String {
            "could not find the resource bundle \(fileName); looked in:\n"
                + tried.map { "  \($0)" }.joined(separator: "\n")
        }
    }

    @MainActor private static var registered: [String] = []

    /// The resource base path of the running application (`GApplication`'s,
    /// where it looks for `style.css`), if there is one and it has one.
    @MainActor public static var applicationBasePath: String? {
        guard let application = g_application_get_default(),
              let path = g_application_get_resource_base_path(application) else { return nil }
        return String(cString: path)
    }

    /// The standard search order for `fileName`:
    /// 1. the file named by the environment variable `overrideVariable`;
    /// 2. `<prefix>/share/<dataDirectory>/` for the prefix the executable runs from;
    /// 3. each `$XDG_DATA_DIRS` entry's `<dataDirectory>/`;
    /// 4. `.build/resources/` beside a SwiftPM build directory holding the executable.
    public static func candidates(fileName: String, dataDirectory: String, overrideVariable: String) -> [String] {
        var paths: [String] = []
        if let override = g_getenv(overrideVariable) { paths.append(String(cString: override)) }
        let executableDirectory = executablePath().map(parentDirectory)
        if let binDirectory = executableDirectory {
            paths.append("\(parentDirectory(binDirectory))/share/\(dataDirectory)/\(fileName)")
        }
        var dataDirs = g_get_system_data_dirs()
        while let entry = dataDirs?.pointee {
            paths.append("\(String(cString: entry))/\(dataDirectory)/\(fileName)")
            dataDirs = dataDirs?.advanced(by: 1)
        }
        if let binDirectory = executableDirectory {
            // .build/<triple>/<configuration>/<executable> → .build/resources/
            paths.append("\(parentDirectory(parentDirectory(binDirectory)))/resources/\(fileName)")
        }
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// Registers the first loadable bundle among `candidates` and returns its path.
    @MainActor @discardableResult
    public static func register(fileName: String, candidates: [String]) throws -> String {
        for path in candidates where g_file_test(path, G_FILE_TEST_IS_REGULAR) != 0 {
            if registered.contains(path) { return path }
            var error: UnsafeMutablePointer<GError>?
            guard let resource = g_resource_load(path, &error) else {
                g_clear_error(&error)
                continue
            }
            g_resources_register(resource)
            g_resource_unref(resource)
            registered.append(path)
            return path
        }
        throw NotFound(fileName: fileName, tried: candidates)
    }

    /// True when `path` (such as `/io/example/App/style.css`) is in a registered bundle.
    public static func exists(_ path: String) -> Bool {
        g_resources_get_info(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0
    }

    /// The bytes of a resource, or `nil` when no registered bundle holds `path`.
    public static func data(_ path: String) -> [UInt8]? {
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return nil }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let base = g_bytes_get_data(bytes, &size) else { return [] }
        return Array(UnsafeRawBufferPointer(start: base, count: Int(size)))
    }

    /// Calls `body` with the bytes of a resource in place (no copy: they are
    /// the mapped bundle's), or returns `nil` when no registered bundle holds `path`.
    public static func withBytes<T>(_ path: String, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T? {
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return nil }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        let base = g_bytes_get_data(bytes, &size)
        return try body(UnsafeRawBufferPointer(start: base, count: Int(size)))
    }

    public static func executablePath() -> String? {
        guard let link = g_file_read_link("/proc/self/exe", nil) else { return nil }
        defer { g_free(link) }
        return String(cString: link)
    }

    public static func parentDirectory(_ path: String) -> String {
        let parent = g_path_get_dirname(path)!
        defer { g_free(parent) }
        return String(cString: parent)
    }
}
