@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk
import GtkUIWidgets

@Observable @MainActor
final class ListModel {
    var items: [Item]
    var selection: Int?
    var activated: [Int] = []
    init(count: Int) {
        items = (0..<count).map { Item(id: $0, title: "Row \($0)") }
    }
}

private struct ItemsList: View {
    let model: ListModel
    var body: some View {
        List(model.items, selection: Bindable(model).selection, onActivate: { model.activated.append($0) }) { item in
            Text(item.title).padding(6)
        }
    }
}

/// A presented list and the widgets its tests look at.
@MainActor
private struct PresentedList {
    let model: ListModel
    let mounted: PresentedView<ItemsList>
    let recycler: Recycler

    init(count: Int, width: Int32 = 300, height: Int32 = 400) {
        model = ListModel(count: count)
        mounted = PresentedView(ItemsList(model: model), width: width, height: height)
        recycler = mounted.host.widget.descendants(Recycler.self)[0]
    }

    var rows: [RecyclerRow] { childWidgets(of: recycler).compactMap { $0.cast(to: RecyclerRow.self) } }
    var mappedRows: [RecyclerRow] { rows.filter { $0.isMapped } }

    /// Indices of rows shown as selected.
    var selectedIndices: [Int] {
        rows.filter { $0.stateFlags.contains(.selected) }.compactMap(\.index)
    }

    /// The title of the row placed at `index`, if it has a widget.
    func title(at index: Int) -> String? {
        rows.first { $0.index == index }?.descendants(Gtk.Label.self).first?.label
    }

    func focusRow(at index: Int) {
        rows.first { $0.index == index }!.grabFocus()
    }

    func press(_ key: String) {
        XCTAssertTrue(pressKey(key, on: recycler), "key \(key) handled")
        mounted.settle()
    }

    var scroll: Gtk.Adjustment {
        mounted.host.widget.descendants(Gtk.ScrolledWindow.self)[0].vadjustment!
    }
}

final class ListTests: XCTestCase {
    /// Only the rows in the viewport and a few beside them have widgets, at
    /// any size of data, and scrolling rebinds them instead of building more.
    func testTenThousandItemsBuildRowsOnlyForTheViewportAndScrollingRebindsThem() {
        GtkTest.run {
            let before = ListStatistics.rowsSetUp
            let list = PresentedList(count: 10_000)
            let stride = Int(list.recycler.stride)
            XCTAssertGreaterThan(stride, 20)
            let visible = Int((400.0 / Double(stride)).rounded(.up))
            XCTAssertGreaterThanOrEqual(list.mappedRows.count, visible)
            XCTAssertLessThanOrEqual(list.rows.count, 2 * visible, "\(list.rows.count) rows for \(visible) visible")
            XCTAssertEqual(list.title(at: 0), "Row 0")
            let built = ListStatistics.rowsSetUp - before
            XCTAssertLessThanOrEqual(built, 2 * visible)

            list.scroll.value = list.scroll.upper
            GtkTest.waitForFrames(of: list.recycler)   // rows are placed as the list is allocated, in a frame
            XCTAssertEqual(list.title(at: 9_999), "Row 9999", "the last row is bound at the end")
            XCTAssertTrue(list.mappedRows.contains { $0.index == 9_999 })
            XCTAssertLessThanOrEqual(ListStatistics.rowsSetUp - before, built + 4, "scrolling rebinds rows")
            XCTAssertLessThanOrEqual(list.rows.count, 2 * visible)
        }
    }

    /// A data change rebinds the placed rows in place: the row at an index
    /// shows the new element there.
    func testRemovingItemsRebindsTheRowsShown() {
        GtkTest.run {
            let list = PresentedList(count: 50)
            let built = ListStatistics.rowsSetUp
            list.model.items.removeFirst(3)
            list.mounted.settle()
            XCTAssertEqual(list.title(at: 0), "Row 3")
            XCTAssertEqual(list.recycler.nItems, 47)
            XCTAssertEqual(ListStatistics.rowsSetUp, built, "no row built for a change")
            list.model.items.removeAll()
            list.mounted.settle()
            XCTAssertTrue(list.mappedRows.isEmpty)
        }
    }

    func testSelectionIsBoundByIdBothWays() {
        GtkTest.run {
            let list = PresentedList(count: 20)
            list.model.selection = 5
            list.mounted.settle()
            XCTAssertEqual(list.selectedIndices, [5])

            // The selected item moves when earlier items go; the selection follows the id.
            list.model.items.removeFirst(2)
            list.mounted.settle()
            XCTAssertEqual(list.selectedIndices, [3])
            XCTAssertEqual(list.model.selection, 5)

            // Focus on the selected row, then the keyboard moves the selection.
            list.focusRow(at: 3)
            list.press("Down")
            XCTAssertEqual(list.model.selection, 6)
            XCTAssertEqual(list.selectedIndices, [4])

            list.model.items.removeAll { $0.id == 6 }
            list.mounted.settle()
            XCTAssertEqual(list.selectedIndices, [])
        }
    }

    /// End goes to the last item through rows that had no widget, scrolling it
    /// into view and selecting it; Home comes back.
    func testHomeAndEndScrollToTheEndsAndSelect() {
        GtkTest.run {
            let list = PresentedList(count: 1_000)
            list.focusRow(at: 0)
            list.press("End")
            XCTAssertEqual(list.model.selection, 999)
            XCTAssertTrue(list.mappedRows.contains { $0.index == 999 })
            XCTAssertEqual(list.selectedIndices, [999])
            list.press("Page_Up")
            XCTAssertLessThan(list.model.selection!, 999)
            list.press("Home")
            XCTAssertEqual(list.model.selection, 0)
            XCTAssertEqual(list.scroll.value, 0)
        }
    }

