import XCTest

@testable import LandmarksModel

/// A string's end, escapes and control characters are found eight bytes at a
/// time: wherever one sits against those eight-byte steps, the parser reads
/// the same string, or refuses the same control character, as byte by byte.
final class JSONStringScanTests: XCTestCase {
    private func parse(_ inner: [UInt8]) -> JSONValue? {
        try? JSONParser.parse([UInt8(ascii: "[")] + [UInt8(ascii: "\"")] + inner + Array("\",1]".utf8))
    }

    func testAnEscapeAQuoteOrAMultibyteCharacterIsReadAtEveryPlace() {
        for length in 0...20 {
            for place in 0...length {
                let before = Array(repeating: UInt8(ascii: "a"), count: place)
                let after = Array(repeating: UInt8(ascii: "b"), count: length - place)
                let cases: [(bytes: [UInt8], text: String)] = [
                    (before + Array("\\n".utf8) + after, String(repeating: "a", count: place) + "\n" + String(repeating: "b", count: length - place)),
                    (before + Array("\\\"".utf8) + after, String(repeating: "a", count: place) + "\"" + String(repeating: "b", count: length - place)),
                    (before + Array("é한".utf8) + after, String(repeating: "a", count: place) + "é한" + String(repeating: "b", count: length - place)),
                    (before + after, String(repeating: "a", count: place) + String(repeating: "b", count: length - place)),
                ]
                for (bytes, text) in cases {
                    XCTAssertEqual(parse(bytes), .array([.string(text), .integer(1)]), "\(text.debugDescription)")
                }
            }
        }
    }

    func testARawControlCharacterIsRefusedAtEveryPlace() {
        for length in 0...20 {
            for place in 0...length {
                for control: UInt8 in [0x00, 0x0A, 0x1F] {
                    var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                    bytes.insert(control, at: place)
                    XCTAssertNil(parse(bytes), "\(control) at \(place) of \(length)")
                }
            }
        }
        XCTAssertNotNil(parse(Array("a\u{7F}b".utf8)), "DEL is not a control character in JSON")
    }
}
