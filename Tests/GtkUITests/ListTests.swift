@_spi(Bindings) import GtkBridge
import CGtkWidgets
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

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
    let recycler: UnsafeMutablePointer<GtkWidget>

    init(count: Int, width: Int32 = 300, height: Int32 = 400) {
        model = ListModel(count: count)
        mounted = PresentedView(ItemsList(model: model), width: width, height: height)
        recycler = findWidget(named: "CgtkRecycler", in: mounted.host.widget)!
    }

    var rows: [UnsafeMutablePointer<GtkWidget>] { childPointers(of: recycler) }
    var mappedRows: [UnsafeMutablePointer<GtkWidget>] { rows.filter { gtk_widget_get_mapped($0) != 0 } }

    /// Indices of rows shown as selected.
    var selectedIndices: [Int32] {
        rows.filter { gtk_widget_get_state_flags($0).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0 }
            .map { cgtk_recycler_index_of($0) }
    }

    /// The title of the row placed at `index`, if it has a widget.
    func title(at index: Int32) -> String? {
        guard let row = rows.first(where: { cgtk_recycler_index_of($0) == index }),
              let label = findWidget("GtkLabel", in: row) else { return nil }
        return String(cString: gtk_label_get_label(OpaquePointer(label)))
    }

    func focusRow(at index: Int32) {
        gtk_widget_grab_focus(rows.first { cgtk_recycler_index_of($0) == index }!)
    }

    func press(_ keyval: Int32) {
        XCTAssertTrue(pressKey(keyval, on: recycler), "key \(keyval) handled")
        mounted.settle()
    }

    var scroll: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_vadjustment(OpaquePointer(findWidget("GtkScrolledWindow", in: mounted.host.widget.widget)!))
    }
}

final class ListTests: XCTestCase {
    /// Only the rows in the viewport and a few beside them have widgets, at
    /// any size of data, and scrolling rebinds them instead of building more.
    func testTenThousandItemsBuildRowsOnlyForTheViewportAndScrollingRebindsThem() {
        GtkTest.run {
            let before = ListStatistics.rowsSetUp
            let list = PresentedList(count: 10_000)
            let stride = Int(cgtk_recycler_get_stride(list.recycler))
            XCTAssertGreaterThan(stride, 20)
            let visible = Int((400.0 / Double(stride)).rounded(.up))
            XCTAssertGreaterThanOrEqual(list.mappedRows.count, visible)
            XCTAssertLessThanOrEqual(list.rows.count, 2 * visible, "\(list.rows.count) rows for \(visible) visible")
            XCTAssertEqual(list.title(at: 0), "Row 0")
            let built = ListStatistics.rowsSetUp - before
            XCTAssertLessThanOrEqual(built, 2 * visible)

            gtk_adjustment_set_value(list.scroll, gtk_adjustment_get_upper(list.scroll))
            GtkTest.waitForFrames(of: list.recycler)   // rows are placed as the list is allocated, in a frame
            XCTAssertEqual(list.title(at: 9_999), "Row 9999", "the last row is bound at the end")
            XCTAssertTrue(list.mappedRows.contains { cgtk_recycler_index_of($0) == 9_999 })
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
            XCTAssertEqual(cgtk_recycler_get_n_items(list.recycler), 47)
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
            list.press(GDK_KEY_Down)
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
            list.press(GDK_KEY_End)
            XCTAssertEqual(list.model.selection, 999)
            XCTAssertTrue(list.mappedRows.contains { cgtk_recycler_index_of($0) == 999 })
            XCTAssertEqual(list.selectedIndices, [999])
            list.press(GDK_KEY_Page_Up)
            XCTAssertLessThan(list.model.selection!, 999)
            list.press(GDK_KEY_Home)
            XCTAssertEqual(list.model.selection, 0)
            XCTAssertEqual(gtk_adjustment_get_value(list.scroll), 0)
        }
    }

    func testEnterActivatesTheFocusedRowAndReportsItsId() {
        GtkTest.run {
            let list = PresentedList(count: 5)
            list.focusRow(at: 3)
            list.press(GDK_KEY_Return)
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
            let recycler = findWidget(named: "CgtkRecycler", in: mounted.host.widget)!
            let row = { (index: Int32) in childPointers(of: recycler).first { cgtk_recycler_index_of($0) == index }! }
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
            XInput.click(list.rows.first { cgtk_recycler_index_of($0) == 2 }!)
            XCTAssertTrue(GtkTest.iterate(until: { list.model.selection == 2 }))
            // A click that activated would do so on release, within a turn or two of the main loop.
            GtkTest.assertStaysTrue(for: 0.3, "a click selects; a double click activates") { list.model.activated == [] }
        }
    }

