import Gtk
import GtkUIWidgets

/// The list's Coordinator: data source and delegate. It owns a `Recycler`
/// in a scrolled window and keeps row views only for the rows in view and a
/// few beside them: as the viewport's adjustment moves it places rows at new
/// indices, rebinding a row that scrolled away rather than building another.
/// A data change rebinds the placed rows and nothing else.
///
/// Input (clicks, keys, selection state) is in `ListCoordinator+Input.swift`.
@MainActor
public final class ListCoordinator<Data: RandomAccessCollection, ID: Hashable, Row: View>: ParentHolding {
    public var parent: List<Data, ID, Row>
    unowned var owner: ViewNode!
    var recycler: Recycler!
    /// The viewport's adjustment along the list's axis.
    var adjustment: Gtk.Adjustment!
    private var adjustmentConnections: [SignalConnection] = []
    /// Rows placed at an index, in no particular order.
    var placed: [ListRow] = []
    /// Built rows kept for reuse, out of the recycler (so not realized), at
    /// most as many as were ever placed at once.
    private var spares: [ListRow] = []
    private var mostPlaced = 0
    var selectedIndex: Int?
    /// The row a press went down on and where, until it is released (one-click activation).
    var pressedAt: (index: Int, x: Double, y: Double)?
    /// A row's context menu, once one has opened, and the actions its items run.
    var contextMenuPopover: Gtk.PopoverMenu?
    /// The row whose context menu is open.
    var contextMenuIndex: Int?
    lazy var contextMenuActions = MenuActions(prefix: "context")
    /// The style class of the list's look (`listStyle`), as last set.
    private var styleClass: String?
    /// The list's accessible name as last set.
    private var announcedName: String?
    private var isPlacing = false
    private var needsPlacing = false
    /// Rows kept past the end of the viewport, so a scroll or an arrow key
    /// lands on a built row. None before it: the first row placed is then the
    /// first in view, which is where Tab brings the focus into the list (rows
    /// above are placed as the list scrolls up, in the same allocation).
    private let overscanBefore = 0, overscanAfter = 2

    /// A built row: its widget (a `RecyclerRow`), the view tree inside it
    /// and the index it shows.
    final class ListRow {
        let widget: RecyclerRow
        let host: SubtreeHost
        var index: Int
        /// The id of the element the row shows: a row follows its element
        /// when the data changes, so the views in it keep their state.
        var elementID: ID?
        /// The identity the row's views were made under: its element's id,
        /// kept when a row without `@State` is bound to another element
        /// (its views are then updated in place, not made again).
        var hostedID: ID?
        /// The element the row shows, for links inside it.
        let identity: ListRowIdentity
        /// What assistive technology was last told: the name and the place.
        var announced: (name: String?, position: Int, size: Int)?
        init(widget: RecyclerRow, host: SubtreeHost, index: Int, identity: ListRowIdentity) {
            self.widget = widget
            self.host = host
            self.index = index
            self.identity = identity
        }
    }

    init(parent: List<Data, ID, Row>) {
        self.parent = parent
    }

    var isInteractive: Bool { parent.selection != nil || parent.onActivate != nil || parent.linkRows }

    func makeListView(owner: ViewNode) -> Gtk.ScrolledWindow {
        self.owner = owner
        let horizontal = parent.axis == .horizontal
        recycler = Recycler(orientation: horizontal ? .horizontal : .vertical, spacing: 0)
        if horizontal { recycler.addCSSClass("horizontal-list") }
        let scrolled = Gtk.ScrolledWindow()
        // The list is the Tab stop, with its rows; the scrolled window around
        // it (focusable in GTK 4) was an unnamed, invisible stop of its own.
        scrolled.isFocusable = false
        if horizontal {
            // As tall as its rows, never stretched; the wheel scrolls the page around it.
            scrolled.setPolicy(hscrollbarPolicy: .automatic, vscrollbarPolicy: .never)
            scrolled.propagateNaturalHeight = true
            SidewaysScrolling.passVerticalWheel(from: scrolled)
        } else {
            scrolled.setPolicy(hscrollbarPolicy: .never, vscrollbarPolicy: .automatic)
        }
        // Not a GtkScrollable, so the scrolled window puts it in a viewport,
        // which scrolls a focused row into view.
        scrolled.child = recycler
        scrolled.child?.cast(to: Gtk.Viewport.self)?.scrollToFocus = true
        scrolled.setExpand(horizontal: true, vertical: !horizontal)
        let adjustment = horizontal ? scrolled.hadjustment! : scrolled.vadjustment!
        self.adjustment = adjustment
        adjustmentConnections = [
            adjustment.onValueChanged { [weak self] _ in self?.recycler.queueAllocate() },
        ]
        recycler.onPlaceRows { [weak self] _ in self?.placeRows() }
        if isInteractive { installInput() }
        installContextMenu()
        return scrolled
    }

