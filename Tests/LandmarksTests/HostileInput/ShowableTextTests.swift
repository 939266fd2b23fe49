import Foundation
import XCTest

import ModelTestSupport

@testable import Landmarks
@testable import LandmarksModel

/// A text from a file is bounded by what it costs to lay out, not only by
/// its count of characters: a letter under hundreds of combining marks, a
/// text far larger in bytes than in characters, or a NUL is refused with the
/// field named, wherever the text would be shown.
final class ShowableTextTests: XCTestCase {
    /// 200 letters, each under `marks` combining acute accents: 200 characters.
    private static func stacked(letters: Int = 200, marks: Int) -> String {
        String(repeating: "a" + String(repeating: "\u{301}", count: marks), count: letters)
    }

    private func catalogue(editing edit: (inout [String: Any]) -> Void) throws -> Data {
        var objects = try Fixture.validLandmarkObjects()
        edit(&objects[0])
        return try Fixture.json(objects)
    }

    func testANameOfLettersUnderFiveHundredMarksEachIsRefusedWithTheFieldNamed() throws {
        let name = Self.stacked(marks: 500)
        XCTAssertEqual(name.count, 200, "within the character limit")
        let bytes = try catalogue { $0["name"] = name }
        let started = Date()
        let error = catalogError { () throws(CatalogError) in try CatalogDecoder.landmarks(from: bytes) }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "refusing it takes no time to speak of")
        let message = try XCTUnwrap(error?.message)
        XCTAssertTrue(message.contains("the field “name” takes 200200 bytes; it can take at most 2400."), message)
        XCTAssertLessThan(message.utf8.count, 300, "the message quotes no stack of marks")
    }

    func testACharacterWithMoreThanThirtyMarksIsRefusedInEveryTextField() throws {
        let text = "Lake " + "a" + String(repeating: "\u{301}", count: 31)
        for field in ["name", "park", "state", "description"] {
            let bytes = try catalogue { $0[field] = text }
            let error = catalogError { () throws(CatalogError) in try CatalogDecoder.landmarks(from: bytes) }
            XCTAssertEqual(error, .unshowable(
                CatalogEntry(kind: .landmark, index: 0, id: 2001, name: field == "name" ? text : "Crater Lake"),
                field: field, problem: .stacked(character: 5, scalars: 32)), field)
        }
        let park = try catalogue { $0["park"] = text }
        let message = try XCTUnwrap(catalogError { () throws(CatalogError) in
            try CatalogDecoder.landmarks(from: park)
        }?.message)
        XCTAssertTrue(message.hasSuffix("the field “park” stacks 32 code points into character 6; a character can hold at most 31."), message)
    }

    func testThirtyMarksOnALetterAndLongEmojiSequencesAreAllowed() throws {
        let allowed = "a" + String(repeating: "\u{301}", count: 30) + " 👩‍👩‍👧‍👦 🏴󠁧󠁢󠁳󠁣󠁴󠁿 터틀"
        let bytes = try catalogue { $0["name"] = allowed }
        XCTAssertEqual(try CatalogDecoder.landmarks(from: bytes).first?.name, allowed)
        let hangulJamo = String(repeating: "\u{1112}\u{1161}\u{11AB}", count: 200)  // 200 syllables written as letters
        XCTAssertNoThrow(try CatalogDecoder.landmarks(from: try catalogue { $0["name"] = hangulJamo }))
    }

    func testANulInATextIsRefusedWithTheFieldNamed() throws {
        let bytes = try catalogue { $0["state"] = "Ore\u{0}gon" }
        let error = catalogError { () throws(CatalogError) in try CatalogDecoder.landmarks(from: bytes) }
        XCTAssertEqual(error?.message,
                       "Landmark at index 0 (id 2001, “Crater Lake”): the field “state” holds a NUL character (at character 4), which cannot be shown.")
        let translated = try catalogue { $0["localized"] = ["ko": ["name": "크레이터\u{0}호"]] }
        guard case .unshowable(_, let field, .nul) = catalogError({ () throws(CatalogError) in
            try CatalogDecoder.landmarks(from: translated)
        }) else { return XCTFail("a NUL in a translation is refused") }
        XCTAssertEqual(field, "localized.ko.name")
    }

    func testAHikeNameIsBoundTheSameWay() throws {
        var hikes = try XCTUnwrap(JSONSerialization.jsonObject(with: Fixture.data("hikes-valid.json")) as? [[String: Any]])
        hikes[0]["name"] = Self.stacked(letters: 3, marks: 40)
        let data = try JSONSerialization.data(withJSONObject: hikes)
        let error = catalogError { () throws(CatalogError) in try CatalogDecoder.hikes(from: data) }
        guard case .unshowable(_, "name", .stacked(0, 41)) = error else { return XCTFail(String(describing: error)) }
    }

    func testASavedUsernameUnderStacksOfMarksIsRefusedLikeOtherBadSavedValues() throws {
        let username = Self.stacked(marks: 500)
        let file = #"{"version": 1, "favorites": {"1001": true}, "profile": {"username": ""# + username
            + #"", "prefersNotifications": true, "seasonalPhoto": "🌷", "goalDate": "2026-12-01T00:00:00Z"}}"#
        XCTAssertThrowsError(try SavedState.decode(Array(file.utf8))) { error in
            guard case SavedState.DecodingProblem.unreadable(let reason) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(reason, "the field “profile.username” takes 200200 bytes; it can take at most 2400.")
        }
    }

    func testTheEditorRefusesAUsernameItCouldNotShow() {
        XCTAssertEqual(Profile.usernameProblem("a" + String(repeating: "\u{301}", count: 40)),
                       "A username can stack at most 30 marks on a letter.")
        XCTAssertEqual(Profile.usernameProblem("ranger\u{0}"), "A username cannot hold a NUL character.")
        XCTAssertNil(Profile.usernameProblem("hiker 터틀 é"))
    }

    func testAnExcerptOfAStackedTextIsTamed() {
        XCTAssertEqual(Self.stacked(marks: 500).excerpt(3), "aaa…")
        let allowed = "e\u{301}\u{302}"
        XCTAssertEqual(allowed.excerpt(3), allowed, "marks within the limit stay")
    }
}

