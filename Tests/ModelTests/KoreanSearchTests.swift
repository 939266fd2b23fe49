import Foundation
import XCTest

import ModelTestSupport

@testable import LandmarksModel

/// Search in the language the list shows.
final class KoreanSearchTests: XCTestCase {
    private func koreanCatalog() throws -> [Landmark] {
        try CatalogDecoder.landmarks(contentsOf: Fixture.resource("landmarkData.json"), languages: ["ko", "C"])
    }

    func testAKoreanQueryFindsTheKoreanNameParkOrState() throws {
        let landmarks = try koreanCatalog()
        XCTAssertEqual(LandmarkFilter(searchText: "터틀").apply(to: landmarks).map(\.id), [1001])
        XCTAssertEqual(LandmarkFilter(searchText: "글레이셔").apply(to: landmarks).map(\.id), [1004, 1006], "by park")
        XCTAssertEqual(LandmarkFilter(searchText: "몬태나 호수").apply(to: landmarks).map(\.id), [1004, 1006], "every word")
    }

    func testAnEnglishQueryInKoreanFindsTheCataloguesOwnName() throws {
        let landmarks = try koreanCatalog()
        XCTAssertEqual(LandmarkFilter(searchText: "turtle").apply(to: landmarks).map(\.id), [1001], "the catalogue's own words too")
        XCTAssertEqual(LandmarkFilter(searchText: "Glacier").apply(to: landmarks).map(\.id), [1004, 1006], "by park")
        XCTAssertEqual(LandmarkFilter(searchText: "rock 터틀").apply(to: landmarks).map(\.id), [1001], "words of either")
        XCTAssertEqual(LandmarkFilter(searchText: "californiaturtle").apply(to: landmarks).map(\.id), [],
                       "no word spans the two texts")
        let english = try CatalogDecoder.landmarks(contentsOf: Fixture.resource("landmarkData.json"), languages: ["C"])
        XCTAssertTrue(english.allSatisfy { $0.originalText == nil }, "nothing kept twice when nothing is translated")
    }

    func testHangulMatchesHoweverItIsComposed() throws {
        let landmarks = try koreanCatalog()
        // "터틀" typed as conjoining letters (NFD), as some input methods and file systems give it.
        let decomposed = "\u{1110}\u{1165}\u{1110}\u{1173}\u{11AF}"
        XCTAssertEqual(LandmarkFilter(searchText: decomposed).apply(to: landmarks).map(\.id), [1001])
        XCTAssertEqual(LandmarkFilter.fold("터틀"), LandmarkFilter.fold(decomposed))
    }

    func testLatinAccentsAndCaseAreStillIgnored() {
        XCTAssertEqual(LandmarkFilter.fold("Lac Émeraude"), "lac emeraude")
        XCTAssertEqual(LandmarkFilter.fold("Lac E\u{301}meraude"), "lac emeraude", "a decomposed accent too")
        XCTAssertEqual(LandmarkFilter.fold("ÇA VA"), "ca va")
    }
}
