import CGtk

/// A virtualized list: a `GtkListView` (in its scrolled window) whose factory builds a row view only for
/// the rows on screen, bound to `data` by id, with single selection bound to an
/// id and row activation (click, Enter).
///
/// The GTK model holds one string key per element; when `data` changes the
/// model is spliced over the changed middle only, so unchanged rows keep their
/// widgets and GTK can animate the rest. Rows on screen re-render when the list
/// is updated; off-screen rows cost nothing. A recycled row keeps its widgets
/// and is updated to its new element, like any view whose value changed — so
/// a row view should keep per-element state in the model, not in `@State`.
public struct List<Data: RandomAccessCollection, ID: Hashable, Row: View>: WidgetRepresentable {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let selection: Binding<ID?>?
    let onActivate: (@MainActor (ID) -> Void)?
    let row: @MainActor (Data.Element) -> Row
    var axis = Axis.vertical

    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil,
        onActivate: (@MainActor (ID) -> Void)? = nil, @ViewBuilder row: @escaping @MainActor (Data.Element) -> Row
    ) {
        self.data = data
        self.id = id
        self.selection = selection
        self.onActivate = onActivate
        self.row = row
    }

    public func makeCoordinator() -> ListCoordinator<Data, ID, Row> { ListCoordinator(parent: self) }

    public func makeWidget(context: Context) -> Widget {
        context.coordinator.makeListView(owner: context.node)
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        context.coordinator.apply(self)
    }

    /// A list that scrolls sideways (a row of items), still virtualized.
    public func horizontal() -> List {
        var copy = self
        copy.axis = .horizontal
        return copy
    }

    public static func dismantleWidget(_ widget: Widget, coordinator: ListCoordinator<Data, ID, Row>) {
        coordinator.dismantle()
    }
}

extension List where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(
        _ data: Data, selection: Binding<ID?>? = nil, onActivate: (@MainActor (ID) -> Void)? = nil,
        @ViewBuilder row: @escaping @MainActor (Data.Element) -> Row
    ) {
        self.init(data, id: \.id, selection: selection, onActivate: onActivate, row: row)
    }
}

/// Counts of list rows, for checking virtualization.
public enum ListStatistics {
    /// Row widgets ever set up by list factories.
    @MainActor public internal(set) static var rowsSetUp = 0
}
