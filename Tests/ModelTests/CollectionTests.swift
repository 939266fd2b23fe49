import Foundation
import XCTest

@testable import LandmarksModel

/// Making, renaming, deleting and filling collections, the limits each
/// change is held to, and putting back what Undo puts back.
final class CollectionTests: XCTestCase {
    @MainActor private static func model() -> ModelData {
        let landmarks = (1...3).map { index in
            Landmark(id: 1000 + index, name: "Landmark \(index)", park: "Park", state: "State",
                     description: "", isFavorite: false, isFeatured: false, category: .lakes,
                     imageName: "x", coordinates: .init(latitude: 0, longitude: 0))
        }
        return ModelData(landmarks: landmarks, hikes: [])
    }

    func testANewCollectionIsEmptyTrimmedAndAfterTheOthers() throws {
        try MainActor.assumeIsolated {
            let model = Self.model()
            let first = try model.createCollection(named: "  Deserts \n")
            let second = try model.createCollection(named: "Lakes")
            XCTAssertEqual(model.collections.map(\.name), ["Deserts", "Lakes"])
            XCTAssertNotEqual(first, second)
            XCTAssertEqual(model.collection(id: first)?.landmarkIDs, [])
        }
    }

    func testNamesThatCannotBeShownOrAreTakenAreRefusedAndChangeNothing() throws {
        try MainActor.assumeIsolated {
            let model = Self.model()
            try model.createCollection(named: "Deserts")
            let cases: [(String, LandmarkCollection.Problem)] = [
                ("", .emptyName), ("   ", .emptyName),
                (String(repeating: "x", count: LandmarkCollection.maximumNameLength + 1), .nameTooLong),
                ("a\u{0}b", .unshowableName), ("a\u{7}b", .unshowableName),
                ("DÉSERTS", .nameTaken("Deserts")), ("favorites", .nameTaken(LandmarkCollection.favoritesName)),
            ]
            for (name, problem) in cases {
                XCTAssertThrowsError(try model.createCollection(named: name), name) { error in
                    XCTAssertEqual(error as? LandmarkCollection.Problem, problem, name)
                    XCTAssertFalse((error as! LandmarkCollection.Problem).message.isEmpty)
                }
            }
            XCTAssertEqual(model.collections.map(\.name), ["Deserts"])
            XCTAssertNoThrow(try model.createCollection(named: String(repeating: "호", count: LandmarkCollection.maximumNameLength)))
        }
    }

    func testRenamingKeepsTheLandmarksAndMayChangeOnlyTheCase() throws {
        try MainActor.assumeIsolated {
            let model = Self.model()
            let id = try model.createCollection(named: "deserts")
            try model.setLandmark(1001, isIn: true, collection: id)
            try model.renameCollection(id: id, to: "Deserts")
            XCTAssertEqual(model.collection(id: id), LandmarkCollection(id: id, name: "Deserts", landmarkIDs: [1001]))
            try model.createCollection(named: "Lakes")
            XCTAssertThrowsError(try model.renameCollection(id: id, to: "lakes"))
            XCTAssertEqual(model.collection(id: id)?.name, "Deserts")
        }
    }

    func testNoMoreCollectionsThanTheLimit() throws {
        try MainActor.assumeIsolated {
            let model = Self.model()
            for index in 1...LandmarkCollection.maximumCount { try model.createCollection(named: "C\(index)") }
            XCTAssertThrowsError(try model.createCollection(named: "One more")) { error in
                XCTAssertEqual(error as? LandmarkCollection.Problem, .tooManyCollections)
            }
        }
    }

    func testACollectionHoldsEachLandmarkOnceUpToTheLimit() throws {
        try MainActor.assumeIsolated {
            let model = Self.model()
            let id = try model.createCollection(named: "Big")
            try model.setLandmark(1002, isIn: true, collection: id)
            try model.setLandmark(1002, isIn: true, collection: id)
            try model.setLandmark(1001, isIn: true, collection: id)
            XCTAssertEqual(model.collection(id: id)?.landmarkIDs, [1002, 1001])
            XCTAssertEqual(model.landmarks(in: model.collection(id: id)!).map(\.id), [1002, 1001])
            XCTAssertEqual(model.collections(holding: 1001), [id])

            model.collections[0].landmarkIDs = Array(1...LandmarkCollection.maximumLandmarks)
            XCTAssertThrowsError(try model.setLandmark(1003, isIn: true, collection: id)) { error in
                XCTAssertEqual(error as? LandmarkCollection.Problem, .full("Big"))
            }
        }
    }

    func testALandmarkTakenOutComesBackWhereItWas() throws {
        try MainActor.assumeIsolated {
            let model = Self.model()
            let id = try model.createCollection(named: "Trip")
            for landmark in [1001, 1002, 1003] { try model.setLandmark(landmark, isIn: true, collection: id) }
            try model.setLandmark(1002, isIn: false, collection: id)
            XCTAssertEqual(model.collection(id: id)?.landmarkIDs, [1001, 1003])
            try model.restoreLandmark(1002, at: 1, in: id)
            XCTAssertEqual(model.collection(id: id)?.landmarkIDs, [1001, 1002, 1003])
            try model.restoreLandmark(1002, at: 1, in: id)
            XCTAssertEqual(model.collection(id: id)?.landmarkIDs, [1001, 1002, 1003])
        }
    }