    /// Brings the item count, the placed rows and the selection in line with `list`.
    func apply(_ list: List<Data, ID, Row>, styleClass: String) {
        parent = list
        if list.axis == .vertical, styleClass != self.styleClass {
            if let old = self.styleClass { recycler.removeCSSClass(old) }
            recycler.addCSSClass(styleClass)
            self.styleClass = styleClass
        }
        let count = list.data.count
        recycler.nItems = UInt32(clamping: count)
        if let name = list.name, name != announcedName {
            announcedName = name
            recycler.setAccessibleLabel(name)
        }
        selectedIndex = list.selection?.wrappedValue.flatMap { id in
            // Usually still where it was: one element read instead of a search
            // through the data on every update.
            if let index = selectedIndex, self.id(at: index) == id { return index }
            return list.data.firstIndex { list.id($0) == id }.map { list.data.distance(from: list.data.startIndex, to: $0) }
        }
        followElements()
        for row in placed where row.index >= 0 && row.index < count {
            host(hostedRow(at: row.index, identity: row.identity, hostedID: row.hostedID), in: row)
            describe(row)
            showSelection(of: row)
        }
        refreshPresentedLink()
        placeRows()
    }

    /// Moves each placed row to where its element now is (an element
    /// inserted, removed or moved before it), so the row's views, and their
    /// `@State`, stay with the element, as SwiftUI's rows do. A row whose
    /// element is gone is let go (index -1) for `placeRows` to reuse. The
    /// data is searched only when some row's element is not where it was.
    private func followElements() {
        guard placed.contains(where: { id(at: $0.index) != $0.elementID }) else { return }
        // The rows looking for their element, by the hash of its id (a
        // dictionary of `Int`s: one keyed by `ID`, in this generic code, looks
        // its own type up at every step); the data is walked once, and only
        // until each has been found (an element's first occurrence, when two
        // share an id).
        var seeking: [Int: [ListRow]] = [:]
        var unfound = 0
        for row in placed {
            guard let elementID = row.elementID else {
                row.index = -1
                continue
            }
            seeking[elementID.hashValue, default: []].append(row)
            unfound += 1
        }
        let data = parent.data, idOf = parent.id
        var position = data.startIndex
        var offset = 0
        while position != data.endIndex, unfound > 0 {
            let id = idOf(data[position]), hash = id.hashValue
            if let rows = seeking[hash] {
                let matching = rows.filter { $0.elementID == id }
                if let row = matching.first {
                    if row.index != offset {
                        row.index = offset
                        recycler.place(row: row.widget, at: offset)
                    }
                    for other in matching.dropFirst() { other.index = -1 }
                    let rest = rows.filter { $0.elementID != id }
                    seeking[hash] = rest.isEmpty ? nil : rest
                    unfound -= matching.count
                }
            }
            data.formIndex(after: &position)
            offset += 1
        }
        for rows in seeking.values {
            for row in rows { row.index = -1 }
        }
    }

    func dismantle() {
        if let popover = contextMenuPopover { recycler.dropPopover(popover) }
        contextMenuPopover = nil
        adjustmentConnections.forEach { $0.disconnect() }
        adjustmentConnections = []
        for row in placed + spares { row.host.unmount() }
        placed = []
        spares = []
    }

    func element(at index: Int) -> Data.Element {
        parent.data[parent.data.index(parent.data.startIndex, offsetBy: index)]
    }

    func id(at index: Int) -> ID? {
        index >= 0 && index < parent.data.count ? parent.id(element(at: index)) : nil
    }

    /// Indices of the rows to hold: those in the viewport and the overscan.
    /// Until a row has been measured (or the viewport sized), just the first.
    private func wantedRange() -> Range<Int> {
        let count = parent.data.count
        let stride = Double(recycler.stride)
        let page = adjustment.pageSize
        guard count > 0 else { return 0..<0 }
        guard stride > 0, page > 0 else { return 0..<1 }
        let value = adjustment.value
        let first = max(0, min(count - 1, Int(value / stride) - overscanBefore))
        let last = min(count, Int(((value + page) / stride).rounded(.up)) + overscanAfter)
        return first..<max(first + 1, last)
    }

