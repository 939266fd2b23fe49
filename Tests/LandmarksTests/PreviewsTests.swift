@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks

/// The app's previews: every one the sources declare is rendered by
/// `make previews`, light and dark.
final class PreviewsTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Landmarks")

    /// The names of the `PreviewProvider` types the app's source files declare.
    private static func declaredProviders() throws -> Set<String> {
        var names = Set<String>()
        let files = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains(": PreviewProvider") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == ":" })
                if let index = words.firstIndex(of: "struct"), index + 1 < words.count { names.insert(String(words[index + 1])) }
            }
        }
        return names
    }

    func testEveryPreviewTheSourcesDeclareIsInTheGallery() throws {
        try GtkTest.run {
            let listed = Set(PreviewData.all.map { String(describing: $0) })
            let declared = try Self.declaredProviders()
            XCTAssertFalse(declared.isEmpty)
            XCTAssertEqual(listed, declared)
        }
    }

    func testTheGalleryDrawsAPreviewLightAndDarkWithItsPictures() throws {
        try GtkTest.run {
            _ = try bundledModel()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID())").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let rendered = try PreviewGallery.render([LandmarkRow_Previews.self], to: folder)
            XCTAssertEqual(rendered.map(\.name), ["LandmarkRow-1", "LandmarkRow-2"])
            let light = try RenderedImage(pngFile: rendered[0].lightPath)
            let dark = try RenderedImage(pngFile: rendered[0].darkPath)
            XCTAssertEqual(light.width, 400)
            XCTAssertEqual(dark.height, 70)
            XCTAssertGreaterThan(light.pixel(x: 300, y: 35).red, 200, "a light background: \(light.pixel(x: 300, y: 35))")
            XCTAssertLessThan(dark.pixel(x: 300, y: 35).red, 80, "a dark one: \(dark.pixel(x: 300, y: 35))")
            // The thumbnail (at the row's start) is the picture, not its grey placeholder.
            let thumbnail = light.pixel(x: 30, y: 30)
            XCTAssertFalse(thumbnail.red == thumbnail.green && thumbnail.green == thumbnail.blue, "\(thumbnail)")
        }
    }
}
