// ShowableText: what a text from a file may cost to lay out, beyond its
// length in characters, and what is wrong with one that costs more.
//
// A character count alone does not bound the work: 200 letters each carrying
// 500 combining marks are 200 characters, 200 KB, and a minute of Pango's
// time. So a text is refused when one character (grapheme cluster) holds more
// than 31 Unicode scalars — a base and the 30 non-starters Unicode's
// stream-safe text format allows (UAX #15) — or when it takes more than 12
// bytes of UTF-8 per character allowed, or holds a NUL (which C, and so
// every label, takes for the text's end). CatalogFieldReader and the saved
// state's decoder apply it to every text they read, and TextExcerpt quotes
// an over-full character by its base alone. It changes no text it accepts.
import Localization

package enum ShowableText {
    /// The most Unicode scalars one character may hold: a base and 30 marks.
    package static let scalarsPerCharacter = 31
    /// The most UTF-8 bytes a text may take for each character it may have.
    package static let bytesPerCharacter = 12

    /// Why a text cannot be shown.
    package enum Problem: Equatable, Sendable {
        /// A NUL at this character (zero-based).
        case nul(character: Int)
        /// This character (zero-based) holds `scalars` Unicode scalars.
        case stacked(character: Int, scalars: Int)
        /// The text takes `bytes` of UTF-8, more than `limit`.
        case tooManyBytes(bytes: Int, limit: Int)
    }

    /// The first reason `text`, of at most `maximumLength` characters, cannot
    /// be shown, or nil. Stops at the first problem, so a huge text costs no
    /// more than the part of it read.
    package static func problem(in text: String, maximumLength: Int) -> Problem? {
        let byteLimit = maximumLength * bytesPerCharacter
        if text.utf8.count > byteLimit { return .tooManyBytes(bytes: text.utf8.count, limit: byteLimit) }
        // Most texts are ASCII with no NUL: nothing can stack there.
        if isPlainASCII(text) { return nil }
        for (index, character) in text.enumerated() {
            var scalars = 0
            for scalar in character.unicodeScalars {
                if scalar == "\0" { return .nul(character: index) }
                scalars += 1
            }
            if scalars > scalarsPerCharacter { return .stacked(character: index, scalars: scalars) }
        }
        return nil
    }

    /// Whether every byte of `text` is ASCII and none is NUL. Read eight bytes
    /// at a time: a catalogue's descriptions are most of its bytes, and a byte
    /// at a time this was a fifth of decoding one.
    static func isPlainASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
            var offset = 0
            while offset + 8 <= bytes.count {
                let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                if ByteWords.hasNonASCII(in: word) || ByteWords.hasByte(0, in: word) { return false }
                offset += 8
            }
            while offset < bytes.count {
                if bytes[offset] == 0 || bytes[offset] >= 0x80 { return false }
                offset += 1
            }
            return true
        }
    }
}

extension ShowableText.Problem {
    /// "the field “name” holds a NUL character …", with its full stop: what
    /// is wrong, naming the field, for a message to quote.
    package func clause(field: String) -> String {
        switch self {
        case .nul(let character):
            tr("the field “%1$s” holds a NUL character (at character %2$s), which cannot be shown.", field, character + 1)
        case .stacked(let character, let scalars):
            tr("the field “%1$s” stacks %2$s code points into character %3$s; a character can hold at most %4$s.",
               field, scalars, character + 1, ShowableText.scalarsPerCharacter)
        case .tooManyBytes(let bytes, let limit):
            tr("the field “%1$s” takes %2$s bytes; it can take at most %3$s.", field, bytes, limit)
        }
    }
}
