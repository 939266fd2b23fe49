import XCTest

@testable import LandmarksModel

/// What the desktop's search finds: the List tab's matches, best first.
final class LandmarkSearchTests: XCTestCase {
    private func landmark(_ id: Int, _ name: String, park: String = "A Park", state: String = "Alaska") -> Landmark {
        Landmark(id: id, name: name, park: park, state: state, description: "", isFavorite: false,
                 isFeatured: false, category: .lakes, imageName: "x", coordinates: .init(latitude: 0, longitude: 0))
    }

    func testTheSameLandmarksAsTheListsSearchRankedByWhereTheFirstWordIs() {
        let landmarks = [
            landmark(1, "Silver Creek", park: "Lake Clark"), landmark(2, "St. Mary Lake"),
            landmark(3, "Lake McDonald"), landmark(4, "Turtle Rock"), landmark(5, "Lakeview", state: "Oregon"),
        ]
        let found = LandmarkSearch.results(for: ["lake"], in: landmarks)
        XCTAssertEqual(found, [3, 5, 2, 1], "names starting with the word, then holding it, then the rest")
        XCTAssertEqual(Set(found), Set(LandmarkFilter(searchText: "lake").apply(to: landmarks).map(\.id)))
        XCTAssertEqual(LandmarkSearch.results(for: ["LAKE", "oregon"], in: landmarks), [5], "every word, any case")
    }

    func testNothingForAnEmptyQueryOrOneThatMatchesNothing() {
        let landmarks = [landmark(1, "Turtle Rock")]
        XCTAssertEqual(LandmarkSearch.results(for: [], in: landmarks), [])
        XCTAssertEqual(LandmarkSearch.results(for: ["", "  "], in: landmarks), [])
        XCTAssertEqual(LandmarkSearch.results(for: ["zzz"], in: landmarks), [])
    }

    func testASubsearchKeepsOnlyEarlierResultsRankedForTheNewWords() {
        let landmarks = [landmark(1, "Lake Alpha"), landmark(2, "Beta Lake"), landmark(3, "Lake Beta")]
        XCTAssertEqual(LandmarkSearch.results(for: ["beta"], among: [1, 2], in: landmarks), [2])
        XCTAssertEqual(LandmarkSearch.results(for: ["lake"], among: [2, 3], in: landmarks), [3, 2])
    }

    func testAtMostAScreenfulOfResultsGoesBack() {
        let landmarks = (0..<500).map { landmark($0, "Lake \($0)") }
        XCTAssertEqual(LandmarkSearch.results(for: ["lake"], in: landmarks).count, LandmarkSearch.resultLimit)
    }

    func testAQueryNoOneTypesFindsNothing() {
        let landmarks = [landmark(1, "Turtle Rock")]
        XCTAssertEqual(LandmarkSearch.results(for: Array(repeating: "rock", count: 33), in: landmarks), [])
        XCTAssertEqual(LandmarkSearch.results(for: [String(repeating: "r", count: 257)], in: landmarks), [])
        XCTAssertEqual(LandmarkSearch.results(for: Array(repeating: "rock", count: 32), in: landmarks), [1])
    }

    func testCollectionsAreFoundByEveryWordOfTheirNamesFoldedNamesStartingWithTheFirstWordFirst() {
        let collections = [
            LandmarkCollection(id: 1, name: "Old Lakes", landmarkIDs: []),
            LandmarkCollection(id: 2, name: "Lakes of Montana", landmarkIDs: [1]),
            LandmarkCollection(id: 3, name: "호수 여행", landmarkIDs: []),
            LandmarkCollection(id: 4, name: "Café stops", landmarkIDs: []),
        ]
        XCTAssertEqual(LandmarkSearch.collections(for: ["lakes"], in: collections), [2, 1])
        XCTAssertEqual(LandmarkSearch.collections(for: ["LAKES", "montana"], in: collections), [2])
        XCTAssertEqual(LandmarkSearch.collections(for: ["호수"], in: collections), [3])
        XCTAssertEqual(LandmarkSearch.collections(for: ["cafe"], in: collections), [4])
        XCTAssertEqual(LandmarkSearch.collections(for: [""], in: collections), [])
        XCTAssertEqual(LandmarkSearch.collections(for: Array(repeating: "a", count: 33), in: collections), [])
    }
}
