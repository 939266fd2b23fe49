@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk
import GtkUIWidgets

private enum Trail: String, CaseIterable, Identifiable {
    case ridge, lake, pass
    var id: String { rawValue }
}

@Observable @MainActor
private final class Picked {
    var trail: Trail?
}

private struct Trails: View {
    @Bindable var picked: Picked
    var body: some View {
        HStack {
            List {
                Text("First")
                Text("Second")
                ForEach(1..<4) { number in Text("Number \(number)") }
            }
            List(selection: $picked.trail) {
                ForEach(Trail.allCases) { trail in
                    Text(trail.rawValue.capitalized).tag(trail)
                }
            }
        }
    }
}

/// A List written as SwiftUI's makes a row of each view of its content, and its selection writes the row's tag.
final class ListContentTests: XCTestCase {
    func testEachViewOfTheContentIsARowAndSelectingOneWritesItsTag() throws {
        try GtkTest.run {
            let picked = Picked()
            let mounted = PresentedView(Trails(picked: picked), width: 600, height: 400)
            let root = mounted.host.widget
            GtkTest.waitForFrames(of: root)
            for text in ["First", "Second", "Number 1", "Number 3", "Ridge", "Lake", "Pass"] {
                XCTAssertNotNil(findLabel(text, in: root), text)
            }
            let lists = allWidgets("CgtkRecycler", in: root)
            XCTAssertEqual(lists.count, 2)
            XCTAssertEqual(allWidgets("CgtkRecyclerRow", in: lists[0]).count, 5)
            let rows = allWidgets("CgtkRecyclerRow", in: lists[1])
            XCTAssertEqual(rows.count, 3)
            let lake = try XCTUnwrap(rows.first { $0.cast(to: RecyclerRow.self)?.index == 1 })
            assertAccessibleLabel(lake, "Lake")
            lists[1].emitSignal("select-row", uint: 1)
            mounted.settle()
            XCTAssertEqual(picked.trail, .lake, "selecting the row writes its tag")
        }
    }
}
