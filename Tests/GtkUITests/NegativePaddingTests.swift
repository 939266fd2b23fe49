@_spi(Bindings) import GtkBridge
import CGtk
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
            let spilling = try XCTUnwrap(allWidgets(withStyleClass: "spilling", in: root.widget).first)
            XCTAssertEqual(gtk_widget_get_width(spilling), 120)
            XCTAssertEqual(gtk_widget_get_height(spilling), 70)
            let frame = gtk_widget_get_parent(spilling)!
            var from = graphene_point_t(x: 0, y: 0), to = graphene_point_t()
            XCTAssertNotEqual(gtk_widget_compute_point(spilling, frame, &from, &to), 0)
            XCTAssertTrue((to.x, to.y) == (-10, -10), "\((to.x, to.y))")
        }
    }

    func testAPaddingThatTurnsNegativeAndBackMovesItsContentIntoABinAndOut() throws {
        try GtkTest.run {
            let inset = Inset()
            let mounted = PresentedView(Changing(inset: inset), width: 300, height: 300)
            let root = mounted.host.widget
            let area = try XCTUnwrap(allWidgets(withStyleClass: "changing", in: root.widget).first)
            let stack = gtk_widget_get_parent(area)
            XCTAssertEqual(gtk_widget_get_margin_top(area), 10)
            inset.length = -5
            mounted.settle()
            GtkTest.waitForFrames(of: root.widget)
            XCTAssertEqual(allWidgets(withStyleClass: "changing", in: root.widget).first, area, "the same widget")
            XCTAssertEqual(gtk_widget_get_margin_top(area), 0)
            let bin = try XCTUnwrap(gtk_widget_get_parent(area))
            XCTAssertNotEqual(bin, stack, "held in a bin")
            XCTAssertEqual(gtk_widget_get_parent(bin), stack)
            XCTAssertEqual(gtk_widget_get_width(area), gtk_widget_get_width(bin) + 10)
            inset.length = 8
            mounted.settle()
            GtkTest.waitForFrames(of: root.widget)
            XCTAssertEqual(gtk_widget_get_parent(area), stack, "back in the stack")
            XCTAssertEqual(gtk_widget_get_margin_start(area), 8)
            XCTAssertEqual(gtk_widget_get_width(area), 100 - 16)
        }
    }
}
