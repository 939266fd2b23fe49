@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
private final class Squares {
    var numbers = [0, 1, 2]
}

/// Effects and frames on a ForEach in a row, as SwiftUI's tutorials put them.
private struct Row: View {
    let squares: Squares
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                ForEach(squares.numbers, id: \.self) { number in
                    Color.red.frame(width: 20, height: 20).styleClass("moved-\(number)")
                }
                .offset(y: 10)
                Spacer()
            }
            HStack(spacing: 0) {
                ForEach(0..<3) { number in
                    Color.blue.frame(width: 10, height: 10).styleClass("framed-\(number)")
                }
                .frame(width: 30, height: 30)
                Spacer()
            }
        }
    }
}

/// A modifier with a widget of its own, put on a ForEach, is applied to each
/// of its views, which stay side by side, as SwiftUI applies it.
final class ElementwiseModifierTests: XCTestCase {
    @MainActor
    private static func area(_ name: String, in root: Gtk.Widget) throws -> Gtk.Widget {
        try XCTUnwrap(allWidgets(withStyleClass: name, in: root).first, name)
    }

    /// Where the top leading corner of `widget` is drawn in `root`.
    @MainActor
    private static func origin(of widget: Gtk.Widget, in root: Gtk.Widget) throws -> (Float, Float) {
        let to = try XCTUnwrap(widget.convert((x: 0, y: 0), to: root))
        // Back to GTK's graphene floats, which the typed call gives as Double.
        return (Float(to.x), Float(to.y))
    }

    func testAnEffectOnAForEachMovesEachViewAndKeepsThemSideBySide() throws {
        try GtkTest.run {
            let squares = Squares()
            let mounted = PresentedView(Row(squares: squares), width: 300, height: 200)
            let root = mounted.host.widget
            let bins = try (0..<3).map { try Self.area("moved-\($0)", in: root).parent! }
            XCTAssertEqual(Set(bins).count, 3, "each view has its own effect bin")
            let origins = try (0..<3).map { try Self.origin(of: Self.area("moved-\($0)", in: root), in: root) }
            XCTAssertEqual(origins.map(\.0), [0, 20, 40], "side by side")
            XCTAssertEqual(origins.map(\.1), [10, 10, 10], "each moved down")

            squares.numbers = [0, 5, 1, 2]
            mounted.settle()
            XCTAssertEqual(try Self.area("moved-1", in: root).parent, bins[1], "a kept element keeps its bin")
            let moved = try Self.area("moved-2", in: root)
            XCTAssertTrue(GtkTest.iterate(until: { (try? Self.origin(of: moved, in: root))?.0 == 60 }), "laid out again")
            XCTAssertEqual(try Self.origin(of: Self.area("moved-5", in: root), in: root).0, 20, "the new one stands in its place")
        }
    }

    func testAFrameOnAForEachFramesEachView() throws {
        try GtkTest.run {
            let mounted = PresentedView(Row(squares: Squares()), width: 300, height: 200)
            let root = mounted.host.widget
            let origins = try (0..<3).map { try Self.origin(of: Self.area("framed-\($0)", in: root), in: root) }
            XCTAssertEqual(origins.map(\.0), [10, 40, 70], "each centred in its own 30-point frame")
        }
    }

    func testAnEffectOnAForEachCanBeTheRootView() throws {
        try GtkTest.run {
            let mounted = PresentedView(ForEach(0..<2) { number in
                Color.red.frame(width: 20, height: 20).styleClass("root-\(number)")
            }.offset(x: 5))
            let root = mounted.host.widget
            let bins = try (0..<2).map { try Self.area("root-\($0)", in: root).parent! }
            XCTAssertEqual(Set(bins).count, 2, "each view in its own bin")
        }
    }
}
