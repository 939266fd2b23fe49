@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private struct Ratios: View {
    var body: some View {
        HStack(spacing: 0) {
            Circle().fill(Color.blue).scaledToFit().frame(width: 200, height: 100)
            Rectangle().fill(Color.red).aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100)
            Rectangle().fill(Color.green).aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100)
            Capsule().fill(Color.orange).aspectRatio(CGSize(width: 1, height: 3), contentMode: .fit).frame(width: 90, height: 90)
            Ellipse().fill(Color.purple).scaledToFill().frame(width: 60, height: 30)
        }
    }
}

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()` on any
/// view, as SwiftUI lays them out: fit centres the largest box at the ratio
/// inside the space, fill the smallest round it, cut at the space's edges.
final class AspectRatioTests: XCTestCase {
    @MainActor
    private static func boxes() throws -> [(content: [Float], overflows: Bool)] {
        let mounted = PresentedView(Ratios(), width: 700, height: 300)
        GtkTest.waitForFrames(of: mounted.host.widget)
        return try allWidgets("CgtkAspectBin", in: mounted.host.widget).map { bin in
            let child = bin.firstChild!
            let bounds = try XCTUnwrap(child.bounds(in: bin))
            // The bounds as GTK's graphene floats, which the typed call gives as Double.
            let content = [bounds.x, bounds.y, bounds.width, bounds.height].map { Float($0) }
            return (content, bin.overflow == .hidden)
        }
    }

    @MainActor
    private static func assertBox(_ box: [Float], _ expected: [Float], _ message: String, line: UInt = #line) {
        let actual = box
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a, e, accuracy: 1, "\(message): \(actual)", line: line)
        }
    }

    func testFitCentresTheLargestBoxAtTheRatioAndFillTheSmallestRoundTheSpace() throws {
        try GtkTest.run {
            let boxes = try Self.boxes()
            XCTAssertEqual(boxes.count, 5)
            guard boxes.count == 5 else { return }
            Self.assertBox(boxes[0].content, [50, 0, 100, 100], "a circle scaled to fit a 200 × 100 space is 100 across, centred")
            Self.assertBox(boxes[1].content, [0, 25, 100, 50], "2:1 fitted into 100 × 100")
            Self.assertBox(boxes[2].content, [-50, 0, 200, 100], "2:1 filling 100 × 100")
            Self.assertBox(boxes[3].content, [30, 0, 30, 90], "1:3 fitted into 90 × 90")
            Self.assertBox(boxes[4].content, [0, -15, 60, 60], "an ellipse (no ratio of its own: 1:1) filling 60 × 30")
            XCTAssertEqual(boxes.map(\.overflows), [false, false, true, false, true], "what fills is cut at the edges")
        }
    }
}
