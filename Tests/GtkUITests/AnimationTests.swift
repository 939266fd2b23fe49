@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
private final class Turns {
    var byValue = false
    var byTransaction = false
}

private struct Turning: View {
    let turns: Turns
    var body: some View {
        VStack(alignment: .leading, spacing: 40) {
            Color.red.frame(width: 40, height: 20).styleClass("by-value")
                .rotationEffect(.degrees(turns.byValue ? 90 : 0), anchor: .topLeading)
                .animation(.easeInOut(duration: 0.5), value: turns.byValue)
            Color.red.frame(width: 40, height: 20).styleClass("at-once")
                .rotationEffect(.degrees(turns.byValue ? 90 : 0), anchor: .topLeading)
            Color.red.frame(width: 40, height: 20).styleClass("by-transaction")
                .rotationEffect(.degrees(turns.byTransaction ? 90 : 0), anchor: .topLeading)
            Color.red.frame(width: 40, height: 20).styleClass("not-animated")
                .rotationEffect(.degrees(turns.byTransaction ? 90 : 0), anchor: .topLeading)
                .animation(nil, value: turns.byTransaction)
        }
    }
}

private struct Dimming: View {
    let turns: Turns
    var body: some View {
        VStack {
            Text("Fades").opacity(turns.byTransaction ? 0.2 : 1)
            Text("At once").opacity(turns.byTransaction ? 0.2 : 1).animation(nil, value: turns.byTransaction)
        }
    }
}

private struct Tinting: View {
    let turns: Turns
    var body: some View {
        Rectangle().fill(turns.byTransaction ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
            .frame(width: 40, height: 40)
    }
}

/// Effects move on an animation's curve when the change is animated, and at once otherwise.
final class AnimationTests: XCTestCase {
    /// Where the top trailing corner of the view with `name` is drawn, in its effect bin.
    @MainActor
    private static func corner(_ name: String, in root: Gtk.Widget) -> (x: Float, y: Float) {
        let view = allWidgets(withStyleClass: name, in: root).first!
        // Unchecked, as before: (0, 0) when GTK finds no way between the two.
        let to = view.convert((x: 40, y: 0), to: view.parent!) ?? (x: 0, y: 0)
        // Back to GTK's graphene floats, which the typed call gives as Double.
        return (Float(to.x), Float(to.y))
    }

    func testAnAnimatedChangeTurnsTheViewOverTimeAndAnUnanimatedOneAtOnce() {
        GtkTest.run {
            let turns = Turns()
            let mounted = PresentedView(Turning(turns: turns), width: 300, height: 400)
            let root = mounted.host.widget
            turns.byValue = true
            mounted.settle()
            GtkTest.waitForFrames(of: root)
            XCTAssertEqual(Self.corner("at-once", in: root).y, 40, accuracy: 0.01, "no animation: turned at once")
            let early = Self.corner("by-value", in: root)
            XCTAssertLessThan(early.y, 39, "animated: not there yet (\(early))")
            XCTAssertTrue(GtkTest.iterate(until: { Self.corner("by-value", in: root).y > 20 && Self.corner("by-value", in: root).y < 39 }),
                          "seen on its way")
            XCTAssertTrue(GtkTest.iterate(until: { abs(Self.corner("by-value", in: root).y - 40) < 0.01 }), "and arrives")
        }
    }

    func testWithAnimationAnimatesAndAnimationNilTakesItsChangesOut() {
        GtkTest.run {
            let turns = Turns()
            let mounted = PresentedView(Turning(turns: turns), width: 300, height: 400)
            let root = mounted.host.widget
            withAnimation(.easeInOut(duration: 0.5)) { turns.byTransaction = true }
            mounted.settle()
            GtkTest.waitForFrames(of: root)
            XCTAssertEqual(Self.corner("not-animated", in: root).y, 40, accuracy: 0.01, ".animation(nil) shows it at once")
            XCTAssertLessThan(Self.corner("by-transaction", in: root).y, 39, "withAnimation animates it")
            XCTAssertTrue(GtkTest.iterate(until: { abs(Self.corner("by-transaction", in: root).y - 40) < 0.01 }), "to the end")
        }
    }

    func testOpacityFadesWhenTheChangeIsAnimatedAndChangesAtOnceOtherwise() throws {
        try GtkTest.run {
            let turns = Turns()
            let mounted = PresentedView(Dimming(turns: turns), width: 300, height: 200)
            let root = mounted.host.widget
            let fades = try XCTUnwrap(findLabel("Fades", in: root)), atOnce = try XCTUnwrap(findLabel("At once", in: root))
            withAnimation(.easeInOut(duration: 0.6)) { turns.byTransaction = true }
            mounted.settle()
            GtkTest.waitForFrames(2, of: root)
            XCTAssertEqual(atOnce.opacity, 0.2, accuracy: 0.01, "taken out of the animation: at once")
            XCTAssertGreaterThan(fades.opacity, 0.5, "animated: still fading")
            XCTAssertTrue(GtkTest.iterate(until: { fades.opacity > 0.3 && fades.opacity < 0.9 }),
                          "seen on its way")
            XCTAssertTrue(GtkTest.iterate(until: { abs(fades.opacity - 0.2) < 0.01 }), "and arrives")
            turns.byTransaction = false
            mounted.settle()
            XCTAssertEqual(fades.opacity, 1, "no animation: at once")
        }
    }

    func testAShapesFillColourMovesOnTheCurveWhenAnimatedAndChangesAtOnceOtherwise() throws {
        try GtkTest.run {
            let turns = Turns()
            let mounted = PresentedView(Tinting(turns: turns), width: 100, height: 100)
            let area = try XCTUnwrap(findWidget("GtkDrawingArea", in: mounted.host.widget))
            @MainActor func centre() -> RenderedImage.Pixel? { (try? WidgetRenderer.render(area))?.pixel(x: 20, y: 20) }
            XCTAssertEqual(centre()?.red, 255)
            withAnimation(.easeInOut(duration: 0.6)) { turns.byTransaction = true }
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: {
                guard let pixel = centre() else { return false }
                return pixel.red > 40 && pixel.red < 215 && pixel.blue > 40 && pixel.blue < 215
            }), "seen between red and blue")
            XCTAssertTrue(GtkTest.iterate(until: { centre()?.blue == 255 && centre()?.red == 0 }), "and arrives at blue")
            turns.byTransaction = false
            mounted.settle()
            GtkTest.waitForFrames(of: mounted.host.widget)
            XCTAssertEqual(centre()?.red, 255, "no animation: red at once")
        }
    }
}
