@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private struct Clipped: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40).clipShape(RoundedRectangle(cornerRadius: 10)).styleClass("rounded")
            Color.red.frame(width: 40, height: 40).clipShape(.circle).styleClass("circle")
            Color.red.frame(width: 60, height: 20).clipShape(Capsule()).styleClass("capsule")
            Color.red.frame(width: 40, height: 40).cornerRadius(4).styleClass("corner")
            Text("tinted").frame(width: 60, height: 20).background(Color.blue).overlay(Color.white.opacity(0.5)).styleClass("tinted")
        }
    }
}

/// clipShape cuts what a view draws to the shape's outline; a style fills behind or over it.
final class ClipShapeTests: XCTestCase {
    func testViewsAreCutToRoundedRectanglesCirclesAndCapsules() throws {
        try GtkTest.run {
            let mounted = PresentedView(Clipped(), width: 200, height: 300)
            GtkTest.waitForFrames(of: mounted.host.widget)
            @MainActor func render(_ name: String) throws -> RenderedImage {
                let area = try XCTUnwrap(allWidgets(withStyleClass: name, in: mounted.host.widget).first)
                return try WidgetRenderer.render(area)   // the clipping bin, which the class is on
            }
            let red = RenderedImage.Pixel(red: 0xe0, green: 0x1b, blue: 0x24)
            let rounded = try render("rounded")
            XCTAssertEqual(rounded.pixel(x: 1, y: 1).alpha, 0, "the corner is cut")
            XCTAssertTrue(rounded.pixel(x: 5, y: 1).alpha < 255, "along a 10-point curve")
            XCTAssertTrue(rounded.pixel(x: 12, y: 1).isClose(to: red), "past it, the edge is whole")
            let circle = try render("circle")
            XCTAssertEqual(circle.pixel(x: 3, y: 3).alpha, 0, "outside the circle")
            XCTAssertTrue(circle.pixel(x: 20, y: 1).isClose(to: red, tolerance: 40), "\(circle.pixel(x: 20, y: 1))")
            let capsule = try render("capsule")
            XCTAssertEqual(capsule.pixel(x: 1, y: 1).alpha, 0, "round ends")
            XCTAssertTrue(capsule.pixel(x: 30, y: 1).isClose(to: red), "a straight middle")
            let corner = try render("corner")
            XCTAssertEqual(corner.pixel(x: 0, y: 0).alpha, 0, "cornerRadius rounds too")
            XCTAssertTrue(corner.pixel(x: 5, y: 0).isClose(to: red))
            let tinted = try render("tinted")
            XCTAssertTrue(tinted.pixel(x: 1, y: 1).isClose(to: .init(red: 154, green: 194, blue: 242), tolerance: 6),
                          "blue under half-white: \(tinted.pixel(x: 1, y: 1))")
        }
    }
}
