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

    func testTheContentTakesNoInputAndIsNotDrawnUntilItsFirstFrameHasPassed() throws {
        try GtkTest.run {
            let window = Gtk.Window()
            let content = Gtk.Button(label: "Inside")
            window.child = content
            window.setDefaultSize(width: 200, height: 100)
            _ = FirstScreenCurtain(covering: content, in: window)
            XCTAssertEqual(content.opacity, 0, "transparent until its first frame has passed")
            XCTAssertFalse(content.canTarget, "and no click reaches it")
            window.present()
            defer { window.destroy() }
            XCTAssertTrue(GtkTest.iterate(until: { content.opacity == 1 }), "no picture to wait for: shown after the first frame")
            XCTAssertTrue(content.canTarget)
        }
    }
}
