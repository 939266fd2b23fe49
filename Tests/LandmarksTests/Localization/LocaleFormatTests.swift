import Foundation
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Dates, distances and numbers as the user's locale writes them.
final class LocaleFormatTests: XCTestCase {
    private static let goal = Date(timeIntervalSince1970: 1_796_083_200)  // 2026-12-01 00:00 UTC

    func testKoreanDatesDistancesAndNumbers() throws {
        try GtkTest.run {
            try Language.korean {
                let shown = DateText.long(Self.goal.addingTimeInterval(12 * 3600))
                XCTAssertEqual(shown, "2026년 12월 1일")
                XCTAssertEqual(LocaleFormat.distance(kilometres: 4.5), "4.5 km")
                XCTAssertEqual(LocaleFormat.integer(12_345), "12,345")
                XCTAssertEqual(tr("Featured"), "추천")
                XCTAssertEqual(ntr("%1$s reading", "%1$s readings", count: 12, 12), "측정값 12개")
                XCTAssertEqual(ctr("landmark categories", "All"), "전체")
                let hike = try XCTUnwrap(CatalogDecoder.hikes(contentsOf: Fixture.resource("hikeData.json")).first)
                XCTAssertEqual(hike.name, "외로운 능선 길", "the hikes follow the user's language")
                XCTAssertEqual(hike.distanceText, "4.5 km")
            }
        }
    }

    func testAmericanEnglishMeasuresInMilesAndWritesTheMonth() throws {
        try GtkTest.run {
            Language.americanEnglish {
                XCTAssertTrue(LocaleFormat.usesMiles)
                XCTAssertEqual(LocaleFormat.distance(kilometres: 4.5), "2.8 mi")
                XCTAssertEqual(LocaleFormat.distance(kilometres: 170, fractionDigits: 0), "106 mi")
                XCTAssertEqual(LocaleFormat.integer(12_345), "12,345")
                XCTAssertEqual(DateText.long(Self.goal.addingTimeInterval(12 * 3600)), "December 1, 2026")
                XCTAssertEqual(tr("Featured"), "Featured")
            }
        }
    }

    func testTheSuitesLocaleIsMetricWithoutGroupingAndBackAfterASwitch() throws {
        try GtkTest.run {
            Language.korean {}
            XCTAssertFalse(LocaleFormat.usesMiles)
            XCTAssertEqual(LocaleFormat.integer(12_345), "12345", "C.UTF-8 groups no digits")
            XCTAssertEqual(LocaleFormat.decimal(2.25, fractionDigits: 1), "2.3", "halves away from zero")
            XCTAssertEqual(LocaleFormat.decimal(-2.25, fractionDigits: 1), "-2.3")
            XCTAssertEqual(tr("Featured"), "Featured", "English again after the Korean part")
        }
    }
}
