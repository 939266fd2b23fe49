// JSONParser: strict RFC 8259 parsing into JSONValue, with the line and column
// of the first syntax error.
//
// FoundationEssentials' JSONDecoder only says "not valid JSON" and drops the
// position, which is useless to someone fixing a catalogue by hand. This parser
// exists for that message. It also rejects a key repeated in one object, which
// JSONDecoder silently resolves to the last value. It builds no Swift models.
import Localization

/// Parses JSON text into a JSONValue tree.
package struct JSONParser {
    /// Nesting deeper than this is rejected rather than risking the stack.
    package static let maximumDepth = 256

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a whole document: one value, optionally surrounded by whitespace.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        do {
            return try parser.parseDocument()
        } catch {
            throw parser.locate(error)
        }
    }

    /// A failure at a byte offset, before it is turned into line and column.
    private struct Failure: Error {
        var offset: Int
        var reason: String
    }

    private mutating func parseDocument() throws(Failure) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }  // a UTF-8 byte order mark
        skipWhitespace()
        guard offset < bytes.count else { throw Failure(offset: offset, reason: tr("the file is empty")) }
        let value = try parseValue()
        skipWhitespace()
        guard offset == bytes.count else {
            throw Failure(
                offset: offset, reason: tr("unexpected %1$s after the end of the document", describeByte(at: offset)))
        }
        return value
    }

    private mutating func parseValue() throws(Failure) -> JSONValue {
        guard offset < bytes.count else {
            throw Failure(offset: offset, reason: tr("unexpected end of file, expected a value"))
        }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try parseLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try parseLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try parseLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw Failure(offset: offset, reason: tr("expected a value, found %1$s", describeByte(at: offset)))
        }
    }

    private mutating func parseObject() throws(Failure) -> JSONValue {
        try enterContainer()
        offset += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek(is: "}") {
            leaveContainer()
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek(is: "\"") else {
                throw Failure(
                    offset: offset, reason: tr("expected a key in double quotes, found %1$s", describeByte(at: offset)))
            }
            let keyOffset = offset
            let key = try parseString()
            guard members[key] == nil else {
                throw Failure(offset: keyOffset, reason: tr("the key “%1$s” appears twice in one object", key.excerpt()))
            }
            skipWhitespace()
            guard peek(is: ":") else {
                throw Failure(
                    offset: offset, reason: tr("expected “:” after the key “%1$s”, found %2$s", key.excerpt(), describeByte(at: offset)))
            }
            offset += 1
            skipWhitespace()
            members[key] = try parseValue()
            skipWhitespace()
            if peek(is: ",") {
                offset += 1
            } else if peek(is: "}") {
                leaveContainer()
                return .object(members)
            } else {
                throw Failure(
                    offset: offset,
                    reason: tr("expected “,” or “}” after a value in an object, found %1$s", describeByte(at: offset)))
            }
        }
    }

    private mutating func parseArray() throws(Failure) -> JSONValue {
        try enterContainer()
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(is: "]") {
            leaveContainer()
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if peek(is: ",") {
                offset += 1
            } else if peek(is: "]") {
                leaveContainer()
                return .array(elements)
            } else {
                throw Failure(
                    offset: offset,
                    reason: tr("expected “,” or “]” after a value in a list, found %1$s", describeByte(at: offset)))
            }
        }
    }

    private mutating func enterContainer() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw Failure(offset: offset, reason: tr("values are nested more than %1$s deep", Self.maximumDepth))
        }
    }

    /// Steps over the closing bracket.
    private mutating func leaveContainer() {
        offset += 1
        depth -= 1
    }

    private mutating func parseLiteral(_ word: StaticString) throws(Failure) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - offset >= expected.count, bytes[offset..<(offset + expected.count)].elementsEqual(expected)
        else {
            throw Failure(offset: offset, reason: tr("expected a value, found %1$s", describeByte(at: offset)))
        }
        offset += expected.count
    }

    private mutating func parseNumber() throws(Failure) -> JSONValue {
        let start = offset
        var isInteger = true
        if peek(is: "-") { offset += 1 }
        if peek(is: "0") {
            offset += 1
        } else if offset < bytes.count, isDigit(bytes[offset]) {
            skipDigits()
        } else {
            throw Failure(offset: offset, reason: tr("expected a digit, found %1$s", describeByte(at: offset)))
        }
        if peek(is: ".") {
            isInteger = false
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw Failure(
                    offset: offset,
                    reason: tr("expected a digit after the decimal point, found %1$s", describeByte(at: offset)))
            }
            skipDigits()
        }
        if peek(is: "e") || peek(is: "E") {
            isInteger = false
            offset += 1
            if peek(is: "+") || peek(is: "-") { offset += 1 }
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw Failure(
                    offset: offset, reason: tr("expected a digit in the exponent, found %1$s", describeByte(at: offset)))
            }
            skipDigits()
        }
        if isInteger, offset - start <= 18 {  // fits in Int whatever the digits
            let negative = bytes[start] == UInt8(ascii: "-")
            var magnitude = 0
            for byte in bytes[(negative ? start + 1 : start)..<offset] { magnitude = magnitude * 10 + Int(byte &- 0x30) }
            return .integer(negative ? -magnitude : magnitude)
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else {
            throw Failure(offset: start, reason: tr("the number %1$s is too large", text.excerpt()))
        }
        return .number(number)
    }

    private mutating func parseString() throws(Failure) -> String {
        offset += 1  // the opening quote
        // Most strings have no escapes: find the closing quote and validate the
        // bytes in place, copying only when an escape needs rewriting.
        let start = offset
        offset = bytes.withUnsafeBufferPointer { Self.quoteEscapeOrControl(in: $0, from: start) }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\""), let string = validUTF8(start..<offset) {
            offset += 1
            return string
        }
        var utf8 = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw Failure(offset: offset - 1, reason: tr("the string is not valid UTF-8"))
                }
                return string
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case 0..<0x20:
                throw Failure(
                    offset: offset,
                    reason: tr("a control character (%1$s) inside a string; write it as an escape like \\n", byte))
            default:
                utf8.append(byte)
                offset += 1
            }
        }
        throw Failure(offset: offset, reason: tr("unexpected end of file inside a string"))
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(Failure) {
        let start = offset
        offset += 1
        guard offset < bytes.count else {
            throw Failure(offset: offset, reason: tr("unexpected end of file inside a string"))
        }
        if let replacement = Self.simpleEscape(bytes[offset]) {
            utf8.append(replacement)
            offset += 1
            return
        }
        guard peek(is: "u") else {
            throw Failure(offset: start, reason: tr("unknown escape \\%1$s in a string", describeCharacter(at: offset)))
        }
        offset += 1
        var scalar = try parseHexQuad(escapeStart: start)
        let unpaired = Failure(offset: start, reason: tr("a \\u escape for half of a surrogate pair without the other half"))
        if (0xD800...0xDBFF).contains(scalar) {
            guard peek(is: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else { throw unpaired }
            offset += 2
            let low = try parseHexQuad(escapeStart: start)
            guard (0xDC00...0xDFFF).contains(low) else { throw unpaired }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalar) {
            throw unpaired
        }
        utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
    }

    private mutating func parseHexQuad(escapeStart: Int) throws(Failure) -> UInt32 {
        // Four hexadecimal digits, nothing else: `UInt32(_:radix:)` alone would take "+041".
        guard bytes.count - offset >= 4, bytes[offset..<(offset + 4)].allSatisfy(Self.isHexDigit),
            let value = UInt32(String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), radix: 16)
        else {
            throw Failure(offset: escapeStart, reason: tr("a \\u escape needs four hexadecimal digits"))
        }
        offset += 4
        return value
    }

    /// The bytes in `range` as a string, or nil when they are not valid UTF-8.
    /// The offset of the first quote, backslash or control character at or
    /// after `start`, or the end. Eight bytes at a time: a catalogue is mostly
    /// the text inside its strings.
    private static func quoteEscapeOrControl(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return start }
        var offset = start
        while offset + 8 <= bytes.count {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if ByteWords.hasByte(UInt8(ascii: "\""), in: word) || ByteWords.hasByte(UInt8(ascii: "\\"), in: word)
                || ByteWords.hasByte(below: 0x20, in: word) { break }
            offset += 8
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return offset }
            offset += 1
        }
        return offset
    }

    private func validUTF8(_ range: Range<Int>) -> String? {
        bytes.withUnsafeBufferPointer { String(validating: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The byte a one-letter escape stands for (`n` → newline), or nil.
    private static func simpleEscape(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""): 0x22
        case UInt8(ascii: "\\"): 0x5C
        case UInt8(ascii: "/"): 0x2F
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    private mutating func skipDigits() {
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private func peek(is character: Unicode.Scalar) -> Bool {
        offset < bytes.count && bytes[offset] == UInt8(ascii: character)
    }

    /// “x” for the character at `offset`, or "the end of the file".
    private func describeByte(at offset: Int) -> String {
        offset < bytes.count ? "“\(describeCharacter(at: offset))”" : tr("the end of the file")
    }

    /// The whole UTF-8 character starting at `offset`, or "?" for a broken sequence.
    private func describeCharacter(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(validating: bytes[offset..<end], as: UTF8.self) ?? "?"
    }

    /// Turns a byte offset into a line and a column of characters.
    private func locate(_ failure: Failure) -> JSONSyntaxError {
        let end = min(failure.offset, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = 1 + bytes[lineStart..<end].lazy.filter { $0 & 0xC0 != 0x80 }.count
        return JSONSyntaxError(line: line, column: column, reason: failure.reason)
    }
}