    /// Places a row at every wanted index, rebinding rows that left the range.
    /// The focused row stays where it is, so focus never jumps to another item.
    /// Runs as the recycler allocates (and when a key moves the focus).
    func placeRows() {
        guard recycler != nil, !isPlacing else { needsPlacing = true; return }
        isPlacing = true
        defer { isPlacing = false }
        repeat {
            needsPlacing = false
            let range = wantedRange()
            let count = parent.data.count
            let focused = recycler.focusChild
            var free: [ListRow] = []
            placed.removeAll { row in
                let keep = row.index >= 0 && row.index < count && (range.contains(row.index) || row.widget == focused)
                if !keep { free.append(row) }
                return !keep
            }
            let present = Set(placed.map(\.index))
            for index in range where !present.contains(index) {
                let row = free.popLast() ?? spares.popLast()
                placed.append(row.map { bind($0, to: index) } ?? makeRow(at: index))
            }
            mostPlaced = max(mostPlaced, placed.count)
            for row in free { retire(row) }
        } while needsPlacing
    }

    private func bind(_ row: ListRow, to index: Int) -> ListRow {
        row.index = index
        row.elementID = id(at: index)
        if row.elementID != row.hostedID, row.host.holdsState { row.hostedID = row.elementID }
        host(hostedRow(at: index, identity: row.identity, hostedID: row.hostedID), in: row)
        recycler.place(row: row.widget, at: index)
        row.widget.setAccessibleHidden(false)
        describe(row)
        showSelection(of: row)
        return row
    }

    /// The row's accessible name and its place in the list, each set only
    /// when it changed (this runs for every placed row on every update).
    private func describe(_ row: ListRow) {
        let name = parent.rowName.map { $0(element(at: row.index)) }
        let position = row.index + 1, size = parent.data.count
        let previous = row.announced
        row.announced = (name, position, size)
        if let name, name != previous?.name { row.widget.setAccessibleLabel(name) }
        if previous?.position != position || previous?.size != size {
            row.widget.setAccessiblePosition(position, of: size)
            // For a list style that rounds the ends of its rows' card: rows are
            // the recycler's children in no order, so CSS's :first-child cannot tell.
            row.widget.setCSSClass("first-row", position == 1)
            row.widget.setCSSClass("last-row", position == size)
        }
    }

    private func makeRow(at index: Int) -> ListRow {
#if COUNTERS
        ListStatistics.rowsSetUp += 1
#endif
        let identity = ListRowIdentity()
        let hosted = hostedRow(at: index, identity: identity, hostedID: id(at: index))
        let host = SubtreeHost(owner: owner, view: hosted.view)
        let widget = RecyclerRow(child: host.widget)
        widget.setCSSClass("custom-insets", hosted.setsInsets)
        // A row shorter than the tallest placed is centred in its height.
        if parent.axis == .vertical { host.widget.valign = .center }
        // A text whose marks stack past its line is cut at the row's edges,
        // never painted over the rows above and below.
        widget.overflow = .hidden
        if isInteractive {
            widget.isFocusable = true
            widget.addCSSClass("activatable")
        }
        widget.actionSetEnabled(actionName: "listitem.select", enabled: parent.selection != nil)
        widget.actionSetEnabled(actionName: "listitem.activate", enabled: parent.onActivate != nil || parent.linkRows)
        let row = ListRow(widget: widget, host: host, index: index, identity: identity)
        row.elementID = id(at: index)
        row.hostedID = row.elementID
        recycler.place(row: widget, at: index)
        describe(row)
        showSelection(of: row)
        return row
    }

    private func host(_ hosted: (view: some View, setsInsets: Bool), in row: ListRow) {
        row.host.update(hosted.view)
        row.widget.setCSSClass("custom-insets", hosted.setsInsets)
    }

    /// Takes a row out of view, keeping it as a spare (its widgets and view
    /// tree intact) or, beyond a screenful of spares, unmounting it. A spare
    /// stays the recycler's child, hidden and hidden from screen readers:
    /// unparented but alive, a row a screen reader had read would still be
    /// asked about, and GTK 4.8 cannot place a widget that is in no window
    /// (`gtk_widget_compute_point` criticals on every Back while one reads).
    private func retire(_ row: ListRow) {
        row.index = -1
        if spares.count < mostPlaced {
            recycler.place(row: row.widget, at: nil)
            row.widget.setAccessibleHidden(true)
            spares.append(row)
        } else {
            row.widget.unparent()
            row.host.unmount()
        }
    }
}
