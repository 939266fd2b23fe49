@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

@Observable @MainActor
private final class Drawn {
    var shade = 0.0
    var unrelated = 0
    var draws = 0
    var painted: Double?
}

private struct Swatch: View {
    let drawn: Drawn
    var body: some View {
        let _ = drawn.unrelated   // re-evaluated when it changes, the canvas's value unchanged
        VStack {
            Canvas(drawing: drawn.shade, width: 30, height: 30) { context, _, _, shade in
                drawn.draws += 1
                drawn.painted = shade
                context.paint(RGBColor(red: shade, green: 0, blue: 0))
            }
        }
    }
}

/// A Canvas paints from the value it is given, again only when that value changes.
final class CanvasTests: XCTestCase {
    func testACanvasRepaintsWhenItsValueChangesAndOnlyThen() throws {
        try GtkTest.run {
            let drawn = Drawn()
            let mounted = PresentedView(Swatch(drawn: drawn))
            let area = try XCTUnwrap(findWidget("GtkDrawingArea", in: mounted.host.widget))
            XCTAssertEqual(area.width, 30, "the size it asks for")
            XCTAssertTrue(GtkTest.iterate(until: { drawn.draws > 0 }))
            XCTAssertEqual(drawn.painted, 0)
            // Only what asks GTK for a frame paints it again: nothing here does
            // but the canvas, so its draws count its own requests.
            GtkTest.waitForFrames(of: area)
            let draws = drawn.draws
            drawn.unrelated += 1
            mounted.settle()
            XCTAssertFalse(GtkTest.iterate(until: { drawn.draws > draws }, timeout: 0.5),
                           "the same value is not painted again")
            drawn.shade = 1
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { drawn.draws > draws }), "a new value is")
            XCTAssertEqual(drawn.painted, 1, "painted from the new value, not a captured old one")
        }
    }
}
