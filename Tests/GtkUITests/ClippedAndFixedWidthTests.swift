@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private struct Names: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(String(repeating: "W", count: 200)).lineLimit(1).frame(width: 120, alignment: .leading)
            Text("a" + String(repeating: "\u{301}", count: 30)).clipped()
            Text("plain")
        }
    }
}

/// SwiftUI's `.clipped()` cuts what a view draws at its bounds, and a text in
/// a fixed `.frame(width:)` is that wide whatever its length.
final class ClippedAndFixedWidthTests: XCTestCase {
    func testClippedCutsAtTheBoundsAndAFixedWidthTextKeepsItsWidth() {
        GtkTest.run {
            let mounted = PresentedView(Names(), width: 600, height: 200)
            mounted.settle()
            let labels = allWidgets("GtkLabel", in: mounted.host.widget)
            XCTAssertEqual(labels.count, 3)
            XCTAssertEqual(labels[0].width, 120, "two hundred letters in 120 pixels, ellipsized")
            XCTAssertEqual(labels[1].overflow, .hidden, "clipped")
            XCTAssertEqual(labels[2].overflow, .visible, "only where asked")
        }
    }
}

private struct FixedAndExpanding: View {
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().frame(maxWidth: .infinity, minHeight: 100).styleClass("growing")
            Rectangle().frame(height: 120).styleClass("fixed")
        }
        .frame(maxHeight: .infinity)
    }
}

extension ClippedAndFixedWidthTests {
    /// A shape fills what it is given, but a fixed `.frame(height:)` is that
    /// tall: the space left over in a tall window goes to the view that may
    /// grow, not half of it to the fixed one (a detail page's picture sat
    /// 80 px lower than the map it overlaps).
    func testAFixedHeightTakesNoShareOfTheSpaceLeftOver() {
        GtkTest.run {
            let mounted = PresentedView(FixedAndExpanding(), width: 300, height: 600)
            mounted.settle()
            let root = mounted.host.widget
            let fixed = allWidgets(withStyleClass: "fixed", in: root), growing = allWidgets(withStyleClass: "growing", in: root)
            XCTAssertEqual(fixed.map(\.height), [120], "the fixed one")
            XCTAssertEqual(growing.map(\.height), [480], "the one that may grow takes the rest")
        }
    }
}
