import Gtk

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
protocol StackLayout: ContainerRepresentable where WidgetType == Gtk.Box {
    static var axis: Axis { get }
    var crossAlignment: Gtk.Align { get }
    var spacing: Double { get }
}

extension StackLayout {
    public func makeWidget(context: Context) -> Gtk.Box {
        Gtk.Box(orientation: Self.axis == .vertical ? .vertical : .horizontal, spacing: 0)
    }

    public func updateWidget(_ box: Gtk.Box, context: Context) {
        if box.spacing != Int32(spacing) { box.spacing = Int32(spacing) }
        var child = box.firstChild
        while let current = child {
            align(current)
            child = current.nextSibling
        }
    }

    public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        var environment = environment
        environment.stackAxis = Self.axis
        return environment
    }

    public func updateChildren(_ children: [Gtk.Widget], in box: Gtk.Box, context: Context) {
        BoxChildren.reconcile(box, children)
        for child in children { align(child) }
    }

    /// Children that want the cross axis (they, or something inside them,
    /// expand; or a divider) keep FILL; the others are placed by the alignment.
    private func align(_ child: Gtk.Widget) {
        guard !child.computeExpand(orientation: Self.axis == .vertical ? .horizontal : .vertical),
              !child.isA(Gtk.Separator.self) else { return }
        if Self.axis == .vertical {
            if child.halign != crossAlignment { child.halign = crossAlignment }
        } else if child.valign != crossAlignment {
            child.valign = crossAlignment
        }
    }
}

/// What a stack's own widget shows: the cross-axis alignment and the space
/// between children.
public struct StackConfiguration<CrossAlignment: Equatable>: Equatable {
    let alignment: CrossAlignment
    let spacing: Double
}

/// Views in a column: a vertical `Gtk.Box`. Children that do not fill the
/// width are placed by `alignment`.
nonisolated public struct VStack<Content: View>: ContainerRepresentable, StackLayout {
    let alignment: HorizontalAlignment
    let spacing: Double
    public let content: Content

    /// `spacing` nil is GtkUI's default, 6 pixels.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing ?? 6
        self.content = content()
    }

    @MainActor public var configuration: StackConfiguration<HorizontalAlignment> { .init(alignment: alignment, spacing: spacing) }
    static var axis: Axis { .vertical }
    var crossAlignment: Gtk.Align { alignment.gtk }
}

/// Views in a row: a horizontal `Gtk.Box`. Children that do not fill the
/// height are placed by `alignment`.
nonisolated public struct HStack<Content: View>: ContainerRepresentable, StackLayout {
    let alignment: VerticalAlignment
    let spacing: Double
    public let content: Content

    /// `spacing` nil is GtkUI's default, 6 pixels.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing ?? 6
        self.content = content()
    }

    @MainActor public var configuration: StackConfiguration<VerticalAlignment> { .init(alignment: alignment, spacing: spacing) }
    static var axis: Axis { .horizontal }
    var crossAlignment: Gtk.Align { alignment.gtk }
}

/// Flexible empty space that expands along its stack's axis.
nonisolated public struct Spacer: WidgetRepresentable {
    public init() {}

    @MainActor public func makeWidget(context: Context) -> Gtk.Box {
        Gtk.Box(orientation: .horizontal, spacing: 0)
    }

    @MainActor public func updateWidget(_ box: Gtk.Box, context: Context) {
        let axis = context.environment.stackAxis
        box.setExpand(horizontal: axis == .horizontal, vertical: axis == .vertical)
    }
}

/// A thin line across its stack: a `Gtk.Separator`.
nonisolated public struct Divider: WidgetRepresentable {
    public init() {}

    @MainActor public func makeWidget(context: Context) -> Gtk.Separator {
        Gtk.Separator(orientation: context.environment.stackAxis == .horizontal ? .vertical : .horizontal)
    }

    @MainActor public func updateWidget(_ separator: Gtk.Separator, context: Context) {}
}

// Stacks of comparable content compare with `==` (see StructuralEquality).
@MainActor extension VStack: @MainActor Equatable where Content: Equatable {}
extension HStack: @MainActor Equatable where Content: Equatable {}
