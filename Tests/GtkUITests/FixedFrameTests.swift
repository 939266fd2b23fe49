@_spi(Bindings) import GtkBridge
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
    private static func widget(_ name: String, in root: Gtk.Widget) throws -> Gtk.Widget {
        try XCTUnwrap(allWidgets(withStyleClass: name, in: root).first, name)
    }

    @MainActor
    private static func origin(of widget: Gtk.Widget, in ancestor: Gtk.Widget) throws -> (Float, Float) {
        let to = try XCTUnwrap(widget.convert((x: 0, y: 0), to: ancestor))
        // Back to GTK's graphene floats, which the typed call gives as Double.
        return (Float(to.x), Float(to.y))
    }

    func testAFrameSmallerThanItsContentTakesItsOwnSizeAndTheContentOverflowsCentred() throws {
        try GtkTest.run {
            let mounted = PresentedView(Frames(heights: Heights()), width: 400, height: 600)
            let root = mounted.host.widget
            let small = try Self.widget("shown-small", in: root)
            XCTAssertEqual(small.width, 100)
            XCTAssertEqual(small.height, 100)
            let below = try Self.widget("below", in: root)
            XCTAssertEqual(try Self.origin(of: below, in: root).1, 100, "the next view starts 100 points down, not 300")
            let large = try Self.widget("drawn-large", in: root)
            XCTAssertEqual(large.width, 300, "the content keeps the size it asked for")
            // Its effect bin (300 wide) is centred on the 100-point frame: it starts 100 to the left.
            let effectBin = large.parent!
            let binOrigin = try Self.origin(of: effectBin, in: small)
            XCTAssertTrue(binOrigin == (-100, -100), "\(binOrigin)")
            // Drawn at a third about its centre, it covers the frame exactly.
            let out = try XCTUnwrap(large.convert((x: 300, y: 300), to: small))
            // Compared as GTK's graphene floats, which the typed call gives as Double.
            XCTAssertEqual(Float(out.x), 100, accuracy: 0.01)
            XCTAssertEqual(Float(out.y), 100, accuracy: 0.01)
        }
    }

    func testContentThatDoesNotFillSitsByTheAlignmentAndATextTakesTheFramesWidth() throws {
        try GtkTest.run {
            let mounted = PresentedView(Frames(heights: Heights()), width: 400, height: 600)
            let root = mounted.host.widget
            let content = try Self.widget("small-content", in: root)
            let frame = content.parent!
            XCTAssertEqual(frame.width, 200)
            XCTAssertEqual(frame.height, 60)
            let contentOrigin = try Self.origin(of: content, in: frame)
            XCTAssertTrue(contentOrigin == (160, 40), "bottom trailing: \(contentOrigin)")
            let caption = try Self.widget("caption", in: root)
            XCTAssertEqual(caption.width, 80, "the text is as wide as its frame")
            XCTAssertEqual(caption.parent!.width, 80)
        }
    }

    func testAnAnimatedChangeOfSizeGrowsTheFrameOverTime() throws {
        try GtkTest.run {
            let heights = Heights()
            let mounted = PresentedView(Frames(heights: heights), width: 400, height: 600)
            let root = mounted.host.widget
            let growing = try Self.widget("growing", in: root)
            XCTAssertEqual(growing.height, 50)
            heights.tall = true
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { (60..<140).contains(growing.height) }),
                          "between the two heights on the way")
            XCTAssertTrue(GtkTest.iterate(until: { growing.height == 150 }), "and arrives")
            XCTAssertEqual(growing.width, 30)
        }
    }
}
