import XCTest

import ModelTestSupport

@testable import LandmarksModel

/// The JSON parser behind catalogue validation: values, and where syntax errors are.
final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func syntaxError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONSyntaxError? {
        do {
            let value = try parse(text)
            XCTFail("parsed \(value)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testParsesEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "d\u00e9\n\ud83c\udf37"}} "#)
        XCTAssertEqual(
            value,
            .object([
                "a": .array([.integer(1), .number(-2.5), .number(300), .bool(true), .bool(false), .null]),
                "b": .object(["c": .string("dé\n🌷")]),
            ]))
    }

    func testIntegersThatDoNotFitBecomeNumbers() throws {
        XCTAssertEqual(try parse("123456789012345678901234"), .number(Double("123456789012345678901234")!))
        XCTAssertEqual(JSONValue.number(1001).integerValue, 1001)
        XCTAssertNil(JSONValue.number(1.5).integerValue)
    }

    func testErrorPositionCountsLinesAndCharacters() {
        XCTAssertEqual(
            syntaxError("[\n  \"é\", x\n]"),
            JSONSyntaxError(line: 2, column: 8, reason: "expected a value, found “x”"))
    }

    func testTrailingCommaIsAnError() {
        XCTAssertEqual(
            syntaxError("[1, 2,]"), JSONSyntaxError(line: 1, column: 7, reason: "expected a value, found “]”"))
    }

    func testUnterminatedInputIsAnError() {
        XCTAssertEqual(
            syntaxError(#"{"a": "b"#),
            JSONSyntaxError(line: 1, column: 9, reason: "unexpected end of file inside a string"))
        XCTAssertEqual(
            syntaxError("[1"),
            JSONSyntaxError(
                line: 1, column: 3, reason: "expected “,” or “]” after a value in a list, found the end of the file"))
        XCTAssertEqual(syntaxError("  "), JSONSyntaxError(line: 1, column: 3, reason: "the file is empty"))
    }

    func testRepeatedKeyIsAnError() {
        XCTAssertEqual(
            syntaxError(#"{"id": 1, "id": 2}"#),
            JSONSyntaxError(line: 1, column: 11, reason: "the key “id” appears twice in one object"))
    }

    func testTextAfterTheDocumentIsAnError() {
        XCTAssertEqual(
            syntaxError("[] []"),
            JSONSyntaxError(line: 1, column: 4, reason: "unexpected “[” after the end of the document"))
    }

    func testBadNumbersAndEscapesAreErrors() {
        XCTAssertEqual(syntaxError("[01]")?.reason, "expected “,” or “]” after a value in a list, found “1”")
        XCTAssertEqual(syntaxError("[1.]")?.reason, "expected a digit after the decimal point, found “]”")
        XCTAssertEqual(syntaxError("[1e999]")?.reason, "the number 1e999 is too large")
        XCTAssertEqual(syntaxError(#"["\x"]"#)?.reason, "unknown escape \\x in a string")
        XCTAssertEqual(
            syntaxError(#"["\ud83c"]"#)?.reason, "a \\u escape for half of a surrogate pair without the other half")
        XCTAssertEqual(
            syntaxError("[\"a\tb\"]")?.reason, "a control character (9) inside a string; write it as an escape like \\n"
        )
        XCTAssertEqual(syntaxError("[tru]")?.reason, "expected a value, found “t”")
    }

    func testDeepNestingIsRefusedNotCrashed() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertEqual(syntaxError(deep)?.reason, "values are nested more than 256 deep")
    }

    func testByteOrderMarkIsSkipped() throws {
        XCTAssertEqual(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)), .array([]))
    }
}
