@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private struct Effects: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 20, height: 20).styleClass("offset").offset(x: 10, y: 5)
            Color.red.frame(width: 40, height: 20).styleClass("turned").rotationEffect(.degrees(90), anchor: .topLeading)
            Color.red.frame(width: 20, height: 20).styleClass("scaled").scaleEffect(2, anchor: .topLeading)
            ZStack {
                Color.red.frame(width: 20, height: 20).styleClass("placed").position(x: 50, y: 30)
            }
            .frame(width: 100, height: 60)
            Color.red.frame(width: 20, height: 20).styleClass("grey").grayscale(1)
            Color.red.frame(width: 20, height: 20).styleClass("hue").hueRotation(.degrees(180))
        }
    }
}

/// Geometry and colour effects change how a view is drawn, not the space it takes.
final class GeometryEffectTests: XCTestCase {
    @MainActor
    private static func area(_ name: String, in root: Gtk.Widget) throws -> Gtk.Widget {
        try XCTUnwrap(allWidgets(withStyleClass: name, in: root).first, name)
    }

    /// Where `point` of `widget` lies in `bin`, its effect container.
    @MainActor
    private static func point(_ x: Float, _ y: Float, of widget: Gtk.Widget) throws -> (Float, Float) {
        let bin = widget.parent!
        let to = try XCTUnwrap(widget.convert((x: Double(x), y: Double(y)), to: bin))
        // Back to GTK's graphene floats, which the typed call gives as Double.
        return (Float(to.x), Float(to.y))
    }

    func testMovedTurnedScaledAndPlacedViewsKeepTheirSpace() throws {
        try GtkTest.run {
            let mounted = PresentedView(Effects(), width: 300, height: 400)
            let root = mounted.host.widget
            let offset = try Self.area("offset", in: root)
            XCTAssertTrue(try Self.point(0, 0, of: offset) == (10, 5), "moved by the offset")
            XCTAssertEqual(offset.parent!.width, 20, "its space is its own size")

            let turned = try Self.area("turned", in: root)
            let corner = try Self.point(40, 0, of: turned)
            XCTAssertEqual(corner.0, 0, accuracy: 0.01, "the top trailing corner turned a quarter clockwise…")
            XCTAssertEqual(corner.1, 40, accuracy: 0.01, "…about the top leading one")
            XCTAssertEqual(turned.parent!.height, 20, "the space it takes is not turned")

            let scaled = try Self.area("scaled", in: root)
            XCTAssertTrue(try Self.point(20, 20, of: scaled) == (40, 40), "twice the size from the top leading corner")

            let placed = try Self.area("placed", in: root)
            XCTAssertTrue(try Self.point(0, 0, of: placed) == (40, 20), "its centre at (50, 30)")
            XCTAssertEqual(placed.parent!.width, 100, "it takes the space offered")
        }
    }

    func testGrayscaleAndHueRotationRecolourWhatIsDrawn() throws {
        try GtkTest.run {
            let mounted = PresentedView(Effects(), width: 300, height: 400)
            let root = mounted.host.widget
            let grey = try WidgetRenderer.render(try Self.area("grey", in: root).parent!).pixel(x: 10, y: 10)
            XCTAssertEqual(Int(grey.red), Int(grey.green), accuracy: 2, "grey: \(grey)")
            XCTAssertEqual(Int(grey.green), Int(grey.blue), accuracy: 2)
            XCTAssertEqual(Int(grey.red), 64, accuracy: 12, "red's luminance")
            let turned = try WidgetRenderer.render(try Self.area("hue", in: root).parent!).pixel(x: 10, y: 10)
            XCTAssertLessThan(turned.red, turned.green, "red turned half round is cyan-ish: \(turned)")
            XCTAssertLessThan(turned.red, turned.blue)
        }
    }
}
