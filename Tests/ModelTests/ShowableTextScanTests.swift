import XCTest

@testable import LandmarksModel

/// The plain-ASCII check behind every text a file gives reads eight bytes at
/// a time: it must find a NUL or a non-ASCII byte wherever it sits — in a
/// whole word, in the bytes after the last one, at a word's either edge.
final class ShowableTextScanTests: XCTestCase {
    private func bytewise(_ text: String) -> Bool { text.utf8.allSatisfy { $0 != 0 && $0 < 0x80 } }

    func testANulOrANonASCIIByteIsFoundAtEveryPlaceInTextsOfEveryLength() {
        for length in 0...24 {
            let plain = String(repeating: "a", count: length)
            XCTAssertTrue(ShowableText.isPlainASCII(plain), "\(length) letters")
            for place in 0..<length {
                for odd in ["\0", "é", "\u{7F}", "한", "🏔"] {
                    var characters = Array(plain)
                    characters[place] = Character(odd)
                    let text = String(characters)
                    XCTAssertEqual(ShowableText.isPlainASCII(text), bytewise(text), "\(odd.unicodeScalars.first!.value) at \(place) of \(length)")
                }
            }
        }
    }

    func testANulIsStillReportedWithItsCharacterAndAccentedTextPasses() {
        XCTAssertEqual(ShowableText.problem(in: "abcdefghij\0k", maximumLength: 100), .nul(character: 10))
        XCTAssertEqual(ShowableText.problem(in: "Lac Saint-Jean, Québec", maximumLength: 100), nil)
        XCTAssertEqual(ShowableText.problem(in: String(repeating: "x", count: 1_000), maximumLength: 1_000), nil)
    }
}
