@_spi(Bindings) import GtkBridge
import GtkTestSupport
@testable import GtkUI
import XCTest

@testable import Landmarks
@testable import LandmarksModel
@_spi(Bindings) import Gtk

/// A window's first screen is drawn once, whole: its content shows after the
/// pictures of the app's resources it asked for are handed to their views.
final class FirstScreenTests: XCTestCase {
    func testWhatWaitsForTheResourcesPicturesRunsAfterTheyAreHandedToTheirViews() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let path = "\(AppInfo.resourceBase)/images/thumbnails/\(model.landmarks[1].imageName).png"
            var delivered = false
            var deliveredFirst: Bool?
            TextureLoader.load(.resource(path), pixelSize: 61) { _ in delivered = true }
            XCTAssertTrue(TextureLoader.isDecodingResources, "the picture is decoding")
            TextureLoader.whenResourcesDecoded { deliveredFirst = delivered }
            XCTAssertTrue(GtkTest.iterate(until: { deliveredFirst != nil }))
            XCTAssertEqual(deliveredFirst, true, "the picture reached its view first")
            var atOnce = false
            TextureLoader.whenResourcesDecoded { atOnce = true }
            XCTAssertTrue(atOnce, "with nothing decoding, at once")
        }
    }

    func testTheMainThreadCanTakeADecodedPictureBeforeTheMainActorDeliversItAndItIsDeliveredOnce() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let path = "\(AppInfo.resourceBase)/images/thumbnails/\(model.landmarks[2].imageName).png"
            var deliveries = 0
            TextureLoader.load(.resource(path), pixelSize: 47) { texture in
                XCTAssertNotNil(texture)
                deliveries += 1
            }
            XCTAssertTrue(TextureLoader.isDecodingResources)
            XCTAssertTrue(TextureLoader.finishResourceDecodes(waitingUntil: .now() + .seconds(20)), "nothing left decoding")
            XCTAssertEqual(deliveries, 1, "handed to its view without a turn of the main loop")
            // The decoding task's own delivery reaches the main actor within
            // a few turns of the loop (the decode itself is over); 0.3 s is ample.
            GtkTest.assertStaysTrue(for: 0.3, "the main actor's delivery is not a second one") { deliveries == 1 }
        }
    }

    func testAPictureDecodedInTimeIsDrawnInTheWindowsFirstFrame() throws {
        try GtkTest.run {
            let model = try bundledModel()
            let path = "\(AppInfo.resourceBase)/images/thumbnails/\(model.landmarks[3].imageName).png"
            let wait = FirstScreenCurtain.layoutWait
            FirstScreenCurtain.layoutWait = 20_000  // however busy the machine, the decode is waited for
            defer { FirstScreenCurtain.layoutWait = wait }
            let window = Gtk.Window()
            let content = Gtk.Picture()
            window.child = content
            window.setDefaultSize(width: 200, height: 100)
            _ = FirstScreenCurtain(covering: content, in: window)
            TextureLoader.load(.resource(path), pixelSize: 53) { texture in
                content.paintable = texture
            }
            var firstFrame: (opacity: Double, hasPicture: Bool)?
            var paint: SignalConnection?
            let realized = window.onRealize { window in
                paint = window.frameClock?.connect("paint") {
                    if firstFrame == nil { firstFrame = (content.opacity, content.paintable != nil) }
                }
            }
            window.present()
            defer {
                paint?.disconnect()
                realized.disconnect()
                window.destroy()
            }
            XCTAssertTrue(GtkTest.iterate(until: { firstFrame != nil }))
            XCTAssertEqual(firstFrame?.opacity, 1, "the content shows in the first frame")
            XCTAssertEqual(firstFrame?.hasPicture, true, "with its picture")
        }
    }

    func testTheContentTakesNoInputAndIsNotDrawnBeforeItIsLaidOut() throws {
        try GtkTest.run {
            let window = Gtk.Window()
            let content = Gtk.Button(label: "Inside")
            window.child = content
            window.setDefaultSize(width: 200, height: 100)
            _ = FirstScreenCurtain(covering: content, in: window)
            XCTAssertEqual(content.opacity, 0, "transparent until it is laid out")
            XCTAssertFalse(content.canTarget, "and no click reaches it")
            window.present()
            defer { window.destroy() }
            XCTAssertTrue(GtkTest.iterate(until: { content.opacity == 1 }), "no picture to wait for: shown once laid out")
            XCTAssertTrue(content.canTarget)
        }
    }
}
