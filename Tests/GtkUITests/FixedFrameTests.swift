@_spi(Bindings) import GtkBridge
import CGtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
private final class Heights {
    var tall = false
}

private struct Frames: View {
    let heights: Heights
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // The tutorial's HikeBadge: drawn at 300, shown at a third, 100 of layout.
            Color.red.frame(width: 300, height: 300).styleClass("drawn-large")
                .scaleEffect(1.0 / 3.0)
                .frame(width: 100, height: 100).styleClass("shown-small")
            Text("Below").styleClass("below")
            // Content that does not fill sits in the frame by its alignment.
            Color.blue.frame(width: 40, height: 20).styleClass("small-content")
                .frame(width: 200, height: 60, alignment: .bottomTrailing)
            // A text fills its frame's width, however long it is.
            Text("A long caption that is wider than its frame").lineLimit(1).styleClass("caption")
                .frame(width: 80)
            Color.green.frame(width: 30, height: heights.tall ? 150 : 50).styleClass("growing")
                .animation(.easeInOut(duration: 0.6), value: heights.tall)
        }
    }
}

/// A fixed frame takes exactly its size in layout, whatever its content asks for.
final class FixedFrameTests: XCTestCase {
    @MainActor
    private static func widget(_ name: String, in root: Gtk.Widget) throws -> UnsafeMutablePointer<GtkWidget> {
        try XCTUnwrap(allWidgets(withStyleClass: name, in: root.widget).first, name)
    }

    @MainActor
    private static func origin(of widget: UnsafeMutablePointer<GtkWidget>, in ancestor: UnsafeMutablePointer<GtkWidget>) -> (Float, Float) {
        var from = graphene_point_t(x: 0, y: 0), to = graphene_point_t()
        XCTAssertNotEqual(gtk_widget_compute_point(widget, ancestor, &from, &to), 0)
        return (to.x, to.y)
    }

    func testAFrameSmallerThanItsContentTakesItsOwnSizeAndTheContentOverflowsCentred() throws {
        try GtkTest.run {
            let mounted = PresentedView(Frames(heights: Heights()), width: 400, height: 600)
            let root = mounted.host.widget
            let small = try Self.widget("shown-small", in: root)
            XCTAssertEqual(gtk_widget_get_width(small), 100)
            XCTAssertEqual(gtk_widget_get_height(small), 100)
            let below = try Self.widget("below", in: root)
            XCTAssertEqual(Self.origin(of: below, in: root.widget).1, 100, "the next view starts 100 points down, not 300")
            let large = try Self.widget("drawn-large", in: root)
            XCTAssertEqual(gtk_widget_get_width(large), 300, "the content keeps the size it asked for")
            // Its effect bin (300 wide) is centred on the 100-point frame: it starts 100 to the left.
            let effectBin = gtk_widget_get_parent(large)!
            XCTAssertTrue(Self.origin(of: effectBin, in: small) == (-100, -100), "\(Self.origin(of: effectBin, in: small))")
            // Drawn at a third about its centre, it covers the frame exactly.
            var corner = graphene_point_t(x: 300, y: 300), out = graphene_point_t()
            XCTAssertNotEqual(gtk_widget_compute_point(large, small, &corner, &out), 0)
            XCTAssertEqual(out.x, 100, accuracy: 0.01)
            XCTAssertEqual(out.y, 100, accuracy: 0.01)
        }
    }

    func testContentThatDoesNotFillSitsByTheAlignmentAndATextTakesTheFramesWidth() throws {
        try GtkTest.run {
            let mounted = PresentedView(Frames(heights: Heights()), width: 400, height: 600)
            let root = mounted.host.widget
            let content = try Self.widget("small-content", in: root)
            let frame = gtk_widget_get_parent(content)!
            XCTAssertEqual(gtk_widget_get_width(frame), 200)
            XCTAssertEqual(gtk_widget_get_height(frame), 60)
            XCTAssertTrue(Self.origin(of: content, in: frame) == (160, 40), "bottom trailing: \(Self.origin(of: content, in: frame))")
            let caption = try Self.widget("caption", in: root)
            XCTAssertEqual(gtk_widget_get_width(caption), 80, "the text is as wide as its frame")
            XCTAssertEqual(gtk_widget_get_width(gtk_widget_get_parent(caption)), 80)
        }
    }

    func testAnAnimatedChangeOfSizeGrowsTheFrameOverTime() throws {
        try GtkTest.run {
            let heights = Heights()
            let mounted = PresentedView(Frames(heights: heights), width: 400, height: 600)
            let root = mounted.host.widget
            let growing = try Self.widget("growing", in: root)
            XCTAssertEqual(gtk_widget_get_height(growing), 50)
            heights.tall = true
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { (60..<140).contains(gtk_widget_get_height(growing)) }),
                          "between the two heights on the way")
            XCTAssertTrue(GtkTest.iterate(until: { gtk_widget_get_height(growing) == 150 }), "and arrives")
            XCTAssertEqual(gtk_widget_get_width(growing), 30)
        }
    }
}
