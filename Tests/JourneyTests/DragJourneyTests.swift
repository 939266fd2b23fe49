@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// A landmark dragged out of the app into another application's window (a
/// GTK 4 program of its own, over X's drag and drop), as its picture and as
/// its place in text.
final class DragJourneyTests: XCTestCase {
    /// The other application, at (1050, 100): a picture half and a text half.
    private enum DropTarget {
        static let origin = (x: 1050, y: 100)
        static let picturePoint = (x: 1150, y: 250)
        static let textPoint = (x: 1350, y: 250)

        static func start() throws -> OtherApplication {
            try OtherApplication(script: "drop-target.py", arguments: [String(origin.x), String(origin.y)])
        }
    }

    @MainActor private static func drag(_ widget: Gtk.Widget, to point: (x: Int, y: Int)) throws {
        let middle = (x: Double(widget.width) / 2, y: Double(widget.height) / 2)
        let start = try XCTUnwrap(XInput.screenPoint(of: widget, at: middle))
        XInput.swipe(widget, from: middle, by: point.x - start.0, point.y - start.1)
    }

    func testAListRowDropsAsItsPictureInOneApplicationAndItsPlaceInAnother() throws {
        try GtkTest.run {
            let target = try DropTarget.start()
            XCTAssertTrue(target.lines(waitingFor: "ready").contains("ready"), "the other application is up")
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            let landmark = try XCTUnwrap(driver.model.landmarks.first { $0.name == shown("Turtle Rock") })
            // From where the row rests: a drag begun while the list still settles can start on nothing.
            try Self.drag(driver.steady(try XCTUnwrap(driver.listRow(landmark.name))), to: DropTarget.picturePoint)
            let picture = target.lines(waitingFor: "picture").first { $0.hasPrefix("picture") }
            XCTAssertEqual(picture, "picture 500 500", "the thumbnail, whole")
            try Self.drag(driver.steady(try XCTUnwrap(driver.listRow(landmark.name))), to: DropTarget.textPoint)
            let text = target.lines(waitingFor: "text").first { $0.hasPrefix("text") }
            let place = tr("%1$s — %2$s, %3$s", landmark.name, landmark.park, landmark.state)
            XCTAssertEqual(text, "text " + String(reflecting: place + "\ngeo:34.011286,-116.166868")
                .replacingOccurrences(of: "\"", with: "'"))
        }
    }
}