    func testADeletedCollectionComesBackWhereItStoodWithItsIdAndLandmarks() throws {
        try MainActor.assumeIsolated {
            let model = Self.model()
            try model.createCollection(named: "A")
            try model.createCollection(named: "C")
            let id = try model.createCollection(named: "B")
            try model.setLandmark(1003, isIn: true, collection: id)
            let before = model.collections
            let deleted = try XCTUnwrap(model.deleteCollection(id: id))
            XCTAssertEqual(model.collections.map(\.name), ["A", "C"])
            // A collection made meanwhile gets an id of its own, though B's was the highest.
            let other = try model.createCollection(named: "D")
            XCTAssertNotEqual(other, id)
            model.deleteCollection(id: other)
            try model.restoreCollection(deleted.collection, at: deleted.position)
            XCTAssertEqual(model.collections, before)
            try model.restoreCollection(deleted.collection, at: deleted.position)
            XCTAssertEqual(model.collections, before)
        }
    }

    func testUndoKeepsTheLimitsAndTheNamesANewCollectionTookMeanwhile() throws {
        try MainActor.assumeIsolated {
            let model = Self.model()
            for index in 1...LandmarkCollection.maximumCount { try model.createCollection(named: "C\(index)") }
            let deleted = try XCTUnwrap(model.deleteCollection(id: model.collections[0].id))
            try model.createCollection(named: "Newer")
            XCTAssertThrowsError(try model.restoreCollection(deleted.collection, at: deleted.position)) { error in
                XCTAssertEqual(error as? LandmarkCollection.Problem, .tooManyCollections)
            }
            model.deleteCollection(id: model.collections.last!.id)
            try model.renameCollection(id: model.collections[0].id, to: "c1")
            XCTAssertThrowsError(try model.restoreCollection(deleted.collection, at: deleted.position)) { error in
                XCTAssertEqual(error as? LandmarkCollection.Problem, .nameTaken("c1"))
            }
            XCTAssertEqual(model.collections.count, LandmarkCollection.maximumCount - 1)

            let full = model.collections[1].id
            model.collections[1].landmarkIDs = Array(1...LandmarkCollection.maximumLandmarks)
            try model.setLandmark(1, isIn: false, collection: full)
            try model.setLandmark(5_000, isIn: true, collection: full)
            XCTAssertThrowsError(try model.restoreLandmark(1, at: 0, in: full))
            XCTAssertEqual(model.collections[1].landmarkIDs.count, LandmarkCollection.maximumLandmarks)
        }
    }

    func testIdsRestoredFromAFileAreNotGivenAgainWhileUndoMayBringThemBack() throws {
        try MainActor.assumeIsolated {
            let model = Self.model()
            model.collections = [LandmarkCollection(id: 4, name: "A"), LandmarkCollection(id: 9, name: "B")]
            let deleted = try XCTUnwrap(model.deleteCollection(id: 9))
            let made = try model.createCollection(named: "C")
            XCTAssertEqual(made, 10, "not 9, the deleted one's")
            try model.restoreCollection(deleted.collection, at: deleted.position)
            XCTAssertEqual(model.collections.map(\.name), ["A", "B", "C"])
        }
    }

    func testTheHighestIdAFileMayHoldStillLeavesRoomForANewCollection() throws {
        try MainActor.assumeIsolated {
            let model = Self.model()
            model.collections = [LandmarkCollection(id: LandmarkCollection.maximumID, name: "Last")]
            let made = try model.createCollection(named: "Next")
            XCTAssertEqual(made, 1, "the smallest free id, never an overflow")
        }
    }

    func testOnceTheIdsRunOutADeletedCollectionsIdIsNotGivenAgainAndUndoBringsItBack() throws {
        try MainActor.assumeIsolated {
            let model = Self.model()
            model.collections = [LandmarkCollection(id: LandmarkCollection.maximumID, name: "Last"),
                                 LandmarkCollection(id: 1, name: "Alpha", landmarkIDs: [1002])]
            let deleted = try XCTUnwrap(model.deleteCollection(id: 1))
            let beta = try model.createCollection(named: "Beta")
            XCTAssertNotEqual(beta, 1, "Alpha's id stays Alpha's while Undo may bring it back")
            let restored = try model.restoreCollection(deleted.collection, at: deleted.position)
            XCTAssertEqual(restored, 1)
            XCTAssertEqual(model.collections.map(\.name), ["Last", "Alpha", "Beta"])
            XCTAssertEqual(model.collection(id: 1)?.landmarkIDs, [1002])
        }
    }

    func testUndoOfACollectionWhoseIdAnotherNowHoldsBringsItBackUnderANewId() throws {
        try MainActor.assumeIsolated {
            let model = Self.model()
            model.collections = [LandmarkCollection(id: 3, name: "Alpha", landmarkIDs: [1001])]
            let deleted = try XCTUnwrap(model.deleteCollection(id: 3))
            // Another writer's file, read meanwhile, gave id 3 to another collection.
            model.collections = [LandmarkCollection(id: 3, name: "Other")]
            let restored = try model.restoreCollection(deleted.collection, at: deleted.position)
            XCTAssertNotEqual(restored, 3)
            XCTAssertEqual(model.collections.map(\.name), ["Alpha", "Other"])
            XCTAssertEqual(model.collection(id: restored)?.landmarkIDs, [1001], "nothing of it is lost")
        }
    }
}
