import Gtk

/// Scrollable content: a `Gtk.ScrolledWindow`. Several views inside are stacked
/// in a column (or a row, for a horizontal-only scroll view).
nonisolated public struct ScrollView<Content: View>: ContainerRepresentable {
    let axes: Axis.Set
    let showsIndicators: Bool
    public let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public struct Configuration: Equatable {
        let axes: Axis.Set
        let showsIndicators: Bool
    }

    @MainActor public var configuration: Configuration { Configuration(axes: axes, showsIndicators: showsIndicators) }

    public final class Coordinator {
        /// The box that holds the content when it is more than one widget.
        var stack: Gtk.Box?
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor public func makeWidget(context: Context) -> Gtk.ScrolledWindow {
        let scrolled = Gtk.ScrolledWindow()
        scrolled.setExpand(horizontal: axes.contains(.horizontal) ? true : nil, vertical: axes.contains(.vertical) ? true : nil)
        if axes == .horizontal { SidewaysScrolling.passVerticalWheel(from: scrolled) }
        return scrolled
    }

    @MainActor public func updateWidget(_ scrolled: Gtk.ScrolledWindow, context: Context) {
        let visible: Gtk.PolicyType = showsIndicators ? .automatic : .external
        scrolled.setPolicy(hscrollbarPolicy: axes.contains(.horizontal) ? visible : .never,
                           vscrollbarPolicy: axes.contains(.vertical) ? visible : .never)
        scrolled.propagateNaturalHeight = !axes.contains(.vertical)
        scrolled.propagateNaturalWidth = !axes.contains(.horizontal)
    }

    @MainActor public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        var environment = environment
        environment.stackAxis = axes == .horizontal ? .horizontal : .vertical
        return environment
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in scrolled: Gtk.ScrolledWindow, context: Context) {
        let child: Gtk.Widget?
        if children.count == 1 {
            child = children[0]
        } else {
            let stack = context.coordinator.stack ?? Gtk.Box(orientation: axes == .horizontal ? .horizontal : .vertical, spacing: 0)
            context.coordinator.stack = stack
            BoxChildren.reconcile(stack, children)
            child = stack
        }
        if scrolled.child != child { scrolled.child = child }
    }
}

extension Axis {
    /// A set of axes, for scrolling.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
