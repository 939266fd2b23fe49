@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Files larger than anything real are refused quickly, with a short message,
/// before they cost minutes or gigabytes: sizes of files, texts and lists are
/// bounded (CatalogLimits), and messages quote at most a short excerpt.
final class InputLimitTests: XCTestCase {
    private func catalogue(editing edit: (inout [String: Any]) -> Void) throws -> Data {
        var objects = try Fixture.validLandmarkObjects()
        edit(&objects[0])
        return try Fixture.json(objects)
    }

    func testATenMegabyteNameIsRefusedWithAShortMessage() throws {
        let bytes = try catalogue { $0["name"] = String(repeating: "N", count: 10 << 20) }
        let error = catalogError { () throws(CatalogError) in try CatalogDecoder.landmarks(from: bytes) }
        let message = try XCTUnwrap(error?.message)
        XCTAssertTrue(message.contains("the field “name” is 10485760 characters long; it can be at most 200"), message)
        XCTAssertLessThan(message.count, 300, "the message quotes an excerpt, not the value")
    }

    func testLongTextsInEveryFieldAreRefused() throws {
        for (field, length) in [("park", 201), ("state", 201), ("description", 20_001), ("imageName", 201)] {
            let bytes = try catalogue { $0[field] = String(repeating: "é", count: length) }
            let error = catalogError { () throws(CatalogError) in try CatalogDecoder.landmarks(from: bytes) }
            guard case .tooLong(_, let named, length, _, .characters) = error else {
                return XCTFail("\(field): \(String(describing: error))")
            }
            XCTAssertEqual(named, field)
        }
        let longest = try catalogue { $0["description"] = String(repeating: "d", count: 20_000) }
        XCTAssertNoThrow(try CatalogDecoder.landmarks(from: longest), "the limit itself is allowed")
    }

    func testAnUnknownCategoryIsQuotedAsAnExcerpt() throws {
        let bytes = try catalogue { $0["category"] = String(repeating: "C", count: 150) + "\n\u{1B}[31m" }
        let message = try XCTUnwrap(catalogError { () throws(CatalogError) in try CatalogDecoder.landmarks(from: bytes) }?.message)
        XCTAssertTrue(message.contains("“" + String(repeating: "C", count: 40) + "…”"), message)
        XCTAssertFalse(message.contains("\n") || message.contains("\u{1B}"), "no control characters reach the message")
    }

    func testMoreLandmarksThanTheLimitAreRefusedBeforeTheyAreBuilt() throws {
        let entry = String(data: try Fixture.json(Fixture.validLandmarkObjects()[0]), encoding: .utf8)!
        var text = "["
        for id in 0...CatalogLimits.landmarks {
            if id > 0 { text += "," }
            text += entry.replacingOccurrences(of: "2001", with: "\(id)")
        }
        text += "]"
        let error = catalogError { () throws(CatalogError) in try CatalogDecoder.landmarks(from: Data(text.utf8)) }
        XCTAssertEqual(error, .tooMany(kind: .landmark, count: CatalogLimits.landmarks + 1, limit: CatalogLimits.landmarks))
    }

    func testAHikeWithTooManyObservationsIsRefused() throws {
        let observation = #"{"distanceFromStart": 0, "elevation": [1, 2], "pace": [1, 2], "heartRate": [1, 2]}"#
        let observations = Array(repeating: observation, count: CatalogLimits.observationsPerHike + 1)
        let text = #"[{"id": 1, "name": "Loop", "distance": 4, "difficulty": 3, "observations": ["#
            + observations.joined(separator: ",") + "]}]"
        let error = catalogError { () throws(CatalogError) in try CatalogDecoder.hikes(from: Data(text.utf8)) }
        guard case .tooLong(_, "observations", CatalogLimits.observationsPerHike + 1, _, .entries) = error else {
            return XCTFail("\(String(describing: error))")
        }
    }

    func testACatalogueFileLargerThanTheLimitIsRefusedWithoutReadingIt() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("huge.json").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("[".utf8)))
        XCTAssertEqual(truncate(path, off_t(CatalogLimits.catalogBytes + 1)), 0)  // sparse: costs no disk
        let error = catalogError { () throws(CatalogError) in
            try CatalogDecoder.landmarks(contentsOf: URL(fileURLWithPath: path))
        }
        guard case .unreadable(_, let reason) = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(reason, "it is larger than 32 MB, the most Landmarks reads")
    }

    func testSavedStateWithAMegabyteUsernameIsSetAsideWithItsBytesKept() throws {
        let folder = try TemporaryDirectory()
        let text = #"{"version": 1, "favorites": {"1001": true}, "profile": {"username": ""#
            + String(repeating: "u", count: 1 << 20)  // ten megabytes is refused by the file's size
            + #"", "prefersNotifications": true, "seasonalPhoto": "🌷", "goalDate": "2026-11-30T00:00:00Z"}}"#
        try text.write(to: folder.url.appendingPathComponent("state.json"), atomically: false, encoding: .utf8)
        let url = folder.url
        let result = GtkTest.run { StateStore(directory: url).load() }
        XCTAssertEqual(result.state, .empty)
        let notice = try XCTUnwrap(result.notice)
        XCTAssertTrue(notice.detail.contains("“profile.username” is longer than 200 characters"), notice.detail)
        XCTAssertLessThan(notice.detail.count + notice.message.count, 1_000)
        XCTAssertEqual(try String(contentsOfFile: XCTUnwrap(notice.keptFilePath), encoding: .utf8), text)
    }

    func testSavedStateLargerThanTheLimitIsSetAside() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("state.json").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
        XCTAssertEqual(truncate(path, off_t(CatalogLimits.savedStateBytes + 1)), 0)
        let url = folder.url
        let result = GtkTest.run { StateStore(directory: url).load() }
        XCTAssertEqual(result.state, .empty)
        XCTAssertTrue(result.notice?.detail.contains("larger than 8 MB") == true, "\(String(describing: result.notice))")
        XCTAssertNotNil(result.notice?.keptFilePath)
    }
}
