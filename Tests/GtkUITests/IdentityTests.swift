@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

struct Item: Identifiable, Equatable {
    let id: Int
    let title: String
}

@Observable @MainActor
final class ItemList {
    var items = (1...4).map { Item(id: $0, title: "Item \($0)") }
}

/// A row with its own counter state, to see that state travels with the row.
struct CounterRow: View {
    let title: String
    @State private var taps = 0
    var body: some View {
        HStack {
            Text(title)
            Button("Taps \(taps)") { taps += 1 }
        }
    }
}

private struct Rows: View {
    let list: ItemList
    var body: some View {
        VStack {
            ForEach(list.items) { item in CounterRow(title: item.title) }
        }
    }
}

final class IdentityTests: XCTestCase {
    func testForEachReorderKeepsEachElementsWidgetAndState() {
        GtkTest.run {
            let list = ItemList()
            let mounted = PresentedView(Rows(list: list))
            let stack = allWidgets("GtkBox", in: mounted.host.widget)[1]
            let rowsBefore = childWidgets(of: stack)
            XCTAssertEqual(rowsBefore.count, 4)

            // Tap row 3's button twice: its state becomes 2.
            let button = allWidgets("GtkButton", in: mounted.host.widget)[2]
            button.emitSignal("clicked")
            mounted.settle()
            button.emitSignal("clicked")
            mounted.settle()
            XCTAssertEqual(buttonTitle(button), "Taps 2")
            let widgetsMade = mounted.graph.statistics.widgetsMade

            list.items.reverse()
            mounted.settle()
            let rowsAfter = childWidgets(of: stack)
            XCTAssertEqual(rowsAfter, rowsBefore.reversed(), "the same row widgets, in the new order")
            XCTAssertEqual(mounted.graph.statistics.widgetsMade, widgetsMade, "no widget was re-created")
            let movedButton = allWidgets("GtkButton", in: mounted.host.widget)[1]
            XCTAssertEqual(movedButton, button)
            XCTAssertEqual(buttonTitle(movedButton), "Taps 2", "the row kept its @State")

            list.items.removeFirst()
            mounted.settle()
            XCTAssertEqual(childWidgets(of: stack), Array(rowsBefore.reversed().dropFirst()))
        }
    }

    func testSwitchingBranchesReplacesTheViewAndItsState() {
        GtkTest.run {
            let model = ProbeParentModel()
            ProbeLog.shared.reset()
            let mounted = PresentedView(ProbeParent2(model: model))
            XCTAssertEqual(ProbeLog.shared.makeWidget, 1)
            model.isShown = false
            mounted.settle()
            model.isShown = true
            mounted.settle()
            XCTAssertEqual(ProbeLog.shared.makeWidget, 2)
            XCTAssertEqual(ProbeLog.shared.dismantle, 1)
        }
    }
}

private struct ProbeParent2: View {
    let model: ProbeParentModel
    var body: some View {
        if model.isShown { Probe(value: 1) } else { Text("hidden") }
    }
}

@MainActor
func buttonTitle(_ button: Gtk.Widget) -> String {
    let label = button.firstChild!.cast(to: Gtk.Label.self)!
    return label.label!
}
