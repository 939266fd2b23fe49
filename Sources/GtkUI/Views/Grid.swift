import Gtk

/// Views in rows and columns, as SwiftUI's `Grid` of `GridRow`s: a column
/// of rows, each a row of cells, every cell as wide as the widest cell of its
/// column (a `GtkSizeGroup` per column, shared by the rows). A view that is
/// not in a `GridRow` takes the grid's whole width, as in SwiftUI.
nonisolated public struct Grid<Content: View>: ContainerRepresentable {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    public let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public struct Configuration: Equatable {
        let alignment: Alignment
        let verticalSpacing: CGFloat?
    }

    @MainActor public var configuration: Configuration { Configuration(alignment: alignment, verticalSpacing: verticalSpacing) }

    /// The grid's columns, one size group each, made as rows need them.
    @MainActor
    public final class Coordinator {
        let columns = GridColumns()
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor public func makeWidget(context: Context) -> Gtk.Box {
        Gtk.Box(orientation: .vertical, spacing: 0)
    }

    @MainActor public func updateWidget(_ box: Gtk.Box, context: Context) {
        let spacing = Int32(verticalSpacing ?? 6)
        if box.spacing != spacing { box.spacing = spacing }
    }

    @MainActor public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        var environment = environment
        context.coordinator.columns.spacing = horizontalSpacing ?? 6
        context.coordinator.columns.alignment = alignment
        environment.gridColumns = context.coordinator.columns
        environment.stackAxis = .vertical
        return environment
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in box: Gtk.Box, context: Context) {
        BoxChildren.reconcile(box, children)
    }
}

/// The columns of one grid: a horizontal size group per column index.
@MainActor
public final class GridColumns {
    private(set) var groups: [Gtk.SizeGroup] = []
    var spacing: CGFloat = 6
    var alignment: Alignment = .center

    func group(_ index: Int) -> Gtk.SizeGroup {
        while groups.count <= index { groups.append(Gtk.SizeGroup(mode: .horizontal)) }
        return groups[index]
    }
}

private struct GridColumnsKey: ObjectEnvironmentKey {
    typealias Object = GridColumns
    static var defaultValue: GridColumns? { nil }
}

extension EnvironmentValues {
    /// The columns of the grid a row is in.
    var gridColumns: GridColumns? {
        get { self[GridColumnsKey.self] }
        set { self[GridColumnsKey.self] = newValue }
    }
}

/// One row of a `Grid`: its views are the cells of the grid's columns, in order.
nonisolated public struct GridRow<Content: View>: ContainerRepresentable {
    let alignment: VerticalAlignment?
    public let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @MainActor public var configuration: VerticalAlignment? { alignment }

    @MainActor
    public final class Coordinator {
        var columns: GridColumns?
        /// Each cell and the column it was put in.
        var placed: [(cell: Gtk.Widget, column: Int)] = []
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator() }

    @MainActor public func makeWidget(context: Context) -> Gtk.Box {
        Gtk.Box(orientation: .horizontal, spacing: 0)
    }

    @MainActor public func updateWidget(_ box: Gtk.Box, context: Context) {
        let columns = context.environment.gridColumns
        context.coordinator.columns = columns
        let spacing = Int32(columns?.spacing ?? 6)
        if box.spacing != spacing { box.spacing = spacing }
    }

    @MainActor public func contentEnvironment(_ environment: EnvironmentValues, context: Context) -> EnvironmentValues {
        var environment = environment
        environment.stackAxis = .horizontal
        environment.gridColumns = nil
        return environment
    }

    @MainActor public func updateChildren(_ children: [Gtk.Widget], in box: Gtk.Box, context: Context) {
        BoxChildren.reconcile(box, children)
        let coordinator = context.coordinator
        for (cell, column) in coordinator.placed {
            coordinator.columns?.group(column).removeWidget(cell)
        }
        coordinator.placed = []
        guard let columns = coordinator.columns else { return }
        let vertical = alignment?.gtk ?? columns.alignment.vertical
        for (index, cell) in children.enumerated() {
            columns.group(index).addWidget(cell)
            coordinator.placed.append((cell, index))
            if !cell.computeExpand(orientation: .horizontal) { cell.halign = columns.alignment.horizontal }
            if !cell.computeExpand(orientation: .vertical) { cell.valign = vertical }
        }
    }
}
