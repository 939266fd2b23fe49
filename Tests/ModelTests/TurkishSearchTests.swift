import Foundation
import XCTest

import ModelTestSupport

@testable import LandmarksModel

/// Search folds the four Turkish i's as a Turkish reader expects — I with ı,
/// İ with i — and as every other language does, in a Turkish session and
/// in any other.
final class TurkishSearchTests: XCTestCase {
    private func catalog() throws -> [Landmark] {
        var landmarks = try CatalogDecoder.landmarks(contentsOf: Fixture.url("landmarks-valid.json"))
        landmarks[0].name = "Iğdır Dağı"
        landmarks[0].park = "Ağrı Dağı Milli Parkı"
        landmarks[1].name = "İstanbul Boğazı"
        return landmarks
    }

    /// Runs `body` with the C library in `locale` (which `tools/install-deps.sh test` generates).
    private func inLocale(_ locale: String, _ body: () throws -> Void) throws {
        let old = String(cString: setlocale(LC_ALL, nil))
        guard setlocale(LC_ALL, locale) != nil else { throw XCTSkip("the \(locale) locale is not generated here") }
        defer { setlocale(LC_ALL, old) }
        try body()
    }

    func testATurkishQueryInCapitalsFindsTheNameInATurkishSession() throws {
        let landmarks = try catalog()
        let id = landmarks[0].id
        for locale in ["tr_TR.UTF-8", "ko_KR.UTF-8", "C.UTF-8"] {
            try inLocale(locale) {
                for query in ["IĞDIR", "ığdır", "Iğdır", "igdir", "İĞDİR", "AĞRI DAĞI"] {
                    XCTAssertEqual(LandmarkFilter(searchText: query).apply(to: landmarks).map(\.id), [id], "\(query) in \(locale)")
                }
                XCTAssertEqual(LandmarkFilter(searchText: "istanbul").apply(to: landmarks).map(\.id), [landmarks[1].id], locale)
                XCTAssertEqual(LandmarkFilter(searchText: "ISTANBUL").apply(to: landmarks).map(\.id), [landmarks[1].id], locale)
            }
        }
    }

    func testKoreanStillFoldsAsBefore() throws {
        try inLocale("tr_TR.UTF-8") {
            XCTAssertEqual(LandmarkFilter.fold("터틀 록"), LandmarkFilter.fold("\u{1110}\u{1165}\u{1110}\u{1173}\u{11AF} \u{1105}\u{1169}\u{11A8}"))
            XCTAssertEqual(LandmarkFilter.fold("DIŞ"), "dis")
        }
    }
}