    func testEnterActivatesTheFocusedRowAndReportsItsId() {
        GtkTest.run {
            let list = PresentedList(count: 5)
            list.focusRow(at: 3)
            list.press("Return")
            XCTAssertEqual(list.model.activated, [3])
            XCTAssertEqual(list.model.selection, 3)
        }
    }

    /// A row of items that each open something opens on one click, as a
    /// button would; a press that drags past the threshold opens nothing.
    func testOneClickActivatesARowAndADragDoesNot() {
        GtkTest.run {
            let model = ListModel(count: 5)
            let mounted = PresentedView(
                List(model.items, onActivate: { model.activated.append($0) }) { item in Text(item.title).padding(12) }
                    .activatesOnSingleClick(),
                width: 300, height: 400)
            let recycler = mounted.host.widget.descendants(Recycler.self)[0]
            let row = { (index: Int) in recycler.descendants(RecyclerRow.self).first { $0.index == index }! }
            XInput.click(row(1))
            XCTAssertTrue(GtkTest.iterate(until: { model.activated == [1] }), "one click activates: \(model.activated)")
            XInput.drag(row(2), from: (20, 10), by: 60, 0)
            // A click activates on release, within a turn or two of the main loop.
            GtkTest.assertStaysTrue(for: 0.3, "the drag activated nothing") { model.activated == [1] }
        }
    }

    func testOneClickOnlySelectsInAListWithoutSingleClickActivation() {
        GtkTest.run {
            let list = PresentedList(count: 5)
            XInput.click(list.rows.first { $0.index == 2 }!)
            XCTAssertTrue(GtkTest.iterate(until: { list.model.selection == 2 }))
            // A click that activated would do so on release, within a turn or two of the main loop.
            GtkTest.assertStaysTrue(for: 0.3, "a click selects; a double click activates") { list.model.activated == [] }
        }
    }

    func testRowsAreAnnouncedAsListItems() {
        GtkTest.run {
            let list = PresentedList(count: 5)
            XCTAssertEqual(list.recycler.accessibleRole, .list)
            for row in list.rows {
                XCTAssertEqual(row.accessibleRole, .listItem)
                XCTAssertTrue(row.isFocusable)
            }
        }
    }

    /// A horizontal list must not turn the stack around it width-for-height: a
    /// box takes the request mode most of its children have, and GTK would then
    /// measure a page of aspect-ratio content for its width at a given height.
    func testAHorizontalListLeavesItsStackHeightForWidth() {
        GtkTest.run {
            let model = ListModel(count: 30)
            let view = VStack {
                Text("Heading")
                List(model.items) { item in Text(item.title).padding(6) }.horizontal()
                List(model.items) { item in Text(item.title).padding(6) }.horizontal()
            }
            let mounted = PresentedView(view, width: 400, height: 300)
            let recyclers = allWidgets("CgtkRecycler", in: mounted.host.widget)
            XCTAssertEqual(recyclers.count, 2)
            for recycler in recyclers {
                XCTAssertEqual(recycler.requestMode, .constantSize)
            }
            // The stack: the nearest ancestor holding both lists.
            var stack = recyclers[0].parent
            while let candidate = stack, !recyclers[1].hasAncestor(candidate) {
                stack = candidate.parent
            }
            XCTAssertEqual(stack.map { $0.typeName }, "GtkBox")
            XCTAssertEqual(stack?.requestMode, .heightForWidth,
                           "the text's height-for-width still wins")
        }
    }

    /// Tab into a scrolled list focuses the first row in view, without
    /// scrolling the list.
    func testTabIntoAScrolledListFocusesTheFirstRowInView() {
        GtkTest.run {
            let list = PresentedList(count: 1_000)
            let stride = Double(list.recycler.stride)
            list.scroll.value = stride * 40
            GtkTest.waitForFrames(of: list.recycler)
            let value = list.scroll.value
            // Coming from outside the list: nothing in it has the focus.
            list.mounted.window.window.focus = nil
            XCTAssertTrue(list.recycler.childFocus(direction: .tabForward))
            XCTAssertEqual(list.recycler.focusChild?.cast(to: RecyclerRow.self)?.index, 40)
            GtkTest.waitForFrames(of: list.recycler)
            XCTAssertEqual(list.scroll.value, value, "focus did not scroll the list")
        }
    }

    /// A list is one Tab stop: Tab from a row leaves the list, and Tab back
    /// in lands on the selected row.
    func testTabLeavesTheListFromAnyRowAndComesBackToTheSelectedRow() {
        GtkTest.run {
            let list = PresentedList(count: 50)
            list.mounted.window.window.focus = nil
            XCTAssertTrue(list.recycler.childFocus(direction: .tabForward))
            XCTAssertEqual(list.recycler.focusChild?.cast(to: RecyclerRow.self)?.index, 0)
            XCTAssertFalse(list.recycler.childFocus(direction: .tabForward), "Tab leaves the list")
            XCTAssertFalse(list.recycler.childFocus(direction: .tabBackward), "Shift+Tab leaves it too")
            let third = list.mappedRows.first { $0.index == 2 }!
            third.setStateFlags(.selected, clear: false)
            list.mounted.window.window.focus = nil
            XCTAssertTrue(list.recycler.childFocus(direction: .tabBackward))
            XCTAssertEqual(list.recycler.focusChild?.cast(to: RecyclerRow.self)?.index, 2,
                           "Tab back in lands on the selected row")
        }
    }
}
