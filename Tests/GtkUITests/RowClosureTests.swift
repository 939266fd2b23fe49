@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
private final class Marking {
    var marked = 1
}

/// Rows built by a closure that reads what the body around the list read.
private struct MarkedList: View {
    let marking: Marking
    var body: some View {
        let marked = marking.marked
        return List([0, 1, 2], id: \.self) { index in
            Text(index == marked ? "Row \(index) ★" : "Row \(index)")
        }
    }
}

/// A ForEach's views, built by a closure that reads what the body around it read.
private struct MarkedStack: View {
    let marking: Marking
    var body: some View {
        let marked = marking.marked
        return VStack {
            ForEach([0, 1, 2], id: \.self) { index in
                Text(index == marked ? "Item \(index) ★" : "Item \(index)")
            }
        }
    }
}

/// A stack's pages, built by a destination closure that reads what the body around it read.
private struct MarkedPages: View {
    let marking: Marking
    @State private var path = [5]
    var body: some View {
        let marked = marking.marked
        return NavigationStack(path: $path) {
            Text("Start")
        } destination: { page in
            Text(page == marked ? "Page \(page) ★" : "Page \(page)")
        }
    }
}

/// A split view's sidebar and detail, built by closures that read what the body around them read.
private struct MarkedColumns: View {
    let marking: Marking
    var body: some View {
        let marked = marking.marked
        return NavigationSplitView {
            Text("Sidebar \(marked)")
        } detail: {
            Text("Detail \(marked)")
        }
    }
}

/// A list's rows, a ForEach's views and a navigation container's pages follow
/// what their closure captured, as SwiftUI's do.
final class RowClosureTests: XCTestCase {
    func testRowsAreBuiltAgainWhenTheBodyAroundTheListRunsAgainWithTheSameData() throws {
        try GtkTest.run {
            let marking = Marking()
            let mounted = PresentedView(MarkedList(marking: marking), width: 300, height: 300)
            let root = mounted.host.widget
            XCTAssertNotNil(findLabel("Row 1 ★", in: root))
            marking.marked = 2
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("Row 2 ★", in: root) != nil }), "the new mark is shown")
            XCTAssertNil(findLabel("Row 1 ★", in: root), "and the old one gone")
        }
    }

    func testAForEachsViewsAreBuiltAgainWhenTheBodyAroundItRunsAgainWithTheSameData() throws {
        try GtkTest.run {
            let marking = Marking()
            let mounted = PresentedView(MarkedStack(marking: marking), width: 300, height: 300)
            let root = mounted.host.widget
            XCTAssertNotNil(findLabel("Item 1 ★", in: root))
            marking.marked = 0
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("Item 0 ★", in: root) != nil }), "the new mark is shown")
            XCTAssertNil(findLabel("Item 1 ★", in: root), "and the old one gone")
        }
    }

    func testAStacksPagesAreBuiltAgainWhenTheBodyAroundItRunsAgainWithTheSamePath() throws {
        try GtkTest.run {
            let marking = Marking()
            marking.marked = 4
            let mounted = PresentedView(MarkedPages(marking: marking), width: 400, height: 300)
            let root = mounted.host.widget
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("Page 5", in: root) != nil }))
            marking.marked = 5
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("Page 5 ★", in: root) != nil }), "the pushed page follows the closure")
        }
    }

    func testASplitViewsColumnsFollowTheBodyAroundThem() throws {
        try GtkTest.run {
            let marking = Marking()
            let mounted = PresentedView(MarkedColumns(marking: marking), width: 800, height: 300)
            let root = mounted.host.widget
            XCTAssertNotNil(findLabel("Sidebar 1", in: root))
            marking.marked = 3
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("Sidebar 3", in: root) != nil }), "the sidebar follows")
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("Detail 3", in: root) != nil }), "and the detail")
        }
    }
}

@Observable @MainActor
private final class Shelf {
    var names = (0..<40).map { "Book \($0)" }
}

/// Rows with a part that changes with the element and parts that do not.
private struct ShelfList: View {
    let shelf: Shelf
    var body: some View {
        List(shelf.names, id: \.self) { name in
            HStack {
                Text(name)
                Text("on the shelf")
            }
        }
    }
}

/// A list row rebound to another element updates what shows the element, and nothing else.
final class RowRebindingTests: XCTestCase {
    func testARowReboundToAnotherElementUpdatesOnlyWhatChanged() throws {
        try GtkTest.run {
            let shelf = Shelf()
            let mounted = PresentedView(ShelfList(shelf: shelf), width: 300, height: 200)
            let root = mounted.host.widget
            let visible = allWidgets("CgtkRecyclerRow", in: root).filter { $0.isMapped }.count
            XCTAssertGreaterThan(visible, 3)
            let updates = mounted.graph.statistics.updateWidgetCalls
            shelf.names.removeFirst()   // every row now shows the element after its own
            mounted.settle()
            XCTAssertNotNil(findLabel("Book 1", in: root))
            let made = mounted.graph.statistics.updateWidgetCalls - updates
            // The list itself, and each row's changed text; the fixed text and the stack stay.
            XCTAssertLessThanOrEqual(made, allWidgets("CgtkRecyclerRow", in: root).count + 1, "\(made) updates for \(visible) rows in view")
        }
    }
}
