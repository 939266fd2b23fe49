import Gtk

/// A virtualized list of alike rows, bound to `data` by id, with single
/// selection bound to an id and row activation (double click, or one click
/// with `activatesOnSingleClick()`; Enter).
///
/// Only the rows in view and a few beside them have widgets (a `Recycler`
/// in a scrolled window): scrolling rebinds the rows that left the viewport to
/// the indices that entered it, and a change to `data` rebinds just the rows
/// shown, so the cost of an update does not grow with the data. A row
/// follows its element when elements are inserted, removed or moved, so its
/// views keep their `@State`, as in SwiftUI; a row bound to another element
/// (scrolled into view, or taking a removed element's place) is a new view
/// there, its state new. State kept for an element scrolled out of view is
/// not kept: keep what must outlive that in the model. Rows are laid out at
/// one size: the largest of those shown.
///
/// For assistive technology the list is named (`accessibilityLabel`), each
/// row is named (`rowAccessibilityLabel`) with its position and the list's
/// size, carries its selected state, and offers "select" and "activate"
/// actions. GTK 4.8 gives the AT-SPI Selection interface only to its own list
/// widgets, so a screen reader selects a row through the row's action.
nonisolated public struct List<Data: RandomAccessCollection, ID: Hashable, Row: View>: WidgetRepresentable {
    let data: Data
    /// An element's id. A closure: a key path made in generic code (`\.id`
    /// for `Identifiable` elements) is built by the runtime from its pattern,
    /// checking the list's generic arguments with conformance searches.
    let id: (Data.Element) -> ID
    let selection: Binding<ID?>?
    let onActivate: (@MainActor (ID) -> Void)?
    let row: @MainActor (Data.Element) -> Row
    var axis = Axis.vertical
    /// Whether one click activates a row (else a click selects and a double click activates).
    var activatesOnClick = false
    /// What a screen reader calls the list ("Landmarks", "Lakes").
    var name: String?
    /// What a screen reader calls each row (a landmark's name).
    var rowName: (@MainActor (Data.Element) -> String)?
    /// Whether rows may be `NavigationLink`s, each row then the link itself.
    var linkRows: Bool
    /// The entries of a row's context menu, for that row's id.
    var contextMenu: (@MainActor (ID) -> [MenuEntry])?

    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil,
        onActivate: (@MainActor (ID) -> Void)? = nil, @ViewBuilder row: @escaping @MainActor (Data.Element) -> Row
    ) {
        self.init(data, identifiedBy: { $0[keyPath: id] }, selection: selection, onActivate: onActivate, row: row)
    }

    init(
        _ data: Data, identifiedBy id: @escaping (Data.Element) -> ID, selection: Binding<ID?>?,
        onActivate: (@MainActor (ID) -> Void)?, row: @escaping @MainActor (Data.Element) -> Row
    ) {
        self.data = data
        self.id = id
        self.selection = selection
        self.onActivate = onActivate
        self.row = row
        self.linkRows = Row.self is any NavigationLinkRow.Type
    }

    @MainActor public func makeCoordinator() -> ListCoordinator<Data, ID, Row> { ListCoordinator(parent: self) }

    /// A `Gtk.ScrolledWindow` holding the list's `Recycler`.
    @MainActor public func makeWidget(context: Context) -> Gtk.ScrolledWindow {
        context.coordinator.makeListView(owner: context.node)
    }

    @MainActor public func updateWidget(_ widget: Gtk.ScrolledWindow, context: Context) {
        context.coordinator.apply(self, styleClass: context.environment.listStyleClass)
        context.coordinator.recycler.setCSSClass("no-content-background", context.environment.scrollContentBackgroundClass != nil)
    }

    /// A list that scrolls sideways (a row of items), still virtualized.
    public func horizontal() -> List {
        var copy = self
        copy.axis = .horizontal
        return copy
    }

    /// One click on a row activates it, as a press on a button would (GTK's
    /// `single-click-activate`): for a row of items that each open something.
    /// A press that moves past the drag threshold is not a click.
    public func activatesOnSingleClick() -> List {
        var copy = self
        copy.activatesOnClick = true
        return copy
    }

    /// Names the list for assistive technology, as a person would say it.
    public func accessibilityLabel(_ name: String) -> List {
        var copy = self
        copy.name = name
        return copy
    }

    /// Names each row for assistive technology from its element.
    public func rowAccessibilityLabel(_ name: @escaping @MainActor (Data.Element) -> String) -> List {
        var copy = self
        copy.rowName = name
        return copy
    }

    /// A menu for a row, opened by a secondary click or a long press on it,
    /// or the Menu key or Shift+F10 on the focused row: SwiftUI's
    /// `contextMenu(forSelectionType:menu:)`, its buttons, toggles and
    /// dividers given the row's id (a list selects one row at a time).
    public func contextMenu<Menu: View>(
        forSelectionType itemType: ID.Type = ID.self, @ViewBuilder menu: @escaping @MainActor (Set<ID>) -> Menu
    ) -> List {
        var copy = self
        copy.contextMenu = { id in MenuEntries.read(menu([id])) }
        return copy
    }

    @MainActor public static func dismantleWidget(_ widget: Gtk.ScrolledWindow, coordinator: ListCoordinator<Data, ID, Row>) {
        coordinator.dismantle()
    }
}

extension List where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(
        _ data: Data, selection: Binding<ID?>? = nil, onActivate: (@MainActor (ID) -> Void)? = nil,
        @ViewBuilder row: @escaping @MainActor (Data.Element) -> Row
    ) {
        self.init(data, identifiedBy: { $0.id }, selection: selection, onActivate: onActivate, row: row)
    }
}

/// Counts of list rows, for checking virtualization (in builds with `COUNTERS`).
public enum ListStatistics {
    /// Row widgets ever built by lists (rebinding a row does not count).
    @MainActor public internal(set) static var rowsSetUp = 0
}

/// A list's rows are built by its closure, which the graph cannot compare:
/// a new list from a body that ran again always updates the rows shown (as
/// SwiftUI does), so what the closure captured outside the data (a mark, a
/// filter's words) is never left unshown. Rows whose new view equals the
/// old still skip their own update.
extension List: Equatable {
    nonisolated public static func == (lhs: List, rhs: List) -> Bool { false }
}
