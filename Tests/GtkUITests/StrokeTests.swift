@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private struct Outlined: View {
    var body: some View {
        Rectangle().stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 10)
            .frame(width: 100, height: 50)
            .padding(20)
    }
}

/// A stroke is centred on the shape's edge, as in SwiftUI: half of it lies outside the view's bounds.
final class StrokeTests: XCTestCase {
    func testAStrokesOuterHalfIsDrawnPastTheBoundsWithoutTakingSpace() throws {
        try GtkTest.run {
            let mounted = PresentedView(Outlined(), width: 200, height: 120)
            let root = mounted.host.widget
            let area = try XCTUnwrap(findWidget("GtkDrawingArea", in: root))
            let frame = try XCTUnwrap(area.parent)
            XCTAssertEqual(frame.width, 100, "the stroke takes no space: the frame's size")
            XCTAssertEqual(area.width, 110, "its area reaches half the line past each edge")
            let out = try XCTUnwrap(frame.convert((x: 0, y: 0), to: root))
            let left = Int(out.x), middle = Int(out.y) + 25
            let image = try WidgetRenderer.render(mounted.host.widget)
            // The rectangle's edge is at `left`; the line runs 5 either side of it.
            XCTAssertEqual(image.pixel(x: left - 3, y: middle).red, 255, "the outer half: \(image.pixel(x: left - 3, y: middle))")
            XCTAssertEqual(image.pixel(x: left + 3, y: middle).red, 255, "the inner half")
            XCTAssertEqual(image.pixel(x: left - 8, y: middle).alpha, 0, "nothing past the line")
            XCTAssertEqual(image.pixel(x: left + 20, y: middle).alpha, 0, "a stroke, not a fill")
        }
    }
}
