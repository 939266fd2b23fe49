@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Texts nested past Foundation's decoder's limit (it traps on 513 `[` at the
/// end of the input) are refused before they reach it, as catalogues and as
/// saved state; and the strict parser's `\u` escapes take hex digits only.
final class DeepNestingTests: XCTestCase {
    func testTheFiveHundredThirteenBracketFileIsAReportedCatalogueProblem() throws {
        let bytes = try Fixture.data("deep-nesting-513.json")
        XCTAssertEqual(bytes.count, 513)
        XCTAssertThrowsError(try CatalogDecoder.landmarks(from: bytes)) { error in
            XCTAssertTrue("\(error)".contains("nested"), "\(error)")
        }
        for depth in [256, 257, 512, 1_000, 100_000] {
            let deep = Data(repeating: UInt8(ascii: "["), count: depth) + Data(repeating: UInt8(ascii: "]"), count: depth)
            XCTAssertThrowsError(try CatalogDecoder.landmarks(from: deep), "depth \(depth)")
            XCTAssertThrowsError(try CatalogDecoder.landmarks(from: Data(repeating: UInt8(ascii: "["), count: depth)))
        }
    }

    func testTheFiveHundredThirteenBracketFileAsSavedStateIsSetAsideAndDefaultsLoad() throws {
        let folder = try TemporaryDirectory()
        let bytes = try Fixture.data("deep-nesting-513.json")
        try bytes.write(to: folder.url.appendingPathComponent("state.json"))
        let result = GtkTest.run { StateStore(directory: folder.url).load() }
        XCTAssertEqual(result.state, SavedState.empty, "defaults load")
        let kept = try XCTUnwrap(result.notice?.keptFilePath, "the file is set aside and reported")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: kept)), bytes, "its bytes are kept")
    }

    func testAUnicodeEscapeTakesFourHexDigitsAndNoSign() {
        for text in [#"["\u+041"]"#, #"["\u-000"]"#, #"["\u 041"]"#, #"["\u004"]"#] {
            XCTAssertThrowsError(try JSONParser.parse(Array(text.utf8)), text)
        }
        XCTAssertEqual(try JSONParser.parse(Array(#"["\u0041"]"#.utf8)).arrayValue?.first?.stringValue, "A")
    }
}
