@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private struct Spilling: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.styleClass("spilling").padding(-10)
                .frame(width: 100, height: 50)
            Text("Below").styleClass("below")
        }
    }
}

@Observable @MainActor
private final class Inset {
    var length = 10.0
}

private struct Changing: View {
    let inset: Inset
    var body: some View {
        VStack(spacing: 0) {
            Color.red.styleClass("changing").padding(inset.length)
            Text("Below").styleClass("below")
        }
        .frame(width: 100, height: 100)
    }
}

/// A negative padding gives the content more room than the view takes, as in SwiftUI.
final class NegativePaddingTests: XCTestCase {
    func testANegativePaddingSpillsTheContentPastItsSpace() throws {
        try GtkTest.run {
            let mounted = PresentedView(Spilling(), width: 300, height: 300)
            let root = mounted.host.widget
            let spilling = try XCTUnwrap(allWidgets(withStyleClass: "spilling", in: root).first)
            XCTAssertEqual(spilling.width, 120)
            XCTAssertEqual(spilling.height, 70)
            let frame = spilling.parent!
            let to = try XCTUnwrap(spilling.convert((x: 0, y: 0), to: frame))
            // Compared as GTK's graphene floats, which the typed call gives as Double.
            let point = (Float(to.x), Float(to.y))
            XCTAssertTrue(point == (-10, -10), "\(point)")
        }
    }

    func testAPaddingThatTurnsNegativeAndBackMovesItsContentIntoABinAndOut() throws {
        try GtkTest.run {
            let inset = Inset()
            let mounted = PresentedView(Changing(inset: inset), width: 300, height: 300)
            let root = mounted.host.widget
            let area = try XCTUnwrap(allWidgets(withStyleClass: "changing", in: root).first)
            let stack = area.parent
            XCTAssertEqual(area.marginTop, 10)
            inset.length = -5
            mounted.settle()
            GtkTest.waitForFrames(of: root)
            XCTAssertEqual(allWidgets(withStyleClass: "changing", in: root).first, area, "the same widget")
            XCTAssertEqual(area.marginTop, 0)
            let bin = try XCTUnwrap(area.parent)
            XCTAssertNotEqual(bin, stack, "held in a bin")
            XCTAssertEqual(bin.parent, stack)
            XCTAssertEqual(area.width, bin.width + 10)
            inset.length = 8
            mounted.settle()
            GtkTest.waitForFrames(of: root)
            XCTAssertEqual(area.parent, stack, "back in the stack")
            XCTAssertEqual(area.marginStart, 8)
            XCTAssertEqual(area.width, 100 - 16)
        }
    }
}
