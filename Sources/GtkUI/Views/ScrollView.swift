import CGtk

/// Scrollable content: a `GtkScrolledWindow`. Several views inside are stacked
/// in a column (or a row, for a horizontal-only scroll view).
public struct ScrollView<Content: View>: ContainerRepresentable {
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

    public var configuration: Configuration { Configuration(axes: axes, showsIndicators: showsIndicators) }

    public final class Coordinator {
        /// The box that holds the content when it is more than one widget.
        var stack: Widget?
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeWidget(context: Context) -> Widget {
        let scrolled = Widget(taking: gtk_scrolled_window_new())
        scrolled.setExpand(horizontal: axes.contains(.horizontal) ? true : nil, vertical: axes.contains(.vertical) ? true : nil)
        if axes == .horizontal { SidewaysScrolling.passVerticalWheel(from: scrolled) }
        return scrolled
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        let scrolled = widget.opaque
        let visible = showsIndicators ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL
        gtk_scrolled_window_set_policy(
            scrolled, axes.contains(.horizontal) ? visible : GTK_POLICY_NEVER,
            axes.contains(.vertical) ? visible : GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, axes.contains(.vertical) ? 0 : 1)
        gtk_scrolled_window_set_propagate_natural_width(scrolled, axes.contains(.horizontal) ? 0 : 1)
    }

    public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        var environment = environment
        environment.stackAxis = axes == .horizontal ? .horizontal : .vertical
        return environment
    }

    public func updateChildren(_ children: [Widget], in widget: Widget, context: Context) {
        let scrolled = widget.opaque
        let child: Widget?
        if children.count == 1 {
            child = children[0]
        } else {
            let stack = context.coordinator.stack ?? Widget(taking: gtk_box_new(
                axes == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, 0))
            context.coordinator.stack = stack
            BoxChildren.reconcile(stack, children)
            child = stack
        }
        if gtk_scrolled_window_get_child(scrolled) != child?.widget {
            gtk_scrolled_window_set_child(scrolled, child?.widget)
        }
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
