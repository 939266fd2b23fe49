@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import GtkUI
import XCTest

@testable import Landmarks
@_spi(Bindings) import Gtk

/// The app's previews, written as SwiftUI writes them (`#Preview`): every
/// one the sources declare is found when the program runs and rendered by
/// `make previews`, light and dark.
final class PreviewsTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Landmarks")

    /// "File.swift:line" of each `#Preview` the app's source files begin a line with.
    private static func declaredPreviews() throws -> Set<String> {
        var found = Set<String>()
        let files = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.hasPrefix("#Preview") {
                found.insert("\(URL(fileURLWithPath: file).lastPathComponent):\(index + 1)")
            }
        }
        return found
    }

    @MainActor private static func appPreviews() -> [any PreviewRegistry.Type] {
        PreviewGallery.registeredPreviews().filter { $0.fileID.hasPrefix("Landmarks/") }
    }

    func testEveryPreviewTheSourcesDeclareIsFoundWhereItWasWritten() throws {
        try GtkTest.run {
            let found = Set(Self.appPreviews().map { "\($0.fileID.dropFirst("Landmarks/".count)):\($0.line)" })
            let declared = try Self.declaredPreviews()
            XCTAssertGreaterThanOrEqual(declared.count, 12)
            XCTAssertEqual(found, declared)
        }
    }

    func testTheGalleryDrawsAPreviewLightAndDarkWithItsPictures() throws {
        try GtkTest.run {
            _ = try bundledModel()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID())").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let rows = Self.appPreviews().filter { $0.fileID == "Landmarks/LandmarkRow.swift" }
            let rendered = try PreviewGallery.render(rows, to: folder)
            XCTAssertEqual(rendered.map(\.name), ["LandmarkRow-Turtle-Rock", "LandmarkRow-Salmon"])
            let light = try RenderedImage(pngFile: rendered[0].lightPath)
            let dark = try RenderedImage(pngFile: rendered[0].darkPath)
            XCTAssertEqual(light.width, 400, "the preview's .fixedLayout trait")
            XCTAssertEqual(dark.height, 70)
            XCTAssertGreaterThan(light.pixel(x: 300, y: 35).red, 200, "a light background: \(light.pixel(x: 300, y: 35))")
            XCTAssertLessThan(dark.pixel(x: 300, y: 35).red, 80, "a dark one: \(dark.pixel(x: 300, y: 35))")
            // The thumbnail (at the row's start) is the picture, not its grey placeholder.
            let thumbnail = light.pixel(x: 30, y: 30)
            XCTAssertFalse(thumbnail.red == thumbnail.green && thumbnail.green == thumbnail.blue, "\(thumbnail)")
        }
    }

    func testAPreviewsPreviewableStateIsStateItsViewsChange() throws {
        try GtkTest.run {
            let registry = try XCTUnwrap(Self.appPreviews().first { $0.fileID == "Landmarks/FavoriteButton.swift" })
            let mounted = PresentedView(AnyView(registry.makePreview().makeView()), width: 200, height: 100)
            let star = try XCTUnwrap(allWidgets("GtkToggleButton", in: mounted.host.widget).first)
            let toggle = try XCTUnwrap(star.cast(to: Gtk.ToggleButton.self))
            XCTAssertTrue(toggle.isActive, "@Previewable @State var isSet = true")
            XInput.click(star)
            GtkTest.settle(until: { !toggle.isActive })
            mounted.settle()
            XCTAssertFalse(toggle.isActive, "a click changes the preview's state")
            XCTAssertTrue(!star.hasCSSClass("favorite"), "and the view drawn from it")
        }
    }
}
