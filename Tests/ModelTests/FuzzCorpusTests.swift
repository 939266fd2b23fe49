import Foundation
import XCTest

import LandmarksFuzzEntryPoints
import ModelTestSupport

@testable import LandmarksModel

/// The fuzzing corpus (`Tests/Fuzz/corpus`, which `make fuzz` starts from and
/// which holds the inputs that once crashed the app) replayed through the same
/// entry points the harnesses call: none may crash, and each seed gets the
/// answer it was written for.
final class FuzzCorpusTests: XCTestCase {
    private static let corpus = Fixture.packageRoot.appendingPathComponent("Tests/Fuzz/corpus")

    private func replay(_ harness: String, through decode: (UnsafeRawBufferPointer) -> Int?) throws -> [String: Int?] {
        let folder = Self.corpus.appendingPathComponent(harness)
        var results: [String: Int?] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            results[name] = bytes.withUnsafeBytes(decode)
        }
        return results
    }

    func testTheLandmarkCorpusReplaysWithoutACrash() throws {
        let results = try replay("landmarks", through: FuzzEntryPoints.landmarks)
        XCTAssertEqual(results["bundled-landmarks.json"], 12)
        XCTAssertEqual(results["landmarks-valid.json"], 3)
        for refused in ["deep-nesting-513.json", "landmarks-duplicate-key.json", "landmarks-trailing-comma.json",
                        "landmarks-utf16.json", "unicode-escape-sign.json", "landmarks-malformed.json"] {
            XCTAssertEqual(results[refused], .some(nil), refused)
        }
    }

    func testTheHikeCorpusReplaysWithoutACrash() throws {
        let results = try replay("hikes", through: FuzzEntryPoints.hikes)
        XCTAssertEqual(results["bundled-hike-short.json"], 1)
        XCTAssertEqual(results["deep-nesting-513.json"], .some(nil))
        XCTAssertEqual(results["hikes-inverted-range.json"], .some(nil))
    }

    func testTheSavedStateCorpusReplaysWithoutACrash() throws {
        let results = try replay("state", through: FuzzEntryPoints.savedState)
        XCTAssertEqual(results["valid.json"], 3)
        XCTAssertEqual(results["no-profile.json"], 0, "accepted, with no favorites")
        XCTAssertEqual(results["newer-version.json"], 0, "a later version's file read by this version's rules")
        XCTAssertEqual(results["unknown-members.json"], 2, "members this version does not know are kept")
        for refused in ["deep-nesting-513.json", "state-duplicate-key.json", "state-trailing-comma.json",
                        "newer-version-other-form.json", "collections-folded-names.json"] {
            XCTAssertEqual(results[refused], .some(nil), refused)
        }
    }

    func testTheDictionaryIsOneEntryPerLineInLibFuzzersSyntax() throws {
        let text = try String(contentsOf: Fixture.packageRoot.appendingPathComponent("Tests/Fuzz/json.dict"), encoding: .utf8)
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            XCTAssertTrue(line.range(of: #"^kw\d+="[\x20-\x7e]*"$"#, options: .regularExpression) != nil, String(line))
        }
    }
}
