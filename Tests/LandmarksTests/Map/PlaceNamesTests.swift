import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// The map's place names in the session's language: a Korean session reads
/// Korean where GeoNames has the name (and the translators have the state),
/// the town's own name where it has none; an English one reads them as they are.
final class PlaceNamesTests: XCTestCase {

    func testAKoreanSessionNamesTownsAndStatesInKoreanWhereTheDataHasThem() throws {
        try GtkTest.run {
            _ = try bundledModel()   // registers the resources
            let english = try MapData.bundled()
            let korean = try Language.korean { try MapData.bundled() }
            XCTAssertEqual(korean.places.count, english.places.count, "the same places, renamed")
            let pairs = Dictionary(zip(english.places.map(\.name), korean.places.map(\.name)), uniquingKeysWith: { first, _ in first })
            XCTAssertEqual(pairs["Skagway"], "스캐그웨이")
            XCTAssertEqual(pairs["Anchorage"], "앵커리지")
            XCTAssertEqual(pairs["Alaska"], "알래스카", "a state, from the translators")
            XCTAssertEqual(pairs["British Columbia"], "브리티시컬럼비아")
            let renamedTowns = zip(english.places, korean.places).filter { $0.kind == .town && $0.name != $1.name }.count
            XCTAssertGreaterThan(renamedTowns, 1_000, "every town GeoNames names in Hangul")
            let unnamedStates = zip(english.places, korean.places).filter { $0.kind == .state && $0.name == $1.name }.map(\.0.name)
            XCTAssertEqual(unnamedStates, [], "every state and province is translated")
            XCTAssertEqual(zip(english.places, korean.places).filter { $0.lon != $1.lon || $0.lat != $1.lat }.count, 0)

            let american = try Language.americanEnglish { try MapData.bundled() }
            XCTAssertEqual(american.places.map(\.name), english.places.map(\.name), "English keeps the data's names")
        }
    }
}
