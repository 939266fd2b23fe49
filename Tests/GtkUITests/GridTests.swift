@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

/// Where `widget` lies in `root`'s coordinates.
@MainActor
private func origin(of widget: Gtk.Widget, in root: Gtk.Widget) throws -> (x: Float, y: Float) {
    let result = try XCTUnwrap(widget.convert((x: 0, y: 0), to: root))
    // Back to GTK's graphene floats, which the typed call gives as Double.
    return (Float(result.x), Float(result.y))
}

/// The label showing `text`, and the view's root.
@MainActor
private func cell(_ text: String, in root: Gtk.Widget) throws -> Gtk.Label {
    try XCTUnwrap(findLabel(text, in: root), text)
}

private struct AdaptiveCards: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 8) {
            ForEach(1...6, id: \.self) { index in
                Text("Card \(index)")
            }
        }
    }
}

private struct TwoColumns: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(1...5, id: \.self) { index in
                Text("Item \(index)")
            }
        }
    }
}

private struct Table: View {
    var body: some View {
        Grid(alignment: .leading) {
            GridRow {
                Text("A")
                Text("A much longer second cell")
            }
            GridRow {
                Text("A longer first cell")
                Text("B")
            }
            Text("Across the whole grid")
        }
    }
}

final class GridTests: XCTestCase {
    func testAnAdaptiveGridPutsAsManyItemsInALineAsFitAtTheirMinimum() throws {
        try GtkTest.run {
            let mounted = PresentedView(AdaptiveCards(), width: 350, height: 300)
            let root = mounted.host.widget
            let rows = try (1...6).map { try origin(of: cell("Card \($0)", in: root), in: root).y }
            XCTAssertEqual(Set(rows[0..<3]).count, 1, "three cards of 100 in 350: \(rows)")
            XCTAssertGreaterThan(rows[3], rows[0], "the fourth starts the next line")
            XCTAssertTrue(allWidgets("GtkFlowBoxChild", in: root).allSatisfy { !$0.isFocusable },
                          "an item's wrapper is not a Tab stop of its own")
        }
    }

    func testFlexibleColumnsFixTheNumberOfItemsInALine() throws {
        try GtkTest.run {
            let mounted = PresentedView(TwoColumns(), width: 600, height: 300)
            let root = mounted.host.widget
            let places = try (1...5).map { try origin(of: cell("Item \($0)", in: root), in: root) }
            XCTAssertEqual(places[0].y, places[1].y)
            XCTAssertGreaterThan(places[2].y, places[1].y, "two to a line however wide the grid")
            XCTAssertEqual(places[2].x, places[0].x, accuracy: 1)
            XCTAssertGreaterThan(places[4].y, places[2].y)
        }
    }

    func testAGridsColumnsAreAsWideAsTheirWidestCellAndRowsLineUp() throws {
        try GtkTest.run {
            let mounted = PresentedView(Table(), width: 600, height: 300)
            let root = mounted.host.widget
            let a = try origin(of: cell("A", in: root), in: root)
            let longSecond = try origin(of: cell("A much longer second cell", in: root), in: root)
            let longFirst = try origin(of: cell("A longer first cell", in: root), in: root)
            let b = try origin(of: cell("B", in: root), in: root)
            XCTAssertEqual(longSecond.x, b.x, accuracy: 1, "the second column starts at one place in both rows")
            XCTAssertEqual(a.x, longFirst.x, accuracy: 1, "leading cells line up")
            let firstWidth = try cell("A longer first cell", in: root).width
            XCTAssertGreaterThanOrEqual(Int32(b.x - longFirst.x), firstWidth, "the column is as wide as its widest cell")
            XCTAssertNotNil(findLabel("Across the whole grid", in: root))
        }
    }
}
