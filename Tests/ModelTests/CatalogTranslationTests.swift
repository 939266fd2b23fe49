import Foundation
import XCTest

import ModelTestSupport

@testable import LandmarksModel

/// Landmark and hike texts in other languages, carried by the catalogue.
final class CatalogTranslationTests: XCTestCase {
    private static let korean = ["ko_KR.UTF-8", "ko_KR", "ko.UTF-8", "ko", "C"]

    private func catalog(localized: Any) throws -> Data {
        var objects = try Fixture.validLandmarkObjects()
        objects[0]["localized"] = localized
        return try Fixture.json(objects)
    }

    func testTheBundledCatalogueIsShownInKoreanForAKoreanUser() throws {
        let url = Fixture.resource("landmarkData.json")
        let english = try CatalogDecoder.landmarks(contentsOf: url, languages: ["C"])
        let korean = try CatalogDecoder.landmarks(contentsOf: url, languages: Self.korean)
        XCTAssertEqual(english[0].name, "Turtle Rock")
        XCTAssertEqual(korean[0].name, "터틀 록")
        XCTAssertEqual(korean[0].park, "조슈아 트리 국립공원")
        XCTAssertEqual(korean[0].state, "캘리포니아")
        for (shown, original) in zip(korean, english) {
            for (text, englishText) in [(shown.name, original.name), (shown.park, original.park), (shown.state, original.state),
                                        (shown.description, original.description)] {
                XCTAssertNotEqual(text, englishText, "\(original.name): every text has its Korean")
                XCTAssertTrue(text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(text) is in Hangul")
            }
            XCTAssertEqual(shown.id, original.id)
            XCTAssertEqual(shown.coordinates, original.coordinates)
        }
        let hikes = try CatalogDecoder.hikes(contentsOf: Fixture.resource("hikeData.json"), languages: Self.korean)
        XCTAssertEqual(hikes.first?.name, "외로운 능선 길")
        XCTAssertTrue(hikes.allSatisfy { $0.name.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } })
    }

    func testALanguageTheEntryLacksAndEachMissingFieldFallBackToTheEntrysOwnText() throws {
        let data = try catalog(localized: ["ko": ["name": "터틀 록"], "pt_BR": ["name": "Rocha da Tartaruga"]])
        let original = try CatalogDecoder.landmarks(from: data, languages: ["C"])[0]
        let korean = try CatalogDecoder.landmarks(from: data, languages: Self.korean)[0]
        XCTAssertEqual(korean.name, "터틀 록")
        XCTAssertEqual(korean.park, original.park, "no Korean park: the catalogue's own")
        XCTAssertEqual(try CatalogDecoder.landmarks(from: data, languages: ["de_DE", "de", "C"])[0], original)
        XCTAssertEqual(try CatalogDecoder.landmarks(from: data, languages: ["pt_BR", "pt", "C"])[0].name, "Rocha da Tartaruga")
        XCTAssertEqual(try CatalogDecoder.landmarks(from: data, languages: ["C", "ko"])[0], original, "nothing after C")
    }

    func testBadTranslationsAreRefusedTheSameWayInEveryLanguage() throws {
        let cases: [(Any, String)] = [
            ("터틀 록", "the field “localized” should be an object, but it is the text “터틀 록”."),
            (["ko": ["name": 7]], "the field “localized.ko.name” should be a string, but it is the number 7."),
            (["ko": ["name": "  "]], "the field “localized.ko.name” should be a non-empty string, but it is blank."),
            (["ko": "터틀 록"], "the field “localized.ko” should be an object, but it is the text “터틀 록”."),
            (["../ko": ["name": "x"]], "the field “localized.../ko” should be a language name such as “ko” or “pt_BR”, but it is the text “../ko”."),
            (["ko": ["name": String(repeating: "가", count: 201)]],
             "the field “localized.ko.name” is 201 characters long; it can be at most 200."),
        ]
        for (localized, message) in cases {
            let data = try catalog(localized: localized)
            for languages in [["C"], Self.korean] {
                XCTAssertThrowsError(try CatalogDecoder.landmarks(from: data, languages: languages), "\(localized)") { error in
                    XCTAssertTrue((error as? CatalogError)?.message.hasSuffix(message) == true,
                                  "\(languages.first!): \((error as? CatalogError)?.message ?? "\(error)")")
                }
            }
        }
    }

    func testTooManyLanguagesAreRefused() throws {
        let many = Dictionary(uniqueKeysWithValues: (0...CatalogLimits.languages).map { ("x\($0)", ["name": "n"]) })
        XCTAssertThrowsError(try CatalogDecoder.landmarks(from: try catalog(localized: many), languages: ["C"])) { error in
            XCTAssertTrue((error as? CatalogError)?.message.contains("“localized” is 201 entries long") == true, "\(error)")
        }
    }
}
