import FoundationEssentials
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks

/// The app's pictures are decoded off the main thread: one already the size
/// asked for by GDK's own decoder, any other scaled by the pixbuf loader.
/// Both give the same pixels; a header that lies or ends early sends the
/// picture the slow way rather than anywhere wrong.
final class PictureDecodingTests: XCTestCase {
    private static let images = TestPaths.packageRoot() + "/Resources/images/"

    private func header(ofFile path: String) throws -> PictureHeader? {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.images + path))
        return data.withUnsafeBytes { PictureHeader($0) }
    }

    func testHeadersGiveTheSizesOfTheBundledPNGsAndJPEGs() throws {
        XCTAssertEqual(try header(ofFile: "thumbnails-small/stmarylake.png"), PictureHeader(width: 155, height: 155))
        XCTAssertEqual(try header(ofFile: "thumbnails-small/stmarylake@2x.png"), PictureHeader(width: 310, height: 310))
        let feature = try XCTUnwrap(try header(ofFile: "features/turtlerock_feature.jpg"))
        let read = try XCTUnwrap(PictureDecoding.size(ofFile: Self.images + "features/turtlerock_feature.jpg"))
        XCTAssertEqual(feature, PictureHeader(width: read.width, height: read.height), "the size GDK reads")
    }

    func testHeadersThatEndEarlyOrAreNotPicturesGiveNothing() throws {
        let png = try Data(contentsOf: URL(fileURLWithPath: Self.images + "thumbnails-small/stmarylake.png"))
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: Self.images + "features/turtlerock_feature.jpg"))
        for length in [0, 1, 8, 16, 23] {
            XCTAssertNil(png.prefix(length).withUnsafeBytes { PictureHeader($0) }, "a PNG cut at \(length) bytes")
        }
        for length in [0, 2, 4, 20, 100] {
            XCTAssertNil(jpeg.prefix(length).withUnsafeBytes { PictureHeader($0) }, "a JPEG cut at \(length) bytes")
        }
        XCTAssertNil(Data("not a picture at all, not at all".utf8).withUnsafeBytes { PictureHeader($0) })
        // A JPEG segment whose length is too short to go on from.
        XCTAssertNil(Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01, 0x00, 0x00]).withUnsafeBytes { PictureHeader($0) })
        // A PNG that says it has no width.
        var empty = png
        empty.replaceSubrange(16..<20, with: [0, 0, 0, 0])
        XCTAssertNil(empty.withUnsafeBytes { PictureHeader($0) })
    }

    @MainActor
    func testAPictureAtItsOwnSizeDecodesToTheSamePixelsAsOneScaled() throws {
        GtkTest.initialize()
        try LandmarksApplication.registerResources()
        let base = "/io/github/swiftgtk/Landmarks/images/thumbnails-small/"
        // At its own size (GDK's decoder) and the @2x one scaled down (the pixbuf loader).
        let own = try XCTUnwrap(PictureDecoding.decode(resource: base + "stmarylake.png", side: 155))
        let scaled = try XCTUnwrap(PictureDecoding.decode(resource: base + "stmarylake@2x.png", side: 155))
        XCTAssertEqual(own.width, 155)
        XCTAssertEqual(scaled.width, 155)
        let ownPixels = RenderedImage(texture: own.texture())
        XCTAssertEqual(ownPixels.width, 155)
        // The same picture as the pixbuf loader reads it from its file at its own size.
        let reference = try XCTUnwrap(PictureDecoding.decode(file: Self.images + "thumbnails-small/stmarylake.png", side: nil))
        XCTAssertTrue(ownPixels.samePixels(as: RenderedImage(texture: reference.texture())), "GDK's decoder and the pixbuf loader agree")
        XCTAssertNil(PictureDecoding.decode(resource: base + "no-such-picture.png", side: 155))
    }
}
