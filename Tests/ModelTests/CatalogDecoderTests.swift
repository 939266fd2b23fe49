import Foundation
import XCTest

import ModelTestSupport

@testable import LandmarksModel

/// Decoding and validation of landmark and hike files, with the exact messages.
final class CatalogDecoderTests: XCTestCase {
    private func landmarkError(_ fixture: String) throws -> String? {
        let data = try Fixture.data(fixture)
        return catalogError { () throws(CatalogError) in try CatalogDecoder.landmarks(from: data) }?.message
    }

    private func landmarkError(objects: [[String: Any]]) throws -> String? {
        let data = try Fixture.json(objects)
        return catalogError { () throws(CatalogError) in try CatalogDecoder.landmarks(from: data) }?.message
    }

    func testValidFixtureDecodesEveryField() throws {
        let landmarks = try CatalogDecoder.landmarks(from: Fixture.data("landmarks-valid.json"))
        XCTAssertEqual(landmarks.map(\.id), [2001, 2002, 2003])
        XCTAssertEqual(
            landmarks[0],
            Landmark(
                id: 2001, name: "Crater Lake", park: "Crater Lake National Park", state: "Oregon",
                description: "A deep blue lake in the caldera of Mount Mazama.", isFavorite: false, isFeatured: true,
                category: .lakes, imageName: "craterlake",
                coordinates: .init(latitude: 42.9446, longitude: -122.109)))
        XCTAssertEqual(landmarks.map(\.category), [.lakes, .mountains, .rivers])
        XCTAssertEqual(landmarks.map(\.isFavorite), [false, true, false])
        XCTAssertEqual(landmarks[0].featureImageName, "craterlake_feature")
        XCTAssertNil(landmarks[1].featureImageName)
    }

    func testMalformedJSONIsReportedWithLineAndColumn() throws {
        XCTAssertEqual(
            try landmarkError("landmarks-malformed.json"),
            "The file is not valid JSON: line 21, column 5: expected “,” or “}” after a value in an object, found “\"”."
        )
    }

    func testMissingFieldNamesTheEntryAndTheField() throws {
        XCTAssertEqual(
            try landmarkError("landmarks-missing-field.json"),
            "Landmark at index 1 (id 2002, “Grand Teton”): the field “park” is missing.")
    }

    func testEachMissingFieldIsNamed() throws {
        let fields = [
            "id", "name", "park", "state", "description", "isFavorite", "isFeatured", "category", "imageName",
            "coordinates",
        ]
        for field in fields {
            var objects = try Fixture.validLandmarkObjects()
            objects[2].removeValue(forKey: field)
            let entry =
                switch field {
                case "id": "Landmark at index 2 (“Buffalo River”)"
                case "name": "Landmark at index 2 (id 2003)"
                default: "Landmark at index 2 (id 2003, “Buffalo River”)"
                }
            XCTAssertEqual(try landmarkError(objects: objects), "\(entry): the field “\(field)” is missing.", field)
        }
        for field in ["latitude", "longitude"] {
            var objects = try Fixture.validLandmarkObjects()
            var coordinates = try XCTUnwrap(objects[0]["coordinates"] as? [String: Any])
            coordinates.removeValue(forKey: field)
            objects[0]["coordinates"] = coordinates
            XCTAssertEqual(
                try landmarkError(objects: objects),
                "Landmark at index 0 (id 2001, “Crater Lake”): the field “coordinates.\(field)” is missing.")
        }
    }

    func testWrongTypeNamesExpectedAndFoundValues() throws {
        XCTAssertEqual(
            try landmarkError("landmarks-wrong-type.json"),
            "Landmark at index 1 (id 2002, “Grand Teton”): the field “isFavorite” should be true or false, "
                + "but it is the text “yes”.")
        var objects = try Fixture.validLandmarkObjects()
        objects[0]["id"] = 2001.5
        XCTAssertEqual(
            try landmarkError(objects: objects),
            "Landmark at index 0 (“Crater Lake”): the field “id” should be a whole number, but it is the number 2001.5."
        )
        objects = try Fixture.validLandmarkObjects()
        objects[1]["coordinates"] = [43.741, -110.8024]
        XCTAssertEqual(
            try landmarkError(objects: objects),
            "Landmark at index 1 (id 2002, “Grand Teton”): the field “coordinates” should be an object, but it is a list."
        )
        objects = try Fixture.validLandmarkObjects()
        objects[1]["name"] = "  "
        XCTAssertEqual(
            try landmarkError(objects: objects),
            "Landmark at index 1 (id 2002, “  ”): the field “name” should be a non-empty string, but it is blank.")
    }

    func testDuplicateIdIsReportedWithBothEntries() throws {
        XCTAssertEqual(
            try landmarkError("landmarks-duplicate-id.json"),
            "Landmark at index 2 (id 2001, “Buffalo River”) has the id 2001, which landmark at index 0 "
                + "(id 2001, “Crater Lake”) already has. Each landmark needs its own id.")
    }

