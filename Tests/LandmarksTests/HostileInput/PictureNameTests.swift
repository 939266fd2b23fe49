@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// A catalogue's picture names find pictures in its own folder, and nowhere else.
final class PictureNameTests: XCTestCase {
    /// A catalogue folder with one thumbnail, and a picture outside it.
    private func layout() throws -> (catalog: TemporaryDirectory, outside: URL) {
        let root = try TemporaryDirectory()
        let catalog = root.url.appendingPathComponent("catalog/images/thumbnails", isDirectory: true)
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        let png = try Data(contentsOf: Fixture.resource("images/thumbnails/turtlerock.png"))
        try png.write(to: catalog.appendingPathComponent("lake.png"))
        let outside = root.url.appendingPathComponent("secret.png")
        try png.write(to: outside)
        return (root, outside)
    }

    func testANameThatClimbsOutOfTheCatalogueFolderFindsNothing() throws {
        let (root, outside) = try layout()
        let catalog = root.url.appendingPathComponent("catalog").path
        let outsidePath = outside.deletingPathExtension().path
        GtkTest.run {
            LandmarkImages.catalogDirectory = catalog
            defer { LandmarkImages.catalogDirectory = nil }
            XCTAssertNotNil(LandmarkImages.catalogPicture(named: "lake", folder: "thumbnails"), "a plain name is found")
            for name in ["../secret", "../../secret", "images/../../secret", "/\(outsidePath)", "..", "."] {
                XCTAssertNil(LandmarkImages.catalogPicture(named: name, folder: "thumbnails"), "\(name) stays inside")
            }
        }
    }

    func testALinkInsideTheFolderToAFileOutsideIsNotFollowed() throws {
        let (root, outside) = try layout()
        let link = root.url.appendingPathComponent("catalog/images/thumbnails/linked.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
        let catalog = root.url.appendingPathComponent("catalog").path
        GtkTest.run {
            LandmarkImages.catalogDirectory = catalog
            defer { LandmarkImages.catalogDirectory = nil }
            XCTAssertNil(LandmarkImages.catalogPicture(named: "linked", folder: "thumbnails"))
        }
    }

    /// What a view shows, and Copy and a drag carry, for a picture name the
    /// catalogue's folder answers with something other than a picture of its
    /// own: never that path (the placeholder's resource instead).
    func testAPictureThatIsRefusedIsNeverHandedOnToBeShownCopiedOrDragged() throws {
        let (root, outside) = try layout()
        let thumbnails = root.url.appendingPathComponent("catalog/images/thumbnails")
        try FileManager.default.createSymbolicLink(
            at: thumbnails.appendingPathComponent("private.png"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(
            at: thumbnails.appendingPathComponent("zero.png"), withDestinationURL: URL(fileURLWithPath: "/dev/zero"))
        XCTAssertEqual(mkfifo(thumbnails.appendingPathComponent("pipe.png").path, 0o600), 0)
        let catalog = root.url.appendingPathComponent("catalog").path
        GtkTest.run {
            LandmarkImages.catalogDirectory = catalog
            defer { LandmarkImages.catalogDirectory = nil }
            for name in ["private", "zero", "pipe"] {
                let content = LandmarkImages.image(named: name, folder: "thumbnails").transferredContent
                XCTAssertNil(content.pictureFile, "\(name): \(content.pictureFile ?? "")")
            }
            let missing = LandmarkImages.image(named: "absent", folder: "thumbnails").transferredContent
            XCTAssertEqual(missing.pictureFile, catalog + "/images/thumbnails/absent.png",
                           "a picture not there at all is named where it belongs")
        }
    }
}
