import Foundation
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A picture file is measured from its header before it is decoded: one
/// larger than `TextureLoader.maximumFilePixels` is refused (a small PNG can
/// claim 30000 × 30000 pixels and cost gigabytes once decoded), while an
/// ordinary one still loads.
final class PictureSizeTests: XCTestCase {
    @MainActor
    private static func load(_ path: String) -> (finished: Bool, loaded: Bool) {
        var answer: GObjectHandle??
        TextureLoader.load(.file(path), pixelSize: 155) { answer = .some($0) }
        let finished = GtkTest.iterate(until: { answer != nil }, timeout: 60)
        return (finished, answer.flatMap { $0 } != nil)
    }

    func testAPictureLargerThanTheLimitIsRefusedFromItsHeader() throws {
        let folder = NSTemporaryDirectory() + "landmarks-picture-size-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let huge = folder + "/huge.png", small = folder + "/small.png"
        try TestPictures.writePNG(width: 9000, height: 9000, to: huge)  // 81 megapixels, about 240 KB on disk
        try TestPictures.writePNG(width: 300, height: 200, to: small)
        XCTAssertGreaterThan(9000 * 9000, TextureLoader.maximumFilePixels)

        let refused = GtkTest.run { Self.load(huge) }
        XCTAssertTrue(refused.finished)
        XCTAssertFalse(refused.loaded, "the oversized picture is not decoded")
        let loaded = GtkTest.run { Self.load(small) }
        XCTAssertTrue(loaded.finished && loaded.loaded, "an ordinary picture still loads")
    }
}
