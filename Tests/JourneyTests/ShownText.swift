// ShownText: what the app shows for an English text in the language the
// tests run in, so one journey reads the same in English and in Korean
// (`make test` runs the journeys in both). Interface texts go through `tr`
// like the app's own; landmark names through the catalogue's translations.
import Foundation
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// The name the app shows for the bundled landmark called `english` in the catalogue.
func shown(_ english: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    let url = URL(fileURLWithPath: TestPaths.packageRoot() + "/Resources/landmarkData.json")
    guard let originals = try? CatalogDecoder.landmarks(contentsOf: url, languages: ["C"]),
          let shownNow = try? CatalogDecoder.landmarks(contentsOf: url),
          let id = originals.first(where: { $0.name == english })?.id,
          let name = shownNow.first(where: { $0.id == id })?.name else {
        XCTFail("no bundled landmark is called \(english)", file: file, line: line)
        return english
    }
    return name
}

/// Whether the tests run in a language the app has a translation for, which
/// decides what a search has to type to find something.
var testsRunInKorean: Bool { Translation.languages.first?.hasPrefix("ko") == true }

/// What a person types to find the same landmarks in the language the tests
/// run in: "lake" finds the lakes in English, "호수" in Korean.
func searchWord(_ english: String) -> String {
    guard testsRunInKorean else { return english }
    let korean = ["twin": "트윈", "salmon": "새먼", "Salmon": "새먼", "lake": "호수"]
    return korean[english] ?? english
}
