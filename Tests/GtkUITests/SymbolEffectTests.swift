import Gtk
import GtkBridge
import GtkTestSupport
import GtkUIWidgets
import Observation
import XCTest

@testable import GtkUI

// Symbol effects on real icons: what moves, when, and that it comes to rest.

@Observable @MainActor
private final class EffectModel {
    var count = 0
    var isActive = false
}

private struct Bouncing: View {
    let model: EffectModel
    var body: some View {
        Image(systemName: "star").symbolEffect(.bounce, value: model.count)
    }
}

private struct Pulsing: View {
    let model: EffectModel
    var body: some View {
        Image(systemName: "star").symbolEffect(.pulse, isActive: model.isActive)
    }
}

final class SymbolEffectTests: XCTestCase {
    func testABounceLiftsTheSymbolWhenItsValueChangesNotAsItAppearsAndThenRests() throws {
        try GtkTest.run {
            let model = EffectModel()
            let mounted = PresentedView(Bouncing(model: model), width: 200, height: 100)
            let bin = try XCTUnwrap(mounted.host.widget.firstDescendant(EffectBin.self))
            let icon = try XCTUnwrap(bin.firstDescendant(Gtk.Image.self))
            @MainActor func top() -> Double { icon.bounds(in: bin)?.y ?? .nan }
            mounted.settle()
            let rest = top()
            GtkTest.assertStaysTrue(for: 0.3, "nothing plays as the view appears") { abs(top() - rest) < 0.5 }

            model.count += 1
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { top() < rest - 1 }, timeout: 1), "the new value lifts the symbol")
            XCTAssertTrue(GtkTest.iterate(until: { abs(top() - rest) < 0.5 }, timeout: 2), "and it falls back to rest")
            GtkTest.assertStaysTrue(for: 0.3, "once") { abs(top() - rest) < 0.5 }
        }
    }

    func testAPulseFadesTheSymbolWhileActiveAndStopsWhenNot() throws {
        try GtkTest.run {
            let model = EffectModel()
            let mounted = PresentedView(Pulsing(model: model), width: 200, height: 100)
            let bin = try XCTUnwrap(mounted.host.widget.firstDescendant(EffectBin.self))
            GtkTest.assertStaysTrue(for: 0.3, "inactive, it does not fade") { bin.opacity == 1 }

            model.isActive = true
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { bin.opacity < 0.8 }, timeout: 2), "active, it fades")
            XCTAssertTrue(GtkTest.iterate(until: { bin.opacity > 0.95 }, timeout: 2), "and comes back, again and again")
            XCTAssertTrue(GtkTest.iterate(until: { bin.opacity < 0.8 }, timeout: 2))

            model.isActive = false
            mounted.settle()
            XCTAssertEqual(bin.opacity, 1, "turned off, it is shown whole at once")
            GtkTest.assertStaysTrue(for: 0.3, "and stays so") { bin.opacity == 1 }
        }
    }

    func testDrawingOnGrowsTheSymbolFromItsLeadingEdgeAndDrawingOffShrinksItToItsTrailingOne() {
        let on = AnyTransition.asymmetric(insertion: .init(.symbolEffect(.drawOn)), removal: .opacity)
        XCTAssertEqual(on.insertion, TransitionLook(opacity: 0, scale: 0, anchor: .leading))
        XCTAssertEqual(on.removal, TransitionLook(opacity: 0))
        XCTAssertEqual(AnyTransition.symbolEffect(.drawOff).removal, TransitionLook(opacity: 0, scale: 0, anchor: .trailing))
    }
}
