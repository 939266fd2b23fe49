import CGtk
import GtkTestSupport
import XCTest

@testable import GtkUI

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
            defer { mounted.tearDown() }
            mounted.settle()
            let labels = allWidgets("GtkLabel", in: mounted.host.widget.widget)
            XCTAssertEqual(labels.count, 3)
            XCTAssertEqual(gtk_widget_get_width(labels[0]), 120, "two hundred letters in 120 pixels, ellipsized")
            XCTAssertEqual(gtk_widget_get_overflow(labels[1]), GTK_OVERFLOW_HIDDEN, "clipped")
            XCTAssertEqual(gtk_widget_get_overflow(labels[2]), GTK_OVERFLOW_VISIBLE, "only where asked")
        }
    }
}
