import XCTest

@testable import LandmarksModel

/// What a later version of the app adds to the saved state survives a save by
/// this one, and a file the loader reads obeys the editor's rules.
final class SavedStateForwardTests: XCTestCase {
    private static let laterVersionTwoFile = """
        {"version": 2, "favorites": {"1001": true}, "tags": {"1001": ["snow"]}, "sortOrder": "name",
         "collections": [{"id": 1, "name": "Trip", "landmarks": [1001], "color": "#3584e4", "pinned": true}],
         "profile": {"username": "hyejin", "prefersNotifications": true, "seasonalPhoto": "☃️",
                     "goalDate": "2027-01-01T00:00:00Z", "avatar": "fox"}}
        """

    private static func decode(_ text: String) throws -> SavedState {
        try SavedState.decode(Array(text.utf8))
    }

    func testMembersThisVersionDoesNotKnowAreWrittenBackAfterAChange() throws {
        var state = try Self.decode(Self.laterVersionTwoFile)
        state.favorites[1002] = true  // the first favorite change
        state.collections[0].landmarkIDs.append(1002)
        let reread = try SavedState.decode(try state.encoded())
        XCTAssertEqual(reread.unknownFields["tags"], .object(["1001": .array([.string("snow")])]))
        XCTAssertEqual(reread.unknownFields["sortOrder"], .string("name"))
        XCTAssertEqual(reread.unknownCollectionFields[1], ["color": .string("#3584e4"), "pinned": .bool(true)])
        XCTAssertEqual(reread.unknownProfileFields, ["avatar": .string("fox")])
        XCTAssertEqual(reread.favorites, [1001: true, 1002: true])
        XCTAssertEqual(reread.collections, [LandmarkCollection(id: 1, name: "Trip", landmarkIDs: [1001, 1002])])
        XCTAssertEqual(reread.profile?.username, "hyejin")
    }

    func testAnUnknownMemberCannotStandInForAKnownOne() throws {
        var state = try Self.decode(Self.laterVersionTwoFile)
        state.unknownFields["favorites"] = .string("planted")
        state.unknownCollectionFields[1]?["name"] = .string("planted")
        let reread = try SavedState.decode(try state.encoded())
        XCTAssertEqual(reread.favorites, [1001: true])
        XCTAssertEqual(reread.collections.first?.name, "Trip")
    }

    func testALaterVersionsFileThisVersionCanReadIsReadAndKeepsItsVersion() throws {
        let state = try Self.decode(Self.laterVersionTwoFile.replacingOccurrences(of: "\"version\": 2", with: "\"version\": 3"))
        XCTAssertEqual(state.version, 3)
        XCTAssertEqual(state.favorites, [1001: true])
        let text = String(decoding: try state.encoded(), as: UTF8.self)
        XCTAssertTrue(text.contains("\"version\" : 3"), "not marked as an older format: \(text)")
        XCTAssertTrue(text.contains("\"pinned\" : true"))
    }

    func testALaterVersionsFileInAFormThisVersionCannotReadIsSaidToBeNewerNotDamaged() {
        let text = #"{"version": 3, "favorites": [1001, 1004], "collections": []}"#
        XCTAssertThrowsError(try Self.decode(text)) { error in
            XCTAssertEqual(error as? SavedState.DecodingProblem, .newerVersion(3))
        }
    }

    func testTwoCollectionsWhoseNamesATypistCouldConfuseAreRefusedAsTheEditorRefusesThem() {
        let text = #"{"version": 2, "favorites": {}, "collections": [{"id": 1, "name": "Trip", "landmarks": []}, {"id": 2, "name": "TRIP", "landmarks": []}]}"#
        XCTAssertThrowsError(try Self.decode(text)) { error in
            guard case .unreadable(let reason)? = error as? SavedState.DecodingProblem else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("collections[1].name"), reason)
        }
    }
}
