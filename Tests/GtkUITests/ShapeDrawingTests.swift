@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
private final class Swatches {
    var fill = Color.red
}

private struct Shapes: View {
    let swatches: Swatches
    var body: some View {
        VStack(spacing: 0) {
            Circle().fill(swatches.fill).frame(width: 40, height: 40)
            Rectangle().stroke(Color.blue, lineWidth: 4).frame(width: 40, height: 40)
            LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom).frame(width: 40, height: 40)
            Capsule().frame(width: 40, height: 20).foregroundStyle(Color(red: 0, green: 1, blue: 0))
            Color.clear.frame(width: 40, height: 10)
            RoundedRectangle(cornerRadius: 10)
                .foregroundStyle(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
                .frame(width: 40, height: 40)
        }
    }
}

@MainActor
private func areas(_ mounted: PresentedView<Shapes>) -> [Gtk.Widget] {
    allWidgets("GtkDrawingArea", in: mounted.host.widget)
}

/// Shapes, colours and gradients are drawn where they are, in the colour
/// asked for, and again when it changes.
final class ShapeDrawingTests: XCTestCase {
    func testAFilledCircleIsItsColourInsideAndClearOutside() throws {
        try GtkTest.run {
            let swatches = Swatches()
            let mounted = PresentedView(Shapes(swatches: swatches), width: 200, height: 300)
            let circle = try WidgetRenderer.render(areas(mounted)[0])
            XCTAssertEqual(circle.width, 40)
            XCTAssertTrue(circle.pixel(x: 20, y: 20).isClose(to: .init(red: 0xe0, green: 0x1b, blue: 0x24)),
                          "libadwaita's red_3 in the middle: \(circle.pixel(x: 20, y: 20))")
            XCTAssertEqual(circle.pixel(x: 2, y: 2).alpha, 0, "the corner is outside the circle")

            swatches.fill = Color(red: 0, green: 0, blue: 1, opacity: 0.5)
            mounted.settle()
            GtkTest.waitForFrames(of: mounted.host.widget)
            let repainted = try WidgetRenderer.render(areas(mounted)[0])
            XCTAssertTrue(repainted.pixel(x: 20, y: 20).isClose(to: .init(red: 0, green: 0, blue: 255, alpha: 128)),
                          "painted again in the new colour: \(repainted.pixel(x: 20, y: 20))")
        }
    }

    func testAStrokeDrawsTheOutlineAndNotTheInside() throws {
        try GtkTest.run {
            let mounted = PresentedView(Shapes(swatches: Swatches()), width: 200, height: 300)
            let square = try WidgetRenderer.render(areas(mounted)[1])
            XCTAssertTrue(square.pixel(x: 1, y: 20).isClose(to: .init(red: 0x35, green: 0x84, blue: 0xe4)),
                          "half the 4-pixel line lies inside the edge: \(square.pixel(x: 1, y: 20))")
            XCTAssertEqual(square.pixel(x: 20, y: 20).alpha, 0, "the inside is not filled")
        }
    }

    func testALinearGradientRunsFromItsStartToItsEnd() throws {
        try GtkTest.run {
            let mounted = PresentedView(Shapes(swatches: Swatches()), width: 200, height: 300)
            let gradient = try WidgetRenderer.render(areas(mounted)[2])
            let top = gradient.pixel(x: 20, y: 0), middle = gradient.pixel(x: 20, y: 20), bottom = gradient.pixel(x: 20, y: 39)
            XCTAssertGreaterThan(top.red, 245, "white at the top: \(top)")
            XCTAssertTrue(middle.isClose(to: .init(red: 128, green: 128, blue: 128), tolerance: 10), "grey halfway: \(middle)")
            XCTAssertLessThan(bottom.red, 10, "black at the bottom: \(bottom)")
        }
    }

    func testAShapeWithoutAFillTakesTheForegroundStyleColourOrGradient() throws {
        try GtkTest.run {
            let mounted = PresentedView(Shapes(swatches: Swatches()), width: 200, height: 300)
            let capsule = try WidgetRenderer.render(areas(mounted)[3])
            XCTAssertTrue(capsule.pixel(x: 20, y: 10).isClose(to: .init(red: 0, green: 255, blue: 0)), "\(capsule.pixel(x: 20, y: 10))")
            XCTAssertEqual(capsule.pixel(x: 0, y: 0).alpha, 0, "the capsule's rounded end leaves the corner")

            let clear = try WidgetRenderer.render(areas(mounted)[4])
            XCTAssertEqual(clear.pixel(x: 20, y: 5).alpha, 0, "Color.clear draws nothing")

            let rounded = try WidgetRenderer.render(areas(mounted)[5])
            XCTAssertLessThan(rounded.pixel(x: 3, y: 20).red, 30, "the gradient's black at the leading edge: \(rounded.pixel(x: 3, y: 20))")
            XCTAssertGreaterThan(rounded.pixel(x: 36, y: 20).red, 225, "white at the trailing edge")
            XCTAssertEqual(rounded.pixel(x: 0, y: 0).alpha, 0, "rounded corners")
        }
    }

    func testAShapeIsDrawnSharplyAtScaleTwo() throws {
        try GtkTest.run {
            let mounted = PresentedView(Shapes(swatches: Swatches()), width: 200, height: 300)
            let circle = try WidgetRenderer.render(areas(mounted)[0], scale: 2)
            XCTAssertEqual(circle.width, 80, "rendered at twice the pixels")
            XCTAssertEqual(circle.pixel(x: 40, y: 1).alpha, 255, "the top of the circle lands on device pixels: \(circle.pixel(x: 40, y: 1))")
        }
    }
}
