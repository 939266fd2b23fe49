import Glibc

/// An app, as SwiftUI declares one: its `body` lists its scenes, and
/// `@main` on the type runs it — an `AdwApplication` with the scenes'
/// windows, menus and shortcuts.
///
///     @main
///     struct TrailsApp: App {
///         var body: some Scene {
///             WindowGroup { TrailList() }
///             Settings { TrailSettings() }
///         }
///     }
@MainActor
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
    /// The application id the desktop knows the app by (its desktop file,
    /// its D-Bus name, its settings folder): reverse-DNS, such as
    /// `"org.example.Trails"`. By default `io.github.gtkui.` and the type's name.
    static var applicationID: String { get }
    /// What `body` describes, read where `Body` is known statically (as
    /// `View._collectBody` reads a view's). Not for implementing.
    func _scenes() -> _SceneList
}

extension App {
    @inlinable @inline(__always)
    public func _scenes() -> _SceneList {
        var list = _SceneList()
        body._collect(into: &list)
        return list
    }

    public static var applicationID: String {
        let name = _typeName(Self.self, qualified: false).filter { $0.isLetter || $0.isNumber || $0 == "_" }
        return "io.github.gtkui." + (name.isEmpty ? "App" : name)
    }

    /// Runs the app until its last window closes, then exits with the
    /// application's status.
    public static func main() {
        let application = SceneApplication(Self())
        exit(application.run())
    }
}
