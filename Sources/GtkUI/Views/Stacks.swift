import CGtk

/// The axis of the stack a view sits in, for `Spacer` and `Divider`.
public enum Axis: Sendable, Equatable {
    case horizontal, vertical
}

private struct StackAxisKey: EnvironmentKey {
    static let defaultValue: Axis? = nil
}

extension EnvironmentValues {
    /// The axis of the innermost enclosing stack, if any.
    public var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}

/// A stack's axis and cross-axis alignment in GTK's terms: what `VStack` and
/// `HStack` differ in. Everything else they share here.
@MainActor
protocol StackLayout: ContainerRepresentable where WidgetType == Widget {
    static var axis: Axis { get }
    var crossAlignment: GtkAlign { get }
    var spacing: Double { get }
}

extension StackLayout {
    public func makeWidget(context: Context) -> Widget {
        Widget(taking: gtk_box_new(Self.axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 0))
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        gtk_box_set_spacing(widget.pointer(), Int32(spacing))
        for child in widgetChildren(widget) { align(child) }
    }

    public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        var environment = environment
        environment.stackAxis = Self.axis
        return environment
    }

    public func updateChildren(_ children: [Widget], in widget: Widget, context: Context) {
        BoxChildren.reconcile(widget, children)
        for child in children { align(child.widget) }
    }

    /// Children that want the cross axis (they, or something inside them,
    /// expand; or a divider) keep FILL; the others are placed by the alignment.
    private func align(_ child: UnsafeMutablePointer<GtkWidget>) {
        let cross = Self.axis == .vertical ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        guard gtk_widget_compute_expand(child, cross) == 0, !isSeparator(child) else { return }
        if Self.axis == .vertical { gtk_widget_set_halign(child, crossAlignment) } else { gtk_widget_set_valign(child, crossAlignment) }
    }
}

/// What a stack's own widget shows: the cross-axis alignment and the space
/// between children.
public struct StackConfiguration<CrossAlignment: Equatable>: Equatable {
    let alignment: CrossAlignment
    let spacing: Double
}

/// Views in a column: a vertical `GtkBox`. Children that do not fill the
/// width are placed by `alignment`.
public struct VStack<Content: View>: ContainerRepresentable, StackLayout {
    let alignment: HorizontalAlignment
    let spacing: Double
    public let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double = 6, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var configuration: StackConfiguration<HorizontalAlignment> { .init(alignment: alignment, spacing: spacing) }
    static var axis: Axis { .vertical }
    var crossAlignment: GtkAlign { alignment.gtk }
}

/// Views in a row: a horizontal `GtkBox`. Children that do not fill the
/// height are placed by `alignment`.
public struct HStack<Content: View>: ContainerRepresentable, StackLayout {
    let alignment: VerticalAlignment
    let spacing: Double
    public let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double = 6, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var configuration: StackConfiguration<VerticalAlignment> { .init(alignment: alignment, spacing: spacing) }
    static var axis: Axis { .horizontal }
    var crossAlignment: GtkAlign { alignment.gtk }
}

/// A `Divider` spans its stack, whatever the stack's alignment.
@MainActor
private func isSeparator(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                               gtk_separator_get_type()) != 0
}

/// The GTK children of `widget`, first to last.
@MainActor
func widgetChildren(_ widget: Widget) -> [UnsafeMutablePointer<GtkWidget>] {
    var result: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(widget.widget)
    while let current = child {
        result.append(current)
        child = gtk_widget_get_next_sibling(current)
    }
    return result
}

/// Flexible empty space that expands along its stack's axis.
public struct Spacer: WidgetRepresentable {
    public init() {}

    public func makeWidget(context: Context) -> Widget {
        Widget(taking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        let axis = context.environment.stackAxis
        widget.setExpand(horizontal: axis == .horizontal, vertical: axis == .vertical)
    }
}

/// A thin line across its stack: a `GtkSeparator`.
public struct Divider: WidgetRepresentable {
    public init() {}

    public func makeWidget(context: Context) -> Widget {
        let vertical = context.environment.stackAxis == .horizontal
        return Widget(taking: gtk_separator_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL))
    }

    public func updateWidget(_ widget: Widget, context: Context) {}
}

// Stacks of comparable content compare with `==` (see StructuralEquality).
extension VStack: @MainActor Equatable where Content: Equatable {}
extension HStack: @MainActor Equatable where Content: Equatable {}
