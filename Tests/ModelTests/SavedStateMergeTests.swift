import XCTest

@testable import LandmarksModel

/// Two instances sharing one data folder: a save merges what the other wrote
/// since this one read the file, instead of writing its older copy over it.
final class SavedStateMergeTests: XCTestCase {
    private static let alpha = LandmarkCollection(id: 1, name: "Alpha", landmarkIDs: [1001])
    private static let beta = LandmarkCollection(id: 2, name: "Beta", landmarkIDs: [1002])
    private static let base = SavedState(favorites: [1001: true, 1002: false], collections: [alpha, beta])

    func testACollectionTheOtherDeletedStaysDeletedWhenWeChangedSomethingElse() {
        var ours = Self.base
        ours.favorites[1002] = true
        var theirs = Self.base
        theirs.collections = [Self.beta]
        let merged = SavedState.merged(base: Self.base, ours: ours, theirs: theirs)
        XCTAssertEqual(merged.collections, [Self.beta])
        XCTAssertEqual(merged.favorites, [1001: true, 1002: true])
    }

    func testTwoFullSetsOfCollectionsMergeWithoutLosingOneAndTheFileReadsBack() throws {
        let base = SavedState(favorites: [:], collections: [])
        func collections(_ prefix: String) -> [LandmarkCollection] {
            (1...LandmarkCollection.maximumCount).map { LandmarkCollection(id: $0, name: "\(prefix) \($0)", landmarkIDs: [1001]) }
        }
        let ours = SavedState(favorites: [:], collections: collections("Ours"))
        let theirs = SavedState(favorites: [:], collections: collections("Theirs"))
        let merged = SavedState.merged(base: base, ours: ours, theirs: theirs)
        XCTAssertEqual(merged.collections.count, 2 * LandmarkCollection.maximumCount, "none is cut")
        XCTAssertEqual(Set(merged.collections.map(\.name)).count, merged.collections.count)
        XCTAssertEqual(Set(merged.collections.map(\.id)).count, merged.collections.count)
        let read = try SavedState.decode(try merged.encoded())
        XCTAssertEqual(read.collections, merged.collections, "the merged file is one the app reads")
    }

    func testEachSidesFavoriteChangesAreKept() {
        var ours = Self.base
        ours.favorites[1001] = false
        var theirs = Self.base
        theirs.favorites[1002] = true
        theirs.favorites[3001] = true
        let merged = SavedState.merged(base: Self.base, ours: ours, theirs: theirs)
        XCTAssertEqual(merged.favorites, [1001: false, 1002: true, 3001: true])
    }

    func testOurChangesWinAndTheirNewCollectionsAreKept() {
        var ours = Self.base
        ours.collections[0].name = "Alps"
        var theirs = Self.base
        theirs.collections[1].landmarkIDs = [1002, 1003]
        theirs.collections.append(LandmarkCollection(id: 3, name: "Gamma"))
        let merged = SavedState.merged(base: Self.base, ours: ours, theirs: theirs)
        XCTAssertEqual(merged.collections.map(\.name), ["Alps", "Beta", "Gamma"])
        XCTAssertEqual(merged.collections[1].landmarkIDs, [1002, 1003])
    }

    func testACollectionChangedByOneSideSurvivesTheOthersDelete() {
        var ours = Self.base
        ours.collections.removeFirst()
        var theirs = Self.base
        theirs.collections[0].landmarkIDs = [1001, 1004]
        let merged = SavedState.merged(base: Self.base, ours: ours, theirs: theirs)
        XCTAssertEqual(merged.collections.map(\.name), ["Alpha", "Beta"], "their change to Alpha is not lost")
    }

    func testTwoCollectionsMadeWithOneIdAreBothKeptUnderTwoIdsAndTwoNames() {
        var ours = Self.base
        ours.collections.append(LandmarkCollection(id: 3, name: "Trip", landmarkIDs: [1001]))
        var theirs = Self.base
        theirs.collections.append(LandmarkCollection(id: 3, name: "trip", landmarkIDs: [1002]))
        let merged = SavedState.merged(base: Self.base, ours: ours, theirs: theirs)
        XCTAssertEqual(merged.collections.count, 4)
        XCTAssertEqual(Set(merged.collections.map(\.id)).count, 4)
        XCTAssertEqual(merged.collections.map(\.name), ["Alpha", "Beta", "trip", "Trip (2)"])
        XCTAssertNoThrow(try SavedState.decode(try merged.encoded()), "the merged file is one the loader accepts")
    }

    func testTheOthersUnknownMembersAndProfileSurviveOurSave() {
        var ours = Self.base
        ours.favorites[1002] = true
        var theirs = Self.base
        theirs.unknownFields["tags"] = .array([.string("snow")])
        theirs.profile = Profile(username: "other")
        let merged = SavedState.merged(base: Self.base, ours: ours, theirs: theirs)
        XCTAssertEqual(merged.unknownFields["tags"], .array([.string("snow")]))
        XCTAssertEqual(merged.profile?.username, "other")
    }
}
