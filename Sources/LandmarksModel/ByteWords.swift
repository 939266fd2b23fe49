// ByteWords: tests on eight bytes at once, for the scans that read a file's
// text a word at a time (ShowableText's plain-ASCII check, the JSON parser's
// search for a string's end). Each answers "somewhere in this word", never
// where: a caller that gets a yes looks at the word's bytes one by one.

enum ByteWords {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let high: UInt64 = 0x8080_8080_8080_8080

    /// Whether a byte of `word` is below `limit` (at most 0x80).
    static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & high != 0
    }

    /// Whether a byte of `word` is `byte`.
    static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        hasByte(below: 1, in: word ^ (ones &* UInt64(byte)))
    }

    /// Whether a byte of `word` is 0x80 or more (not ASCII).
    static func hasNonASCII(in word: UInt64) -> Bool { word & high != 0 }
}