/// A saved goal date is input like any other: one outside the years a goal
/// can be is refused with the message other saved-state problems get, and
/// the editor never offers a day the next start would refuse.
final class SavedGoalDateTests: XCTestCase {
    private func file(goalDate: String) -> [UInt8] {
        Array((#"{"version": 1, "favorites": {}, "profile": {"username": "r", "prefersNotifications": true, "#
            + #""seasonalPhoto": "🌷", "goalDate": ""# + goalDate + #""}}"#).utf8)
    }

    func testAGoalDateAtTheEndOfTheCalendarIsRefused() {
        for date in ["9999-12-31T23:59:59Z", "0001-01-01T00:00:00Z", "3000-01-01T00:00:00Z"] {
            XCTAssertThrowsError(try SavedState.decode(file(goalDate: date))) { error in
                XCTAssertEqual(error as? SavedState.DecodingProblem, .unreadable(
                    "“profile.goalDate” is \(date), not a date between the years 1900 and 2999"))
            }
        }
        XCTAssertNoThrow(try SavedState.decode(file(goalDate: "2999-12-31T12:00:00Z")))
    }

    func testTheEditorsRangeStaysWithinTheDatesASavedProfileMayHold() {
        let (late, wild) = MainActor.assumeIsolated {
            (ProfileHost.window(around: Date(timeIntervalSince1970: 32_503_000_000)),  // late 2999
             ProfileHost.window(around: Date(timeIntervalSince1970: 1e15)))
        }
        XCTAssertLessThanOrEqual(late.upperBound, Profile.goalDateBounds.upperBound)
        XCTAssertTrue(late.contains(Date(timeIntervalSince1970: 32_503_000_000)))
        XCTAssertTrue(Profile.goalDateBounds.contains(wild.lowerBound) && Profile.goalDateBounds.contains(wild.upperBound))
    }
}
