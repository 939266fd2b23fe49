import Foundation
import XCTest

import ModelTestSupport

@testable import LandmarksModel

/// The saved state's version 2 (collections) read from and written over a
/// version 1 file, and the collections' own checks when read back.
final class SavedStateMigrationTests: XCTestCase {
    func testVersionOneFileIsReadWithItsFavoritesProfileAndNoCollections() throws {
        let state = try SavedState.decode(Array(Fixture.data("state-version-1.json")))
        XCTAssertEqual(state.version, 1)
        XCTAssertEqual(state.favorites, [1001: true, 1002: false, 1004: true, 2001: true])
        XCTAssertEqual(state.catalogs, [[1001, 1002, 1004]])
        XCTAssertEqual(state.profile?.username, "hyejin")
        XCTAssertEqual(state.profile?.seasonalPhoto, .autumn)
        XCTAssertEqual(state.collections, [])
    }

    func testVersionOneFileIsWrittenBackAsVersionTwoWithNothingLost() throws {
        var state = try SavedState.decode(Array(Fixture.data("state-version-1.json")))
        state.collections = [LandmarkCollection(id: 1, name: "Deserts", landmarkIDs: [1001, 2001])]
        let bytes = try state.encoded()
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("\"version\" : 2"), text)
        let reread = try SavedState.decode(bytes)
        XCTAssertEqual(reread.version, 2)
        XCTAssertEqual(reread.favorites, state.favorites)
        XCTAssertEqual(reread.catalogs, state.catalogs)
        XCTAssertEqual(reread.profile, state.profile)
        XCTAssertEqual(reread.collections, state.collections)
    }

    func testCollectionsKeepTheirOrderIdsAndLandmarkOrderThroughAFile() throws {
        let collections = [
            LandmarkCollection(id: 7, name: "호수", landmarkIDs: [1004, 1001]),
            LandmarkCollection(id: 2, name: "Road trip 2027", landmarkIDs: []),
        ]
        let reread = try SavedState.decode(try SavedState(collections: collections).encoded())
        XCTAssertEqual(reread.collections, collections)
    }

    func testRepeatedLandmarkInACollectionIsReadOnce() throws {
        let file = #"{"version": 2, "favorites": {}, "collections": [{"id": 1, "name": "A", "landmarks": [3, 3, 4]}]}"#
        XCTAssertEqual(try SavedState.decode(Array(file.utf8)).collections.first?.landmarkIDs, [3, 4])
    }

    func testCollectionsBreakingTheEditorsRulesAreRefusedWithTheFieldNamed() {
        let cases: [(String, String)] = [
            (#""collections": {}"#, "“collections” is"),
            (#""collections": [3]"#, "“collections[0]” is"),
            (#""collections": [{"id": 0, "name": "A", "landmarks": []}]"#, "“collections[0].id”"),
            (#""collections": [{"id": 9223372036854775807, "name": "A", "landmarks": []}]"#, "“collections[0].id”"),
            (#""collections": [{"id": 1, "name": "A", "landmarks": []}, {"id": 1, "name": "B", "landmarks": []}]"#,
             "“collections[1].id”"),
            (#""collections": [{"id": 1, "name": "  ", "landmarks": []}]"#, "“collections[0].name”"),
            (#""collections": [{"id": 1, "name": "A\u0000B", "landmarks": []}]"#, "“collections[0].name”"),
            (#""collections": [{"id": 1, "name": "A", "landmarks": ["x"]}]"#, "“collections[0].landmarks” holds"),
            (#""collections": [{"id": 1, "name": "A"}]"#, "“collections[0].landmarks”"),
        ]
        for (collections, expected) in cases {
            let file = #"{"version": 2, "favorites": {}, "# + collections + "}"
            XCTAssertThrowsError(try SavedState.decode(Array(file.utf8)), collections) { error in
                guard case .unreadable(let reason) = error as? SavedState.DecodingProblem else {
                    return XCTFail("\(error)")
                }
                XCTAssertTrue(reason.contains(expected), "\(collections): \(reason)")
            }
        }
    }

    func testMoreCollectionsThanTheLimitAreRefused() {
        let many = (1...LandmarkCollection.maximumStored + 1)
            .map { #"{"id": \#($0), "name": "C\#($0)", "landmarks": []}"# }.joined(separator: ",")
        let file = #"{"version": 2, "favorites": {}, "collections": ["# + many + "]}"
        XCTAssertThrowsError(try SavedState.decode(Array(file.utf8)))
    }

    func testLargestCollectionsStillFitTheFileWithEveryFavoriteOfTheLargestCatalogue() throws {
        // As many as a merge of two instances' can hold, each as full as can be.
        let collections = (1...LandmarkCollection.maximumStored).map { id in
            LandmarkCollection(id: id, name: "Collection \(id)",
                               landmarkIDs: Array(100_000..<(100_000 + LandmarkCollection.maximumLandmarks)))
        }
        let ids = Array(1...CatalogLimits.landmarks)
        let state = SavedState(
            favorites: Dictionary(uniqueKeysWithValues: ids.map { ($0, true) }), catalogs: [ids], collections: collections)
        let fitted = try state.encoded(fitting: CatalogLimits.savedStateBytes)
        XCTAssertEqual(fitted.droppedEntries, 0)
        XCTAssertEqual(try SavedState.decode(fitted.bytes).collections, collections)
    }
}
