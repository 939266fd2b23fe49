@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

/// `Path`, `Angle` and `Color` hold what SwiftUI's do, before anything is drawn.
final class PathAndColorTests: XCTestCase {
    func testPathBuildsItsElementsInOrderAndMeasuresItsBounds() {
        var path = Path()
        path.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 30, y: 40)])
        path.addQuadCurve(to: CGPoint(x: 10, y: 40), control: CGPoint(x: 20, y: 50))
        path.closeSubpath()
        XCTAssertEqual(path.elements.count, 5)
        XCTAssertEqual(path.elements.first, .move(to: CGPoint(x: 10, y: 10)))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 10, y: 10), "closing returns to where the subpath began")
        XCTAssertEqual(path.boundingRect, CGRect(x: 10, y: 10, width: 20, height: 40), "control points included")
        XCTAssertEqual(Path().boundingRect, .null)
    }

    func testAnArcRunsTheWayItsAnglesSayAndEndsOnItsCircle() {
        // Clockwise: false runs the way angles grow, from 0 (right) to 90° (down, since y points down).
        var grow = Path()
        grow.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        XCTAssertEqual(grow.elements.count, 2, "a quarter turn is one curve after the move")
        guard case .curve(let end, _, _) = grow.elements.last else { return XCTFail("ends in a curve") }
        XCTAssertEqual(end.x, 0, accuracy: 1e-9)
        XCTAssertEqual(end.y, 10, accuracy: 1e-9)

        var shrink = Path()
        shrink.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        XCTAssertEqual(shrink.elements.count, 4, "the other way round is three quarters")
        XCTAssertEqual(shrink.boundingRect.minY, -10, accuracy: 1e-9, "through the top (negative y)")
        XCTAssertEqual(shrink.boundingRect.minX, -10, accuracy: 1e-9, "and the left")
        XCTAssertEqual(grow.boundingRect.minY, 0, accuracy: 1e-9, "the short way never goes above the centre")
    }

    func testRoundedRectanglesEllipsesAndCapsulesStayInTheirBounds() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        for path in [RoundedRectangle(cornerRadius: 8).path(in: rect), Ellipse().path(in: rect), Capsule().path(in: rect)] {
            XCTAssertEqual(path.boundingRect.minX, 0, accuracy: 1e-9)
            XCTAssertEqual(path.boundingRect.maxX, 100, accuracy: 1e-9)
            XCTAssertEqual(path.boundingRect.height, 40, accuracy: 1e-9)
        }
        XCTAssertEqual(Circle().path(in: rect).boundingRect, CGRect(x: 30, y: 0, width: 40, height: 40), "centred, as wide as it is tall")
    }

    func testAngleConvertsBetweenDegreesAndRadians() {
        XCTAssertEqual(Angle.degrees(180).radians, .pi, accuracy: 1e-12)
        XCTAssertEqual(Angle(radians: .pi / 2).degrees, 90, accuracy: 1e-12)
        XCTAssertEqual((Angle.degrees(30) + .degrees(60)).degrees, 90, accuracy: 1e-12)
        XCTAssertLessThan(Angle.degrees(10), .degrees(20))
    }

    func testColorsFromHueSaturationAndBrightnessAndOpacity() {
        XCTAssertEqual(Color(hue: 0, saturation: 1, brightness: 1), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(Color(hue: 1.0 / 3, saturation: 1, brightness: 0.5), Color(red: 0, green: 0.5, blue: 0))
        XCTAssertEqual(Color(hue: 0.5, saturation: 0, brightness: 0.25), Color(white: 0.25))
        XCTAssertEqual(Color.red.opacity(0.5).opacity(0.5).alpha, 0.25, "opacity multiplies")
        XCTAssertEqual(Color(red: 2, green: -1, blue: 0.5), Color(red: 1, green: 0, blue: 0.5), "components are clamped")
        let linear = Color(.sRGBLinear, white: 0.5)
        guard case .rgb(let red, _, _) = linear.base else { return XCTFail("an RGB colour") }
        XCTAssertEqual(red, 0.735, accuracy: 0.001, "linear light converted to sRGB")
    }
}

/// `foregroundStyle` colours text through a CSS class GTK passes on to what is inside.
final class ForegroundStyleTests: XCTestCase {
    private struct Styled: View {
        var body: some View {
            VStack {
                Text("yellow").foregroundStyle(.yellow)
                VStack { Text("inherited") }.foregroundStyle(Color(red: 1, green: 0, blue: 0))
                Text("dim").foregroundStyle(.secondary)
                Text("named").foregroundStyle(Color("accent_bg_color"))
                Text("plain")
            }
        }
    }

    func testTextTakesTheColourOfItsForegroundStyleAndPassesItOn() {
        GtkTest.run {
            let mounted = PresentedView(Styled(), width: 300, height: 300)
            let root = mounted.host.widget
            @MainActor func color(of text: String) -> RGBColor? {
                findLabel(text, in: root).map { $0.styleForegroundColor }
            }
            let yellow = color(of: "yellow")
            XCTAssertEqual(yellow?.red ?? 0, 0xf6 / 255.0, accuracy: 0.01, "libadwaita's yellow_3")
            XCTAssertEqual(yellow?.blue ?? 1, 0x2d / 255.0, accuracy: 0.01)
            XCTAssertEqual(color(of: "inherited"), RGBColor(red: 1, green: 0, blue: 0), "a label inside takes it")
            let plain = color(of: "plain"), dim = color(of: "dim")
            XCTAssertEqual(dim?.alpha ?? 0, (plain?.alpha ?? 0) * 0.55, accuracy: 0.01, "secondary is the text colour dimmed")
            XCTAssertEqual(dim?.red ?? 0, plain?.red ?? 1, accuracy: 0.01)
            let accent = color(of: "named")
            XCTAssertEqual(accent?.blue ?? 0, 0xe4 / 255.0, accuracy: 0.02, "a colour the stylesheet names: \(String(describing: accent))")
        }
    }
}

@Observable @MainActor
private final class Tint {
    var color: Color? = .red
}

private struct Tinted: View {
    let tint: Tint
    var body: some View {
        Text("tinted").foregroundColor(tint.color)
    }
}

/// A changed foreground style replaces the one before on the same widget, and no style takes it away.
final class ChangingForegroundStyleTests: XCTestCase {
    func testANewStyleReplacesTheOldAndNoStyleRestoresTheTextColour() throws {
        try GtkTest.run {
            let tint = Tint()
            let mounted = PresentedView(Tinted(tint: tint), width: 200, height: 100)
            let label = try XCTUnwrap(findLabel("tinted", in: mounted.host.widget))
            XCTAssertEqual(label.styleForegroundColor.red, 0xe0 / 255.0, accuracy: 0.01, "red_3")
            tint.color = .blue
            mounted.settle()
            XCTAssertEqual(label.styleForegroundColor.blue, 0xe4 / 255.0, accuracy: 0.01, "blue_3 in its place")
            XCTAssertEqual(label.styleForegroundColor.red, 0x35 / 255.0, accuracy: 0.01)
            tint.color = nil
            mounted.settle()
            XCTAssertEqual(label.styleForegroundColor.alpha, 0.8, accuracy: 0.05, "the theme's text colour again")
            XCTAssertLessThan(label.styleForegroundColor.blue, 0.5)
        }
    }
}
