import Gtk
/// A view hosted inside a representable's widget: GtkUI's counterpart of
/// UIKit's `UIHostingController`. A carousel page, a row a GTK factory asks
/// for, a popover's content — each is a `HostingView` the representable's
/// coordinator owns and places in its widget.
///
/// The hosted tree lives in the representable's graph and inherits its
/// environment; update it with the newest view value, and unmount it when the
/// widget no longer shows it (at the latest in `dismantleWidget`).
@MainActor
public final class HostingView<Content: View> {
    private var host: SubtreeHost?

    public init<R: WidgetRepresentable>(rootView: Content, context: RepresentableContext<R>) {
        host = SubtreeHost(owner: context.node, view: rootView)
    }

    /// A hosted view whose environment `adjust` changes from the one it
    /// inherits; `adjust` runs again on every update, so it may depend on the
    /// coordinator's state (a carousel page's `loadsImages`).
    public init<R: WidgetRepresentable>(
        rootView: Content, context: RepresentableContext<R>,
        environment adjust: @escaping @MainActor (inout EnvironmentValues) -> Void
    ) {
        host = SubtreeHost(owner: context.node, view: rootView, environment: adjust)
    }

    /// The widget showing the hosted view (a box that expands).
    public var widget: Gtk.Widget { host!.widget }

    public func update(rootView: Content) {
        host?.update(rootView)
    }

    public func unmount() {
        host?.unmount()
        host = nil
    }
}
