import CGtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

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

final class ListTests: XCTestCase {
    /// GTK 4.8's list view keeps a fixed pool of at most 200 list items (plus a
    /// few extra) whatever the model's size, and maps only those in the
    /// viewport. So: mapped rows stay within a screenful, and the rows built do
    /// not grow with the data (10,000 items build as many as 1,000).
    func testTenThousandItemsMapOnlyAScreenfulAndBuildNoMoreRowsThanAThousand() {
        GtkTest.run {
            @MainActor func rows(count: Int) -> (built: Int, mapped: Int) {
                let before = ListStatistics.rowsSetUp
                let mounted = PresentedView(ItemsList(model: ListModel(count: count)), width: 300, height: 400)
                GtkTest.spin(seconds: 0.2)
                let list = findWidget(named: "GtkListView", in: mounted.host.widget)!
                let mapped = childPointers(of: list).filter { gtk_widget_get_mapped($0) != 0 }.count
                mounted.tearDown()
                return (ListStatistics.rowsSetUp - before, mapped)
            }
            let small = rows(count: 1_000)
            let large = rows(count: 10_000)
            let visible = Int((400.0 / 30.0).rounded(.up))   // rows are at least ~30 px tall
            XCTAssertGreaterThan(large.mapped, 0)
            XCTAssertLessThanOrEqual(large.mapped, visible + 2, "mapped \(large.mapped) rows for ~\(visible) visible")
            XCTAssertEqual(large.built, small.built, "rows built do not grow with the data")
            XCTAssertLessThanOrEqual(large.built, 210, "GTK 4.8's pool of 200 list items, not one per element")
        }
    }

    func testSelectionIsBoundByIdBothWays() {
        GtkTest.run {
            let model = ListModel(count: 20)
            let mounted = PresentedView(ItemsList(model: model))
            let list = findWidget(named: "GtkListView", in: mounted.host.widget)!
            let selection = gtk_list_view_get_model(OpaquePointer(list))

            model.selection = 5
            mounted.settle()
            XCTAssertEqual(gtk_single_selection_get_selected(selection), 5)

            // The selected item moves when earlier items go; the selection follows the id.
            model.items.removeFirst(2)
            mounted.settle()
            XCTAssertEqual(gtk_single_selection_get_selected(selection), 3)
            XCTAssertEqual(model.selection, 5)

            gtk_single_selection_set_selected(selection, 0)   // as a click would
            XCTAssertEqual(model.selection, 2)

            model.items.removeAll { $0.id == 2 }
            mounted.settle()
            XCTAssertEqual(gtk_single_selection_get_selected(selection), UInt32(GTK_INVALID_LIST_POSITION))
            mounted.tearDown()
        }
    }

    func testActivatingARowReportsItsId() {
        GtkTest.run {
            let model = ListModel(count: 5)
            let mounted = PresentedView(ItemsList(model: model))
            let list = findWidget(named: "GtkListView", in: mounted.host.widget)!
            cgtk_signal_emit_uint(list, "activate", 3)
            XCTAssertEqual(model.activated, [3])
            mounted.tearDown()
        }
    }
}
