@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private struct ShadowedCircle: View {
    var body: some View {
        Circle().fill(Color.red)
            .frame(width: 100, height: 100)
            .shadow(radius: 4)
            .padding(30)
    }
}

/// A shadow follows the shape of what is drawn, as SwiftUI's does, not its box.
final class ShadowTests: XCTestCase {
    func testACirclesShadowIsRoundAndLiesOutsideIt() throws {
        try GtkTest.run {
            let mounted = PresentedView(ShadowedCircle(), width: 160, height: 160)
            let image = try WidgetRenderer.render(mounted.host.widget)
            // The circle spans 30…130 on each axis.
            XCTAssertGreaterThan(image.pixel(x: 80, y: 80).red, 200, "the circle itself")
            let beside = image.pixel(x: 133, y: 80)
            XCTAssertGreaterThan(beside.alpha, 20, "the shadow just outside the circle's edge: \(beside)")
            XCTAssertLessThan(beside.red, 60, "and dark")
            // Just outside the corner of its square, where a box's shadow would be darkest.
            XCTAssertEqual(image.pixel(x: 131, y: 131).alpha, 0, "no shadow at the square's corner")
            XCTAssertEqual(image.pixel(x: 29, y: 29).alpha, 0)
            XCTAssertEqual(image.pixel(x: 150, y: 80).alpha, 0, "the blur ends within twice its radius")
        }
    }
}
