import Foundation
import Localization
import XCTest

import ModelTestSupport

@testable import LandmarksModel

/// The bundled catalogue and hikes, and ModelData's derived views of them.
final class ModelDataTests: XCTestCase {
    private func bundledModel() throws -> ModelData {
        try MainActor.assumeIsolated {
            try ModelData.load(
                landmarksURL: Fixture.resource("landmarkData.json"), hikesURL: Fixture.resource("hikeData.json"))
        }
    }

    func testBundledCatalogueHasTheTwelveLandmarksOfTheReference() throws {
        let landmarks = try CatalogDecoder.landmarks(contentsOf: Fixture.resource("landmarkData.json"))
        XCTAssertEqual(landmarks.map(\.id), Array(1001...1012))
        XCTAssertEqual(landmarks.filter(\.isFavorite).map(\.name), ["Turtle Rock", "Chilkoot Trail", "St. Mary Lake"])
        let turtleRock = landmarks[0]
        XCTAssertEqual(turtleRock.park, "Joshua Tree National Park")
        XCTAssertEqual(turtleRock.category, .rivers)
        XCTAssertEqual(turtleRock.coordinates, .init(latitude: 34.011286, longitude: -116.166868))
        for landmark in landmarks {
            XCTAssertGreaterThan(landmark.description.count, 100, "\(landmark.name) needs a real description")
        }
    }

    func testBundledFeaturesAreTheThreeCarouselLandmarks() throws {
        let model = try bundledModel()
        MainActor.assumeIsolated {
            XCTAssertEqual(model.features.map(\.name), ["Turtle Rock", "St. Mary Lake", "Charley Rivers"])
        }
    }

    func testCategoryNamesAreSorted() throws {
        let model = try bundledModel()
        MainActor.assumeIsolated {
            XCTAssertEqual(model.categoryNames, ["Lakes", "Mountains", "Rivers"])
            XCTAssertEqual(model.categories["Rivers"]?.map(\.name), ["Turtle Rock", "Charley Rivers", "Chincoteague"])
            XCTAssertEqual(model.categories.values.map(\.count).reduce(0, +), 12)
        }
    }

    func testLookupAndFavoriteTogglingGoById() throws {
        let model = try bundledModel()
        MainActor.assumeIsolated {
            XCTAssertEqual(model.index(of: 1004), 3)
            XCTAssertEqual(model.landmark(id: 1004)?.name, "St. Mary Lake")
            XCTAssertNil(model.index(of: 42))
            model.toggleFavorite(id: 1002)
            XCTAssertEqual(model.landmark(id: 1002)?.isFavorite, true)
            model.setFavorite(false, id: 1002)
            XCTAssertEqual(model.landmark(id: 1002)?.isFavorite, false)
            model.toggleFavorite(id: 42)
            XCTAssertEqual(model.landmarks.filter(\.isFavorite).count, 3)
        }
    }

    func testBundledHikesAreDistinctAndWellFormed() throws {
        let hikes = try CatalogDecoder.hikes(contentsOf: Fixture.resource("hikeData.json"))
        XCTAssertGreaterThanOrEqual(hikes.count, 3)
        XCTAssertEqual(Set(hikes.map(\.name)).count, hikes.count)
        XCTAssertEqual(hikes[0].name, "Lonesome Ridge Trail")
        XCTAssertEqual(hikes[0].distanceText, "4.5 km")
        for hike in hikes {
            XCTAssertGreaterThanOrEqual(hike.observations.count, 12, hike.name)
            let distances = hike.observations.map(\.distanceFromStart)
            XCTAssertEqual(distances, distances.sorted(), hike.name)
        }
    }

    func testDistanceTextHasOneDecimal() {
        XCTAssertEqual(LocaleFormat.distance(kilometres: 4.5), "4.5 km")
        XCTAssertEqual(LocaleFormat.distance(kilometres: 10), "10.0 km")
        XCTAssertEqual(LocaleFormat.distance(kilometres: 14.64), "14.6 km")
        XCTAssertEqual(LocaleFormat.distance(kilometres: 0.06), "0.1 km")
        XCTAssertEqual(LocaleFormat.distance(kilometres: 0), "0.0 km")
        XCTAssertEqual(LocaleFormat.distance(kilometres: .nan), "– km")
    }

    func testProfileDefaultsAreTheTutorials() {
        let profile = Profile.default
        XCTAssertEqual(profile.username, "g_kumar")
        XCTAssertTrue(profile.prefersNotifications)
        XCTAssertEqual(profile.seasonalPhoto, .winter)
        XCTAssertLessThan(abs(profile.goalDate.timeIntervalSinceNow), 24 * 3600)
        XCTAssertEqual(Profile.Season.allCases.map(\.rawValue), ["🌷", "🌞", "🍂", "☃️"])
        XCTAssertEqual(Profile.Season.allCases.map(\.name), ["Spring", "Summer", "Autumn", "Winter"])
    }

    /// Our map data resolves ~45 m, so the spans are wider than the original's
    /// street-level 0.02°/0.2°/2° (see Resources/map/README.md).
    func testMapZoomSpansSuitOurMapData() {
        XCTAssertEqual(MapZoom.allCases.map(\.spanDegrees), [0.25, 1, 4])
        XCTAssertEqual(MapZoom.allCases.map(\.title), ["Near", "Medium", "Far"])
    }
}
