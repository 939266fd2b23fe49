@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
private final class Room {
    var width = 300.0
    var caption = "First"
}

/// Reads the caption in its body and hands it to the reader's closure.
private struct Captioned: View {
    let room: Room
    var body: some View {
        let caption = room.caption
        return GeometryReader { proxy in
            Text("\(caption) at \(Int(proxy.size.width))")
        }
        .frame(width: 200, height: 40)
    }
}

private struct Measured: View {
    let room: Room
    var body: some View {
        VStack(spacing: 0) {
            GeometryReader { proxy in
                VStack(spacing: 0) {
                    Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
                    Circle().frame(width: min(proxy.size.width, proxy.size.height) / 2,
                                   height: min(proxy.size.width, proxy.size.height) / 2)
                }
            }
            .frame(width: room.width, height: 120)
            Spacer()
        }
    }
}

/// A GeometryReader builds its content from the size it is allocated, and again when that changes.
final class GeometryReaderTests: XCTestCase {
    func testContentIsBuiltFromTheAllocatedSizeAndRebuiltWhenItChanges() throws {
        try GtkTest.run {
            let room = Room()
            let mounted = PresentedView(Measured(room: room), width: 600, height: 400)
            let root = mounted.host.widget
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("300×120", in: root) != nil }),
                          "the content saw the allocated size")
            let circle = try XCTUnwrap(allWidgets("GtkDrawingArea", in: root).first { $0.width == 60 },
                                       "a circle half the smaller side")
            let label = try XCTUnwrap(findLabel("300×120", in: root))
            let reader = try XCTUnwrap(label.parent?.parent)
            let placed = try XCTUnwrap(label.convert((x: 0, y: 0), to: reader))
            XCTAssertEqual(Float(placed.y), 0, "the content starts at the top")
            XCTAssertEqual(circle.height, 60)

            room.width = 180
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("180×120", in: root) != nil }),
                          "built again at the new width")
            XCTAssertTrue(GtkTest.iterate(until: {
                allWidgets("GtkDrawingArea", in: root).contains { $0.width == 60 && $0.height == 60 }
            }), "120 is still the smaller side")
        }
    }

    func testContentIsBuiltAgainWhenTheBodyAroundItRunsAgain() throws {
        try GtkTest.run {
            let room = Room()
            let mounted = PresentedView(Captioned(room: room), width: 300, height: 100)
            let root = mounted.host.widget
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("First at 200", in: root) != nil }))
            room.caption = "Second"
            mounted.settle()
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("Second at 200", in: root) != nil }),
                          "what the closure captured is shown")
        }
    }
}
