import CGtk

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
    static func apply(to label: OpaquePointer, text: String, wraps: Bool) {
        let wanted = wraps && text.unicodeScalars.contains(where: isHangul)
        let has = gtk_label_get_attributes(label) != nil
        guard wanted || has else { return }
        guard wanted else {
            gtk_label_set_attributes(label, nil)
            return
        }
        let attributes = pango_attr_list_new()
        var offset = 0
        var wordStart: Int?
        for byte in text.utf8 {
            let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09
            if isSpace, let start = wordStart {
                insertKeepTogether(attributes, from: start, to: offset)
                wordStart = nil
            } else if !isSpace, wordStart == nil {
                wordStart = offset
            }
            offset += 1
        }
        if let start = wordStart { insertKeepTogether(attributes, from: start, to: offset) }
        gtk_label_set_attributes(label, attributes)
        pango_attr_list_unref(attributes)
    }

    private static func insertKeepTogether(_ list: OpaquePointer?, from start: Int, to end: Int) {
        guard end - start > 1, let attribute = pango_attr_allow_breaks_new(0) else { return }
        attribute.pointee.start_index = guint(start)
        attribute.pointee.end_index = guint(end)
        pango_attr_list_insert(list, attribute)
    }

    /// Hangul syllables, letters (jamo) and compatibility letters.
    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
            || (0x3130...0x318F).contains(scalar.value)
    }
}
