@_spi(Bindings) import GtkBridge
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks
@_spi(Bindings) import Gtk

/// A model off the main actor makes its picture by name, as the tutorial's
/// `Landmark.image` does.
private struct Trailhead: Sendable {
    let imageName: String
    var image: Image { Image(imageName) }
}

private struct NamedPictures: View {
    let names: [String]
    var body: some View {
        HStack {
            ForEach(names, id: \.self) { name in
                Trailhead(imageName: name).image.resizable().frame(width: 60, height: 40)
            }
            Trailhead(imageName: "turtlerock").image.renderingMode(.template).resizable().frame(width: 60, height: 40)
            Image(systemName: "star.fill").renderingMode(.original)
        }
        .foregroundColor(.red)
    }
}

/// `Image(_:)` finds a picture of the app's by name in its resource folders,
/// and `renderingMode(.template)` draws a picture's shape in the text colour.
final class NamedImageTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { Image.assetFolders = nil }
    }

    func testANamedImageIsThePictureOfThatNameInTheAssetFoldersAndAnUnknownOneAPlaceholder() throws {
        try GtkTest.run {
            try LandmarksApplication.registerResources()
            Image.assetFolders = ["\(AppInfo.resourceBase)/images/nowhere", "\(AppInfo.resourceBase)/images/thumbnails"]
            let mounted = PresentedView(NamedPictures(names: ["turtlerock", "no-such-picture"]), width: 500, height: 200)
            let pictures = allWidgets("GtkPicture", in: mounted.host.widget)
            XCTAssertEqual(pictures.count, 3)
            XCTAssertTrue(GtkTest.iterate(until: { pictures[0].cast(to: Gtk.Picture.self)?.paintable != nil }),
                          "turtlerock.png, from the second folder")
            XCTAssertTrue(pictures[1].hasCSSClass("image-placeholder"), "a name found nowhere shows the placeholder")
            let icon = try XCTUnwrap(findWidget("GtkImage", in: mounted.host.widget))
            XCTAssertTrue(icon.hasCSSClass("icon-style-regular"), "original asks for the full-colour icon")
        }
    }

    func testATemplatePictureIsItsShapeInTheTextColour() throws {
        try GtkTest.run {
            try LandmarksApplication.registerResources()
            Image.assetFolders = ["\(AppInfo.resourceBase)/images/thumbnails"]
            let mounted = PresentedView(NamedPictures(names: ["turtlerock"]), width: 500, height: 200)
            mounted.waitForPictures()
            let pictures = allWidgets("GtkPicture", in: mounted.host.widget)
            XCTAssertEqual(pictures.count, 2)
            GtkTest.waitForFrames(of: mounted.host.widget)
            let original = try WidgetRenderer.render(pictures[0].parent!)
            let template = try WidgetRenderer.render(pictures[1].parent!)
            let red = RenderedImage.Pixel(red: 0xe0, green: 0x1b, blue: 0x24)
            let middle = (template.width / 2, template.height / 2)
            XCTAssertTrue(template.pixel(x: middle.0, y: middle.1).isClose(to: red, tolerance: 40),
                          "the template is the text colour: \(template.pixel(x: middle.0, y: middle.1))")
            XCTAssertFalse(original.pixel(x: middle.0, y: middle.1).isClose(to: red, tolerance: 40), "the picture as it is is not")
        }
    }
}
