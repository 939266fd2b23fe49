@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// A catalogue or a saved-state file is accepted or refused by one set of
/// rules — the strict parser's — whichever way it is read: no laxer decoder
/// takes repeated keys, trailing commas or UTF-16 text.
final class OneRuleSetTests: XCTestCase {
    func testACatalogueWithARepeatedKeyIsRefusedNamingTheKey() throws {
        let error = catalogError { () throws(CatalogError) in
            try CatalogDecoder.landmarks(from: try! Fixture.data("landmarks-duplicate-key.json"))
        }
        XCTAssertTrue(error?.message.contains("the key “name” appears twice") == true, "\(String(describing: error))")
    }

    func testACatalogueWithATrailingCommaIsRefusedWithItsPosition() throws {
        let error = catalogError { () throws(CatalogError) in
            try CatalogDecoder.landmarks(from: try! Fixture.data("landmarks-trailing-comma.json"))
        }
        guard case .malformedJSON(let line, _, _) = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(line, 15, "the “}” after the comma")
    }

    func testAUTF16CatalogueIsRefused() throws {
        let bytes = try Fixture.data("landmarks-utf16.json")
        XCTAssertEqual(Array(bytes.prefix(2)), [0xFF, 0xFE], "the fixture is UTF-16 with a byte order mark")
        let error = catalogError { () throws(CatalogError) in try CatalogDecoder.landmarks(from: bytes) }
        guard case .malformedJSON = error else { return XCTFail("\(String(describing: error))") }
    }

    func testTheValidFixtureStillDecodesTheSameAsFoundationReadsIt() throws {
        let bytes = try Fixture.data("landmarks-valid.json")
        let strict = try CatalogDecoder.landmarks(from: bytes)
        XCTAssertEqual(strict, try JSONDecoder().decode([Landmark].self, from: bytes))
    }

    func testSavedStateWithARepeatedKeyOrATrailingCommaIsRefused() throws {
        for name in ["state-duplicate-key.json", "state-trailing-comma.json"] {
            XCTAssertThrowsError(try SavedState.decode(Array(Fixture.data(name))), name) { error in
                guard case SavedState.DecodingProblem.unreadable(let reason) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(reason.contains("line 1"), "\(name): \(reason)")
            }
        }
    }

    func testSavedStateWrittenByTheAppReadsBackThroughTheStrictRules() throws {
        let profile = Profile(
            username: "hiker ☃️", prefersNotifications: false, seasonalPhoto: .autumn,
            goalDate: Date(timeIntervalSince1970: 1_800_000_000))
        let state = SavedState(favorites: [1001: true, 1004: false, -3: true], profile: profile)
        XCTAssertEqual(try SavedState.decode(state.encoded()), state)
        XCTAssertEqual(try SavedState.decode(SavedState(favorites: [:], profile: nil).encoded()), SavedState())
    }

    func testSavedStateFieldsOfTheWrongKindAreNamed() {
        let cases: [(String, String)] = [
            (#"{"version": 1, "favorites": {"x": true}}"#, "“favorites” has the key “x”"),
            (#"{"version": 1, "favorites": {"1": 1}}"#, "“favorites.1” is the number 1"),
            (#"{"version": "1", "favorites": {}}"#, "“version” is the text"),
            (#"{"version": 1}"#, "“favorites” is missing"),
            (#"{"version": 1, "favorites": {}, "profile": {"username": 3}}"#, "“profile.username” is the number 3"),
            (#"[1]"#, "not an object"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try SavedState.decode(Array(text.utf8)), text) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(text): \(error)")
            }
        }
    }
}
