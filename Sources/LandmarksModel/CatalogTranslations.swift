// CatalogTranslations: a catalogue entry's texts in other languages. Landmark
// names, parks, states and descriptions are data, not interface, so they are
// not in the gettext catalogue; an entry carries them itself:
//
//     "localized": { "ko": { "name": "터틀 록", "park": "…", "description": "…" } }
//
// Keys are gettext-style language names ("ko", "pt_BR"); each field is
// optional and falls back to the entry's own (English) text. Every language
// is checked the same way whichever one is shown, so a catalogue is valid or
// not independently of the user's language. It does not pick the language
// (Translation.languages does) or translate anything.
import Localization

extension CatalogFieldReader {
    /// The translated texts for the first of `languages` this entry has, keyed
    /// by field, each checked like the field itself (`fields` gives each key's
    /// longest length). An entry without "localized" has none.
    package func translations(
        of fields: [(key: String, maximumLength: Int)], languages: [String]
    ) throws(CatalogError) -> [String: String] {
        guard members["localized"] != nil else { return [:] }
        let localized = try object("localized")
        guard localized.members.count <= CatalogLimits.languages else {
            throw .tooLong(entry, field: path("localized"), length: localized.members.count,
                           limit: CatalogLimits.languages, unit: .entries)
        }
        var byLanguage: [String: [String: String]] = [:]
        for language in localized.members.keys.sorted() {
            guard Self.isLanguageName(language) else {
                throw .wrongType(entry, field: localized.path(language), expected: tr("a language name such as “ko” or “pt_BR”"),
                                 found: tr("the text “%1$s”", language.excerpt()))
            }
            let texts = try localized.object(language)
            var values: [String: String] = [:]
            for (key, maximumLength) in fields where texts.members[key] != nil {
                values[key] = try texts.nonEmptyString(key, maximumLength: maximumLength)
            }
            byLanguage[language] = values
        }
        for language in languages {
            if language == "C" || language == "POSIX" { break }
            if let values = byLanguage[language] { return values }
        }
        return [:]
    }

    /// "ko", "pt_BR", "sr@latin": letters, then optional territory and modifier.
    private static func isLanguageName(_ text: String) -> Bool {
        guard (2...35).contains(text.utf8.count), text.utf8.first.map({ (0x61...0x7A).contains($0) }) == true else { return false }
        return text.utf8.allSatisfy { byte in
            (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "-")
        }
    }
}