    func testUnknownCategoryListsTheValidOnes() throws {
        XCTAssertEqual(
            try landmarkError("landmarks-unknown-category.json"),
            "Landmark at index 1 (id 2002, “Grand Teton”): the category “Deserts” is unknown; "
                + "it should be one of “Lakes”, “Rivers”, “Mountains”.")
    }

    func testLatitudeOutOfRangeIsReported() throws {
        XCTAssertEqual(
            try landmarkError("landmarks-latitude-out-of-range.json"),
            "Landmark at index 0 (id 2001, “Crater Lake”): the field “coordinates.latitude” is 91.5, "
                + "outside the range -90 to 90.")
    }

    func testLongitudeOutOfRangeIsReported() throws {
        XCTAssertEqual(
            try landmarkError("landmarks-longitude-out-of-range.json"),
            "Landmark at index 2 (id 2003, “Buffalo River”): the field “coordinates.longitude” is -200, "
                + "outside the range -180 to 180.")
    }

    func testBoundaryCoordinatesAreAccepted() throws {
        var objects = try Fixture.validLandmarkObjects()
        objects[0]["coordinates"] = ["latitude": -90, "longitude": 180]
        objects[1]["coordinates"] = ["latitude": 90, "longitude": -180]
        let landmarks = try CatalogDecoder.landmarks(from: Fixture.json(objects))
        XCTAssertEqual(landmarks[0].coordinates, .init(latitude: -90, longitude: 180))
    }

    func testDocumentThatIsNotAListIsRejected() throws {
        let data = Data(#"{"landmarks": []}"#.utf8)
        XCTAssertEqual(
            catalogError { () throws(CatalogError) in try CatalogDecoder.landmarks(from: data) }?.message,
            "The file should hold a list of landmarks, but it holds an object.")
        let empty = Data("[]".utf8)
        XCTAssertEqual(
            catalogError { () throws(CatalogError) in try CatalogDecoder.landmarks(from: empty) }?.message,
            "The file holds an empty list: there are no landmarks in it.")
        let notObject = Data("[42]".utf8)
        XCTAssertEqual(
            catalogError { () throws(CatalogError) in try CatalogDecoder.landmarks(from: notObject) }?.message,
            "Landmark at index 0 should be an object, but it is the number 42.")
    }

    func testMissingFileNamesThePath() {
        let url = Fixture.url("no-such-file.json")
        XCTAssertEqual(
            catalogError { () throws(CatalogError) in try CatalogDecoder.landmarks(contentsOf: url) }?.message,
            "The file “\(url.path)” could not be read: No such file or directory.")
    }

    func testEncodedLandmarksDecodeToTheSameValues() throws {
        let landmarks = try CatalogDecoder.landmarks(contentsOf: Fixture.url("landmarks-valid.json"))
        let encoded = try JSONEncoder().encode(landmarks)
        XCTAssertEqual(try CatalogDecoder.landmarks(from: encoded), landmarks)
    }

    func testValidHikesDecode() throws {
        let hikes = try CatalogDecoder.hikes(contentsOf: Fixture.url("hikes-valid.json"))
        XCTAssertEqual(hikes.map(\.name), ["Short Loop", "Ridge Climb"])
        XCTAssertEqual(hikes[0].observations[1].elevation, 110..<130)
        XCTAssertEqual(hikes[0].observations[1].heartRate, 100..<120)
        XCTAssertEqual(hikes[0].distanceText, "2.3 km")
        let encoded = try JSONEncoder().encode(hikes)
        XCTAssertEqual(try CatalogDecoder.hikes(from: encoded), hikes)
    }

    func testHikeRangeWithLowerAboveUpperIsReported() throws {
        let data = try Fixture.data("hikes-inverted-range.json")
        XCTAssertEqual(
            catalogError { () throws(CatalogError) in try CatalogDecoder.hikes(from: data) }?.message,
            "Hike at index 0 (id 1, “Short Loop”): the field “observations[1].pace” is [16, 13], "
                + "but a range's lower bound cannot be above its upper bound.")
    }

    func testHikeRangeNeedsExactlyTwoNumbers() throws {
        var hikes = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Fixture.data("hikes-valid.json")) as? [[String: Any]])
        var observations = try XCTUnwrap(hikes[1]["observations"] as? [[String: Any]])
        observations[0]["heartRate"] = [110, 120, 140]
        hikes[1]["observations"] = observations
        let data = try Fixture.json(hikes)
        XCTAssertEqual(
            catalogError { () throws(CatalogError) in try CatalogDecoder.hikes(from: data) }?.message,
            "Hike at index 1 (id 2, “Ridge Climb”): the field “observations[0].heartRate” should be "
                + "a list of two numbers [lower, upper], but it is a list of 3 values.")
    }
}
