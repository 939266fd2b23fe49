import CGLib

/// gettext for Swift: marks a string for translation and looks it up in the
/// app's one translation domain.
///
/// The three functions mirror C's `gettext`, `ngettext` and `pgettext`, and
/// the project's extraction (`tools/update-pot.sh`, xgettext in C mode)
/// knows them by these names: `tr`, `ntr` and `ctr`. Their message ids are
/// `StaticString`s, so every translatable text is a literal the extractor
/// can see; interpolation is not possible inside one. Arguments go in
/// through positional placeholders (`%1$s`, `%2$d`) that a translation may
/// reorder; see `TranslatedFormat` for what a placeholder accepts.
///
/// Until `Translation.configure` runs, every function returns its English
/// message id.
public enum Translation {
    /// The domain the functions look in; set by `configure`.
    nonisolated(unsafe) public private(set) static var domain: String?

    /// Binds `domain` to `directory` (a folder holding `<lang>/LC_MESSAGES/<domain>.mo`),
    /// makes it the process's default domain (GtkBuilder files and GTK's own
    /// look-ups of untagged strings use it), and sets the locale from the
    /// environment. Call it once, before any window is built.
    public static func configure(domain: String, directory: String) {
        setlocale(LC_ALL, "")
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
        Self.domain = domain
    }

    /// Binds another domain (a string catalogue's table, converted) to
    /// `directory`, without making it the default: `Text(_:tableName:)` and
    /// `LocalizedStringResource(table:)` look in it by name.
    public static func bind(domain: String, directory: String) {
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
    }

    /// The user's languages, most wanted first, as gettext reads them from
    /// `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`: ["ko_KR.UTF-8", "ko_KR",
    /// "ko.UTF-8", "ko", "C"]. Always ends with "C" (untranslated).
    public static var languages: [String] {
        var names: [String] = []
        var cursor = g_get_language_names()
        while let name = cursor?.pointee {
            names.append(String(cString: name))
            cursor = cursor?.advanced(by: 1)
        }
        return names
    }

    /// The translation of a key made at run time (a SwiftUI-style
    /// `LocalizedStringKey`) in `domain`, or in the app's domain when nil;
    /// the key itself when there is none.
    public static func lookUp(key: String, domain: String? = nil) -> String {
        guard let domain = domain ?? Self.domain else { return key }
        return key.withCString { String(cString: dgettext(domain, $0)) }
    }

    static func lookUp(_ msgid: StaticString) -> String {
        guard let domain else { return msgid.description }
        return withCString(msgid) { String(cString: dgettext(domain, $0)) }
    }

    /// A literal's own NUL-terminated bytes, without copying them into a
    /// `String` first (a one-scalar literal has no such storage and is copied).
    static func withCString<Result>(_ text: StaticString, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        guard text.hasPointerRepresentation else { return text.description.withCString(body) }
        return UnsafeRawPointer(text.utf8Start).withMemoryRebound(to: CChar.self, capacity: text.utf8CodeUnitCount + 1, body)
    }
}

/// The translation of `msgid`, with `arguments` put in its placeholders.
///
///     tr("Featured")
///     tr("About %1$s", landmark.name)
public func tr(_ msgid: StaticString, _ arguments: any CustomStringConvertible...) -> String {
    TranslatedFormat.apply(Translation.lookUp(msgid), arguments)
}

/// The translation of `singular` or `plural` for `count`, chosen by the
/// language's plural rule (Korean has one form, English two, Polish three).
/// `count` is not put in by itself: name it among `arguments` if the text shows it.
///
///     ntr("%1$d landmark", "%1$d landmarks", count: n, n)
public func ntr(
    _ singular: StaticString, _ plural: StaticString, count: Int, _ arguments: any CustomStringConvertible...
) -> String {
    let chosen: String
    if let domain = Translation.domain {
        chosen = Translation.withCString(singular) { one in
            Translation.withCString(plural) { many in String(cString: dngettext(domain, one, many, UInt(max(0, count)))) }
        }
    } else {
        chosen = count == 1 ? singular.description : plural.description
    }
    return TranslatedFormat.apply(chosen, arguments)
}

/// The translation of `msgid` where the same English word needs different
/// translations: `context` tells the two apart, and translators see it.
///
///     ctr("category filter", "All")
public func ctr(_ context: StaticString, _ msgid: StaticString, _ arguments: any CustomStringConvertible...) -> String {
    guard let domain = Translation.domain else { return TranslatedFormat.apply(msgid.description, arguments) }
    let context = context.description
    let joined = context + "\u{4}" + msgid.description
    // pgettext's rule: the catalogue keys "context\u{4}msgid"; with no
    // translation gettext hands the key back, and the msgid is shown.
    let text = joined.withCString { key -> String in
        guard let found = dgettext(domain, key), UnsafePointer(found) != key else { return msgid.description }
        return String(cString: found)
    }
    return TranslatedFormat.apply(text, arguments)
}