    func testRowsAreAnnouncedAsListItems() {
        GtkTest.run {
            let list = PresentedList(count: 5)
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(list.recycler)), GTK_ACCESSIBLE_ROLE_LIST)
            for row in list.rows {
                XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(row)), GTK_ACCESSIBLE_ROLE_LIST_ITEM)
                XCTAssertNotEqual(gtk_widget_get_focusable(row), 0)
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
            let recyclers = allWidgets("CgtkRecycler", in: mounted.host.widget.widget)
            XCTAssertEqual(recyclers.count, 2)
            for recycler in recyclers {
                XCTAssertEqual(gtk_widget_get_request_mode(recycler), GTK_SIZE_REQUEST_CONSTANT_SIZE)
            }
            // The stack: the nearest ancestor holding both lists.
            var stack = gtk_widget_get_parent(recyclers[0])
            while let candidate = stack, gtk_widget_is_ancestor(recyclers[1], candidate) == 0 {
                stack = gtk_widget_get_parent(candidate)
            }
            XCTAssertEqual(stack.map { String(cString: cgtk_object_type_name($0)) }, "GtkBox")
            XCTAssertEqual(stack.map { gtk_widget_get_request_mode($0) }, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH,
                           "the text's height-for-width still wins")
        }
    }

    /// Tab into a scrolled list focuses the first row in view, without
    /// scrolling the list.
    func testTabIntoAScrolledListFocusesTheFirstRowInView() {
        GtkTest.run {
            let list = PresentedList(count: 1_000)
            let stride = Double(cgtk_recycler_get_stride(list.recycler))
            gtk_adjustment_set_value(list.scroll, stride * 40)
            GtkTest.waitForFrames(of: list.recycler)
            let value = gtk_adjustment_get_value(list.scroll)
            // Coming from outside the list: nothing in it has the focus.
            gtk_window_set_focus(list.mounted.window.window.pointer(), nil)
            XCTAssertNotEqual(gtk_widget_child_focus(list.recycler, GTK_DIR_TAB_FORWARD), 0)
            let focused = gtk_widget_get_focus_child(list.recycler)
            XCTAssertEqual(focused.map { cgtk_recycler_index_of($0) }, 40)
            GtkTest.waitForFrames(of: list.recycler)
            XCTAssertEqual(gtk_adjustment_get_value(list.scroll), value, "focus did not scroll the list")
        }
    }

    /// A list is one Tab stop: Tab from a row leaves the list, and Tab back
    /// in lands on the selected row.
    func testTabLeavesTheListFromAnyRowAndComesBackToTheSelectedRow() {
        GtkTest.run {
            let list = PresentedList(count: 50)
            gtk_window_set_focus(list.mounted.window.window.pointer(), nil)
            XCTAssertNotEqual(gtk_widget_child_focus(list.recycler, GTK_DIR_TAB_FORWARD), 0)
            XCTAssertEqual(gtk_widget_get_focus_child(list.recycler).map { cgtk_recycler_index_of($0) }, 0)
            XCTAssertEqual(gtk_widget_child_focus(list.recycler, GTK_DIR_TAB_FORWARD), 0, "Tab leaves the list")
            XCTAssertEqual(gtk_widget_child_focus(list.recycler, GTK_DIR_TAB_BACKWARD), 0, "Shift+Tab leaves it too")
            let third = list.mappedRows.first { cgtk_recycler_index_of($0) == 2 }!
            gtk_widget_set_state_flags(third, GTK_STATE_FLAG_SELECTED, 0)
            gtk_window_set_focus(list.mounted.window.window.pointer(), nil)
            XCTAssertNotEqual(gtk_widget_child_focus(list.recycler, GTK_DIR_TAB_BACKWARD), 0)
            XCTAssertEqual(gtk_widget_get_focus_child(list.recycler).map { cgtk_recycler_index_of($0) }, 2,
                           "Tab back in lands on the selected row")
        }
    }
}

/// The C widgets are ordinary GObject types: registered once, final (they
/// cannot be subclassed into a dispose that recurses), and named as GTK
/// inspectors and CSS see them.
final class CWidgetTypeTests: XCTestCase {
    func testTheCWidgetsAreFinalTypesRegisteredOnce() {
        GtkTest.run {
            for (type, name) in [(cgtk_recycler_get_type(), "CgtkRecycler"), (cgtk_recycler_row_get_type(), "CgtkRecyclerRow"),
                                 (cgtk_aspect_bin_get_type(), "CgtkAspectBin")] {
                XCTAssertEqual(String(cString: g_type_name(type)), name)
                XCTAssertEqual(g_type_from_name(name), type, "one registration")
                XCTAssertNotEqual(g_type_test_flags(type, G_TYPE_FLAG_FINAL.rawValue), 0, "\(name) is final")
                XCTAssertNotEqual(g_type_is_a(type, gtk_widget_get_type()), 0)
            }
        }
    }

    func testARecyclerWithRowsAndAnAspectBinWithAChildAreDisposedCleanly() {
        GtkTest.run {
            let window = TestWindow(width: 300, height: 300)
            let recycler = Gtk.Widget(taking: cgtk_recycler_new(GTK_ORIENTATION_VERTICAL, 0))
            cgtk_recycler_set_n_items(recycler.widget, 3)
            for index in 0..<3 {
                cgtk_recycler_place(recycler.widget, cgtk_recycler_row_new(gtk_label_new("row \(index)")), Int32(index))
            }
            window.present(recycler)
            GtkTest.settle(until: { gtk_widget_get_mapped(recycler.widget) != 0 })
            XCTAssertEqual(cgtk_recycler_get_n_items(recycler.widget), 3)
            XCTAssertGreaterThan(cgtk_recycler_get_stride(recycler.widget), 0)
            // Under G_DEBUG=fatal-criticals a dispose that fails to unparent, or
            // chains to the wrong class, aborts here.
            window.destroy()
            var bin: Gtk.Widget? = Gtk.Widget(taking: cgtk_aspect_bin_new(1.5))
            cgtk_aspect_bin_set_child(bin!.widget, gtk_label_new("inside"))
            XCTAssertNotNil(gtk_widget_get_first_child(bin!.widget))
            bin = nil  // the last reference: disposed with its child
            GtkTest.drain()
        }
    }
}
