// Scene: what an app is made of above its views — windows, the preferences
// window, the commands. A scene is a description, read once at start-up and
// again when state it read changes; it makes no widget itself (SceneApplication
// makes the windows it describes). Not here: the windows' contents (views).

/// A part of an app the desktop shows: a `WindowGroup`, the `Settings`
/// window, or a scene of your own made of those.
@MainActor
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    /// Adds what this scene describes to `list`: a scene GtkUI shows itself
    /// adds its windows or commands, any other its `body`'s. The default is
    /// inlinable, so each conformance's copy knows `Body` statically (as
    /// `View._collectBody` does). Not for implementing.
    func _collect(into list: inout _SceneList)
}

extension Scene {
    @inlinable @inline(__always)
    public func _collect(into list: inout _SceneList) { body._collect(into: &list) }
}

extension Never: Scene {}

extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive scene; it has no body") }
}

/// Everything an app's scenes describe, in declaration order. Not for use.
@MainActor
public struct _SceneList {
    var windows: [any WindowDescription] = []
    var settings: (any WindowDescription)?
    var commands: [any Commands] = []

    @usableFromInline init() {}

    init<S: Scene>(_ scene: S) {
        add(scene)
    }

    mutating func add<S: Scene>(_ scene: S) {
        scene._collect(into: &self)
    }
}

typealias SceneList = _SceneList

/// Builds a scene from the scenes listed in an `App`'s `body`.
@resultBuilder
@MainActor
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene<repeat each S> {
        TupleScene(repeat each scenes)
    }
    public static func buildOptional<S: Scene>(_ scene: S?) -> S? { scene }
    public static func buildLimitedAvailability<S: Scene>(_ scene: S) -> S { scene }
}

/// Several scenes side by side, as a scene builder lists them.
public struct TupleScene<each S: Scene>: Scene {
    public typealias Body = Never
    let scenes: (repeat each S)

    init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }

    public func _collect(into list: inout _SceneList) {
        for scene in repeat each scenes { list.add(scene) }
    }
}

/// An `if` without `else` in a scene builder: the scene or nothing.
extension Optional: Scene where Wrapped: Scene {
    public typealias Body = Never
    public func _collect(into list: inout _SceneList) {
        if let scene = self { list.add(scene) }
    }
}

extension Scene {
    /// Adds `content` to the app's commands: its menus and groups show in
    /// the primary menu of each of the app's windows, its shortcuts work in
    /// all of them.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        CommandsScene(scene: self, commands: content())
    }

    /// The size a new window of this scene opens at, in pixels.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        DefaultSizeScene(scene: self, width: Int32(clamping: Int(width)), height: Int32(clamping: Int(height)))
    }
}

/// A scene with commands added.
struct CommandsScene<S: Scene, C: Commands>: Scene {
    typealias Body = Never
    let scene: S
    let commands: C

    func _collect(into list: inout SceneList) {
        list.add(scene)
        list.commands.append(commands)
    }
}

/// A scene whose windows open at a given size.
struct DefaultSizeScene<S: Scene>: Scene {
    typealias Body = Never
    let scene: S
    let width: Int32
    let height: Int32

    func _collect(into list: inout SceneList) {
        var inner = SceneList()
        inner.add(scene)
        list.windows += inner.windows.map { $0.withDefaultSize(width: width, height: height) }
        if let settings = inner.settings { list.settings = settings.withDefaultSize(width: width, height: height) }
        list.commands += inner.commands
    }
}

/// No scene: the start of a list.
struct EmptyScene: Scene {
    typealias Body = Never
    func _collect(into list: inout SceneList) {}
}
