// TextExcerpt: the start of a text that came from a file, fit to quote in a
// message — at most a few dozen characters on one line — so a hostile value
// (ten megabytes of name, a newline, a terminal escape, a letter under 500
// combining marks) can neither flood the log and the toast, nor forge lines
// in them, nor stall their layout. It does not escape markup; the
// toast does that (Toaster).

extension StringProtocol {
    /// At most `limit` characters, control characters shown as spaces, a
    /// character holding more than ShowableText allows shown as its first
    /// code point alone, with "…" when something was left off.
    package func excerpt(_ limit: Int = 40) -> String {
        var result = ""
        var taken = 0
        for character in self {
            if taken == limit { return result + "…" }
            let isControl = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
            if isControl {
                result.append(" ")
            } else if character.unicodeScalars.count > ShowableText.scalarsPerCharacter {
                result.unicodeScalars.append(character.unicodeScalars.first!)
            } else {
                result.append(character)
            }
            taken += 1
        }
        return result
    }
}
