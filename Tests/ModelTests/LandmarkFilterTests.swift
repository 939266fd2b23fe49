import XCTest

import ModelTestSupport

@testable import LandmarksModel

final class LandmarkFilterTests: XCTestCase {
    private func landmark(_ name: String, _ category: Landmark.Category, favorite: Bool,
                          park: String = "A Park", state: String = "Alaska") -> Landmark {
        Landmark(id: name.hashValue, name: name, park: park, state: state, description: "", isFavorite: favorite,
                 isFeatured: false, category: category, imageName: "x",
                 coordinates: .init(latitude: 0, longitude: 0))
    }

    func testRuleAndTitleForEveryCategoryAndFavoritesOnlyCombination() {
        let all = [
            landmark("Lake A", .lakes, favorite: true), landmark("Lake B", .lakes, favorite: false),
            landmark("River A", .rivers, favorite: false), landmark("Peak A", .mountains, favorite: true),
        ]
        let expected: [LandmarkFilter.Category: (titles: (String, String), names: ([String], [String]))] = [
            .all: (("Landmarks", "Favorite Landmarks"), (["Lake A", "Lake B", "River A", "Peak A"], ["Lake A", "Peak A"])),
            .lakes: (("Lakes", "Favorite Lakes"), (["Lake A", "Lake B"], ["Lake A"])),
            .rivers: (("Rivers", "Favorite Rivers"), (["River A"], [])),
            .mountains: (("Mountains", "Favorite Mountains"), (["Peak A"], ["Peak A"])),
        ]
        for category in LandmarkFilter.Category.allCases {
            for favoritesOnly in [false, true] {
                let filter = LandmarkFilter(category: category, favoritesOnly: favoritesOnly)
                let want = expected[category]!
                XCTAssertEqual(filter.title, favoritesOnly ? want.titles.1 : want.titles.0)
                XCTAssertEqual(all.filter(filter.matches).map(\.name), favoritesOnly ? want.names.1 : want.names.0,
                               "\(category) favorites-only \(favoritesOnly)")
            }
        }
        XCTAssertEqual(LandmarkFilter(category: .rivers, favoritesOnly: true).emptyTitle, "No Favorite Rivers")
    }

    func testSearchMatchesNameParkAndStateIgnoringCaseAndAccents() {
        let lake = landmark("St. Mary Lake", .lakes, favorite: false, park: "Glacier National Park", state: "Montana")
        for text in ["mary", "GLACIER", "montana", "st mary", "  lake  glacier ", "Glaciér"] {
            XCTAssertTrue(LandmarkFilter(searchText: text).matches(lake), text)
        }
        for text in ["alaska", "mary river", "zzz"] {
            XCTAssertFalse(LandmarkFilter(searchText: text).matches(lake), text)
        }
        XCTAssertEqual(LandmarkFilter(searchText: "zzz").emptyTitle, "No Results")
    }

    /// The List tab filters by position into the model's array: the same
    /// landmarks, in the same order, as filtering copies.
    func testApplyingAFilterGivesTheMatchingLandmarksInOrderWithoutCopying() {
        let all = [landmark("Twin Lake", .lakes, favorite: false), landmark("Icy Bay", .mountains, favorite: true),
                   landmark("Hidden Lake", .lakes, favorite: true), landmark("Charley Rivers", .rivers, favorite: false)]
        for filter in [LandmarkFilter(), LandmarkFilter(category: .lakes), LandmarkFilter(favoritesOnly: true),
                       LandmarkFilter(searchText: "lake")] {
            let subset = filter.apply(to: all)
            XCTAssertEqual(subset.map(\.name), all.filter(filter.matches).map(\.name))
            XCTAssertEqual(subset, filter.apply(to: all), "equal subsets of one array")
        }
        XCTAssertEqual(LandmarkFilter(category: .lakes).apply(to: all).map(\.name), ["Twin Lake", "Hidden Lake"])
        XCTAssertNotEqual(LandmarkFilter(category: .lakes).apply(to: all), LandmarkFilter(category: .rivers).apply(to: all))
    }

    func testSearchFollowsARenamedLandmarkThoughItsFoldedTextIsKeptBetweenKeystrokes() {
        var landmarks = [landmark("Crater Lake", .lakes, favorite: false, park: "Crater Lake National Park", state: "Oregon")]
        let search = LandmarkFilter(searchText: "crater")
        XCTAssertEqual(search.apply(to: landmarks).map(\.name), ["Crater Lake"])
        landmarks[0].name = "Lac Émeraude"
        landmarks[0].park = "Parc"
        XCTAssertEqual(search.apply(to: landmarks).map(\.name), [], "the old name no longer matches")
        XCTAssertEqual(LandmarkFilter(searchText: "EMERAUDE").apply(to: landmarks).map(\.name), ["Lac Émeraude"])
        XCTAssertTrue(LandmarkFilter(searchText: "emer oreg").matches(landmarks[0]), "every word, anywhere")
    }
}
