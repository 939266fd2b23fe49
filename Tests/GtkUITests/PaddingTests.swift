@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
private final class Insets {
    var length = 10.0
}

private struct Padded: View {
    let insets: Insets
    var body: some View {
        VStack(spacing: 0) {
            Text("all").padding(insets.length)
            Text("leading").padding(.leading, 15)
            Text("stacked").padding(5).padding(.top, 10)
            Text("standard").padding()
        }
    }
}

/// `.padding(n)` is a margin of exactly `n` on the edges it names, whether the
/// view is first shown or later changed; paddings on one view add up.
final class PaddingTests: XCTestCase {
    @MainActor private static func margins(_ w: Gtk.Widget) -> [Int32] {
        return [w.marginTop, w.marginStart, w.marginBottom, w.marginEnd]
    }

    func testAPaddingIsAMarginOfExactlyItsLength() {
        GtkTest.run {
            let insets = Insets()
            let mounted = PresentedView(Padded(insets: insets), width: 600, height: 400)
            mounted.settle()
            let labels = allWidgets("GtkLabel", in: mounted.host.widget)
            XCTAssertEqual(labels.count, 4)
            XCTAssertEqual(Self.margins(labels[0]), [10, 10, 10, 10], ".padding(10)")
            XCTAssertEqual(Self.margins(labels[1]), [0, 15, 0, 0], ".padding(.leading, 15)")
            XCTAssertEqual(Self.margins(labels[2]), [15, 5, 5, 5], ".padding(5).padding(.top, 10)")
            XCTAssertEqual(Self.margins(labels[3]), [12, 12, 12, 12], "standard padding is 12")

            insets.length = 4
            mounted.settle()
            XCTAssertEqual(Self.margins(labels[0]), [4, 4, 4, 4], "a changed padding replaces the old one")
            XCTAssertEqual(Self.margins(labels[2]), [15, 5, 5, 5], "an unchanged one stays")
        }
    }
}
