import Gtk
import GtkBridge

/// Line breaks between words only, for text in Hangul.
///
/// Unicode's line breaking (which Pango follows) lets a line end between any
/// two Hangul syllables, so a Korean paragraph wraps mid-word ("풍" | "경");
/// Korean is read, and typeset, wrapping at the spaces between words (CSS
/// calls it `word-break: keep-all`). For a text with Hangul this gives the
/// label an attribute list that forbids breaks inside each run of
/// non-space characters; other texts keep no attributes, and pay nothing.
enum WordKeepingBreaks {
    /// Sets or clears the label's attributes for `text`.
    @MainActor
    static func apply(to label: Gtk.Label, text: String, wraps: Bool) {
        let wanted = wraps && text.unicodeScalars.contains(where: isHangul)
        guard wanted || label.attributes != nil else { return }
        guard wanted else {
            label.attributes = nil
            return
        }
        let attributes = TextAttributes()
        var offset = 0
        var wordStart: Int?
        for byte in text.utf8 {
            let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09
            if isSpace, let start = wordStart {
                keepTogether(attributes, start..<offset)
                wordStart = nil
            } else if !isSpace, wordStart == nil {
                wordStart = offset
            }
            offset += 1
        }
        if let start = wordStart { keepTogether(attributes, start..<offset) }
        label.attributes = attributes
    }

    private static func keepTogether(_ attributes: TextAttributes, _ word: Range<Int>) {
        if word.count > 1 { attributes.keepOnOneLine(word) }
    }

    /// Hangul syllables, letters (jamo) and compatibility letters.
    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
            || (0x3130...0x318F).contains(scalar.value)
    }
}
