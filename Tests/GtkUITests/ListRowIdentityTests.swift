@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk
import GtkUIWidgets

/// An id whose every value hashes alike: the list must still tell them apart.
private struct CollidingID: Hashable {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

private struct Entry {
    let id: CollidingID
    let title: String
    init(_ value: Int, title: String? = nil) {
        id = CollidingID(value: value)
        self.title = title ?? "Entry \(value)"
    }
}

@Observable @MainActor
private final class Entries {
    var all = (1...6).map { Entry($0) }
}

private struct EntryList: View {
    let entries: Entries
    var body: some View {
        List(entries.all, id: \.id) { entry in CounterRow(title: entry.title) }
    }
}

final class ListRowIdentityTests: XCTestCase {
    /// Rows shown, by the element title each shows, with the taps its state holds.
    @MainActor
    private static func shown(in mounted: PresentedView<EntryList>) -> [String: String] {
        let recycler = mounted.host.widget.descendants(Recycler.self)[0]
        var rows: [String: String] = [:]
        for row in childWidgets(of: recycler).compactMap({ $0.cast(to: RecyclerRow.self) }) where row.isMapped {
            let labels = row.descendants(Gtk.Label.self).compactMap(\.label)
            if labels.count == 2 { rows[labels[0]] = labels[1] }
        }
        return rows
    }

    @MainActor
    private static func tap(_ title: String, in mounted: PresentedView<EntryList>) {
        let recycler = mounted.host.widget.descendants(Recycler.self)[0]
        let row = childWidgets(of: recycler).compactMap { $0.cast(to: RecyclerRow.self) }
            .first { $0.isMapped && $0.descendants(Gtk.Label.self).first?.label == title }!
        row.descendants(Gtk.Button.self)[0].emitSignal("clicked")
        mounted.settle()
    }

    func testARowsStateFollowsItsElementWhenIdsShareAHash() {
        GtkTest.run {
            let entries = Entries()
            let mounted = PresentedView(EntryList(entries: entries), width: 300, height: 500)
            Self.tap("Entry 3", in: mounted)
            Self.tap("Entry 3", in: mounted)
            XCTAssertEqual(Self.shown(in: mounted)["Entry 3"], "Taps 2")

            entries.all.reverse()
            mounted.settle()
            let reversed = Self.shown(in: mounted)
            XCTAssertEqual(reversed["Entry 3"], "Taps 2", "the state moved with its element")
            XCTAssertEqual(reversed.values.filter { $0 == "Taps 2" }.count, 1)

            entries.all.removeAll { $0.id.value == 3 }
            mounted.settle()
            let removed = Self.shown(in: mounted)
            XCTAssertNil(removed["Entry 3"])
            XCTAssertFalse(removed.values.contains("Taps 2"), "no other element took the removed one's state")
            XCTAssertEqual(removed.count, 5)
        }
    }

    /// Two elements with one id: the first occurrence is the one the row
    /// (and its state) follows; the second gets a row of its own.
    func testTheFirstOfTwoElementsWithOneIdKeepsTheRow() {
        GtkTest.run {
            let entries = Entries()
            let mounted = PresentedView(EntryList(entries: entries), width: 300, height: 500)
            Self.tap("Entry 2", in: mounted)
            entries.all.insert(Entry(2, title: "Entry 2 again"), at: 0)
            entries.all.insert(Entry(9), at: 0)
            mounted.settle()
            let rows = Self.shown(in: mounted)
            XCTAssertEqual(rows["Entry 2 again"], "Taps 1", "the first element with the id took the row")
            XCTAssertEqual(rows["Entry 2"], "Taps 0")
            XCTAssertEqual(rows.count, 8)
        }
    }
}
