// JSONNesting: how deeply a JSON text nests its arrays and objects, found by
// one pass over the bytes (strings skipped, escapes honoured) without parsing
// anything. Foundation's JSONDecoder traps — the process dies — on some texts
// nested past its own limit (513 `[` at the end of the input), so untrusted
// bytes are measured here first and refused when they nest deeper than the
// project's own parser accepts. It says nothing about whether the text is
// valid JSON.

enum JSONNesting {
    /// The deepest nesting of `[` and `{` in `bytes`, outside strings.
    static func depth(of bytes: [UInt8]) -> Int {
        var depth = 0, deepest = 0
        var inString = false, escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }

    /// Whether `bytes` may be handed to a decoder: nested no deeper than
    /// `JSONParser.maximumDepth`.
    static func isSafeToDecode(_ bytes: [UInt8]) -> Bool {
        depth(of: bytes) <= JSONParser.maximumDepth
    }
}
