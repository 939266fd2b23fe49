import Adw
import Foundation
import Gtk
import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI

/// An asset catalogue laid out as Xcode writes one: a group folder holding
/// an image set with only a 2x rendition, an image set with a 1x and a 3x,
/// an image set whose Contents.json names no file, and a colour set.
private func makeCatalog() throws -> (root: URL, catalog: URL) {
    let root = FileManager.default.temporaryDirectory.appending(path: "assets-\(UUID().uuidString)")
    let catalog = root.appending(path: "Assets.xcassets")
    let picture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Resources/images/thumbnails/chilkoottrail.png")
    func imageSet(_ path: String, _ renditions: [(file: String?, scale: String)]) throws {
        let set = catalog.appending(path: path)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let images = renditions.map { rendition in
            rendition.file.map { #"{"filename": "\#($0)", "idiom": "universal", "scale": "\#(rendition.scale)"}"# }
                ?? #"{"idiom": "universal", "scale": "\#(rendition.scale)"}"#
        }
        try #"{"images": [\#(images.joined(separator: ","))], "info": {"author": "xcode", "version": 1}}"#
            .write(to: set.appending(path: "Contents.json"), atomically: true, encoding: .utf8)
        for file in renditions.compactMap(\.file) {
            try FileManager.default.copyItem(at: picture, to: set.appending(path: file))
        }
    }
    try imageSet("Landmark backgrounds/1001.imageset", [(nil, "1x"), ("1001@2x.jpg", "2x"), (nil, "3x")])
    try imageSet("badge.imageset", [("badge.jpg", "1x"), ("badge@3x.jpg", "3x")])
    try imageSet("empty.imageset", [(nil, "1x")])
    let colorSet = catalog.appending(path: "Badges/badgeColor.colorset")
    try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
    // Red in the light appearance (as Xcode writes 8-bit components), blue in the dark.
    try #"""
    {"colors": [
      {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x00", "green": "0", "red": "255"}}, "idiom": "universal"},
      {"appearances": [{"appearance": "luminosity", "value": "dark"}],
       "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "1.000", "green": "0.000", "red": "0.000"}}, "idiom": "universal"}
    ], "info": {"author": "xcode", "version": 1}}
    """#.write(to: colorSet.appending(path: "Contents.json"), atomically: true, encoding: .utf8)
    return (root, catalog)
}

/// `Image("name")` finds a picture in an Xcode asset catalogue copied as a
/// package resource, as SwiftUI finds it in the compiled one.
final class AssetCatalogTests: XCTestCase {
    func testImageSetsAreFoundByNameInGroupsAtTheirLargestRendition() throws {
        let (root, catalog) = try makeCatalog()
        defer { try? FileManager.default.removeItem(at: root) }
        let assets = AssetCatalog(folder: catalog.path)
        XCTAssertEqual(assets.imagePath(named: "1001"), catalog.appending(path: "Landmark backgrounds/1001.imageset/1001@2x.jpg").path)
        XCTAssertEqual(assets.imagePath(named: "badge"), catalog.appending(path: "badge.imageset/badge@3x.jpg").path)
        XCTAssertNil(assets.imagePath(named: "empty"), "a set without a file has no picture")
        XCTAssertNil(assets.imagePath(named: "badgeColor"), "a colour set is not a picture")
        XCTAssertEqual(assets.colors["badgeColor"]?.light, [1, 0, 0, 1], "255 and 0x00 of 255")
        XCTAssertEqual(assets.colors["badgeColor"]?.dark, [0, 0, 1, 1])
        XCTAssertNil(AssetCatalog(folder: root.appending(path: "missing.xcassets").path).imagePath(named: "1001"))
    }

    func testANamedImageShowsThePictureOfTheCataloguesImageSet() throws {
        let (root, catalog) = try makeCatalog()
        defer { try? FileManager.default.removeItem(at: root) }
        try GtkTest.run {
            Image.assetCatalogs = [catalog.path]
            defer { Image.assetCatalogs = nil }
            let mounted = PresentedView(Image("1001").resizable().frame(width: 120, height: 80), width: 200, height: 200)
            mounted.settle()
            XCTAssertTrue(mounted.waitForPictures(), "the picture replaces the placeholder")
            let picture = try XCTUnwrap(mounted.host.widget.descendants(Gtk.Picture.self).first)
            XCTAssertFalse(picture.hasCSSClass("image-placeholder"))
            XCTAssertNotNil(picture.paintable)
        }
    }

    func testAColourSetIsANamedColourInItsAppearance() throws {
        let (root, catalog) = try makeCatalog()
        defer { try? FileManager.default.removeItem(at: root) }
        try GtkTest.run {
            Image.assetCatalogs = [catalog.path]
            let styles = try XCTUnwrap(Adw.StyleManager.default)
            defer {
                Image.assetCatalogs = nil
                styles.colorScheme = .default
            }
            // A shape asks for the colour first: it is defined for it too.
            let shape = PresentedView(Rectangle().fill(Color("badgeColor")).frame(width: 40, height: 40), width: 40, height: 40)
            shape.settle()
            GtkTest.waitForFrames(of: shape.host.widget)
            let filled = try WidgetRenderer.render(shape.host.widget).pixel(x: 20, y: 20)
            XCTAssertTrue(filled.isClose(to: .init(red: 255, green: 0, blue: 0)), "a shape filled with it: \(filled)")
            let mounted = PresentedView(Text("Badge").foregroundStyle(Color("badgeColor")), width: 100, height: 60)
            mounted.settle()
            let label = try XCTUnwrap(mounted.host.widget.descendants(Gtk.Label.self).first)
            XCTAssertEqual(label.styleForegroundColor, RGBColor(red: 1, green: 0, blue: 0), "the light appearance")
            styles.colorScheme = .forceDark
            GtkTest.settle(until: { label.styleForegroundColor == RGBColor(red: 0, green: 0, blue: 1) }, "the dark appearance")
        }
    }
}
