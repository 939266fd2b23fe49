/// Puts arguments into a translated message's placeholders.
///
/// Placeholders are the C ones gettext's tools check (`msgfmt --check`
/// compares a translation's placeholders with the original's): `%1$s`,
/// `%2$d`, … name an argument by position, so a translation can reorder
/// them; a bare `%s` or `%d` takes the next argument; `%%` is a percent
/// sign. `s` and `d` both print the argument's `description`: numbers are
/// formatted by the caller (`LocaleFormat`), never here. Anything else after
/// a `%`, or a position with no argument, is kept as written rather than
/// trusted, so a broken translation shows its text instead of crashing.
public enum TranslatedFormat {
    public static func apply(_ format: String, _ arguments: [any CustomStringConvertible]) -> String {
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
        var result = ""
        var next = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let afterPercent = rest.index(after: percent)
            if afterPercent < rest.endIndex, rest[afterPercent] == "%" {
                result += "%"
                rest = rest[rest.index(after: afterPercent)...]
                continue
            }
            var cursor = afterPercent
            var digits = ""
            while cursor < rest.endIndex, let digit = rest[cursor].wholeNumberValue, rest[cursor].isASCII {
                digits += String(digit)
                cursor = rest.index(after: cursor)
            }
            var position: Int?
            var understood = true
            if !digits.isEmpty {
                if cursor < rest.endIndex, rest[cursor] == "$", let number = Int(digits) {
                    position = number - 1
                    cursor = rest.index(after: cursor)
                } else {
                    understood = false
                }
            }
            guard understood, cursor < rest.endIndex, rest[cursor] == "s" || rest[cursor] == "d" else {
                result += "%"
                rest = rest[afterPercent...]
                continue
            }
            let index = position ?? next
            next = index + 1
            if arguments.indices.contains(index) {
                result += arguments[index].description
            } else {
                result += rest[percent...cursor]
            }
            rest = rest[rest.index(after: cursor)...]
        }
        return result + rest
    }
}
