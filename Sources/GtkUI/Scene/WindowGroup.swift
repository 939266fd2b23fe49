import Gtk
// WindowGroup and Settings: the scenes that are windows. They describe a
// window's content and title; SceneWindow makes the window, SceneApplication
// decides when (at activation, on New Window, on Preferences).

/// What a windowed scene describes: its title, its size, and how to host
/// its content.
@MainActor
protocol WindowDescription {
    var title: String? { get }
    var defaultSize: (width: Int32, height: Int32)? { get }
    func withDefaultSize(width: Int32, height: Int32) -> any WindowDescription
    /// Mounts the content with `environment`.
    func makeContent(environment: EnvironmentValues) -> any WindowContent
    /// Hands `content` this description's view, when it hosts one of its type.
    func update(_ content: any WindowContent)
}

/// A windowed scene showing one view: how it hosts it and takes a size.
@MainActor
protocol HostingWindowDescription: WindowDescription {
    associatedtype Content: View
    var content: Content { get }
    var defaultSize: (width: Int32, height: Int32)? { get set }
}

extension HostingWindowDescription {
    func withDefaultSize(width: Int32, height: Int32) -> any WindowDescription {
        var copy = self
        copy.defaultSize = (width, height)
        return copy
    }

    func makeContent(environment: EnvironmentValues) -> any WindowContent {
        HostedWindowContent(content, environment: environment)
    }

    func update(_ content: any WindowContent) {
        (content as? HostedWindowContent<Content>)?.host.update(rootView: self.content)
    }
}

/// A window's mounted content.
@MainActor
protocol WindowContent: AnyObject {
    var widget: Gtk.Widget { get }
    var hasPendingUpdate: Bool { get }
    func unmount()
}

/// A view tree hosted as a window's content.
@MainActor
final class HostedWindowContent<Content: View>: WindowContent {
    let host: ViewHost<Content>
    init(_ content: Content, environment: EnvironmentValues) {
        host = ViewHost(rootView: content, environment: environment)
    }
    var widget: Gtk.Widget { host.widget }
    var hasPendingUpdate: Bool { host.graph.hasPendingUpdate }
    func unmount() { host.unmount() }
}

/// The app's main window: each window of the group shows `content` with
/// its own state (`@State` in it is per window). The first opens when the app
/// starts; New Window (Ctrl+N) opens another.
public struct WindowGroup<Content: View>: Scene, HostingWindowDescription {
    public typealias Body = Never
    let title: String?
    let content: Content
    var defaultSize: (width: Int32, height: Int32)?

    public init(@ViewBuilder content: () -> Content) {
        self.title = nil
        self.content = content()
    }

    /// A group whose windows are titled `title` (where the content sets no
    /// `navigationTitle`).
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    public func _collect(into list: inout _SceneList) { list.windows.append(self) }
}

/// The app's preferences: a window showing `content`, opened by
/// Preferences in the primary menu and Ctrl+, (GNOME's place and shortcut
/// for them). Closing it hides it; it keeps its state while the app runs.
public struct Settings<Content: View>: Scene, HostingWindowDescription {
    public typealias Body = Never
    let content: Content
    var defaultSize: (width: Int32, height: Int32)?
    var title: String? { tr("Preferences") }

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _collect(into list: inout _SceneList) { list.settings = self }
}
