import Localization

/// A text to translate, as SwiftUI's `Text("Hello \(name)")` takes it: the
/// literal's words become a gettext message id, each interpolated value a
/// positional placeholder (`"Hello %1$s"`), looked up in the app's
/// translation domain (or the table named) when the view is made, and the
/// values put back in the translation's placeholders, in whatever order it
/// has them. Untranslated, it reads as written.
///
/// A `String` variable passed to `Text` is shown as it is, as in SwiftUI;
/// only literals are keys. GNOME's catalogues are gettext's, so a key's
/// translations live in `po/*.po`, not a string catalogue.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Hashable, Sendable {
    /// The message id: the literal with `%N$s` for each interpolated value.
    public let key: String
    /// The interpolated values, written out.
    public let arguments: [String]

    public init(_ key: String) {
        self.key = key
        self.arguments = []
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        arguments = stringInterpolation.arguments
        // Percent signs are escaped only where placeholders need telling apart.
        key = arguments.isEmpty ? stringInterpolation.key.replacingOccurrences(of: "%%", with: "%") : stringInterpolation.key
    }

    /// The text in the user's language, from `table` (a gettext domain) or the app's domain.
    public func resolved(table: String? = nil) -> String {
        let format = Translation.lookUp(key: key, domain: table)
        return arguments.isEmpty ? format : TranslatedFormat.apply(format, arguments)
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        public mutating func appendLiteral(_ literal: String) {
            // A percent sign of the words is not a placeholder.
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        public mutating func appendInterpolation<Value>(_ value: Value) {
            arguments.append(String(describing: value))
            key += "%\(arguments.count)$s"
        }

        /// A number written with a C format (`"%.1f"`), as SwiftUI's `specifier:`.
        public mutating func appendInterpolation<Value: CVarArg>(_ value: Value, specifier: String) {
            appendInterpolation(String(format: specifier, value))
        }

        /// A text put in as it reads in the user's language.
        public mutating func appendInterpolation(_ text: Text) {
            appendInterpolation(text.content)
        }

        /// A resource put in translated.
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            appendInterpolation(String(localized: resource))
        }
    }
}

/// A text to translate that a model can keep and a view resolve later,
/// SwiftUI's (Foundation's) `LocalizedStringResource`: the key, the
/// gettext domain it is looked up in (`table`), and a comment for
/// translators, which stays in the source.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Equatable, Hashable, Sendable {
    public let key: LocalizedStringKey
    public let table: String?
    /// What it reads where the table has no translation, when that is not
    /// the key itself (a catalogue's symbolic key, `ALPS_NAME`).
    public let defaultValue: String?

    public init(_ key: LocalizedStringKey, table: String? = nil, comment: StaticString? = nil) {
        self.key = key
        self.table = table
        self.defaultValue = nil
    }

    /// A key with the text it stands for, as the symbols Xcode makes for a
    /// string catalogue are (`tools/xcstrings-to-gettext.py` writes them).
    public init(_ key: String, defaultValue: String, table: String? = nil, comment: StaticString? = nil) {
        self.key = LocalizedStringKey(key)
        self.table = table
        self.defaultValue = defaultValue
    }

    /// The text in the user's language.
    func resolved() -> String {
        let text = key.resolved(table: table)
        if let defaultValue, key.arguments.isEmpty, text == key.key { return defaultValue }
        return text
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringKey(value))
    }

    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.init(LocalizedStringKey(stringInterpolation: stringInterpolation))
    }
}

extension String {
    /// The resource in the user's language.
    public init(localized resource: LocalizedStringResource, comment: StaticString? = nil) {
        self = resource.resolved()
    }

    /// `key` in the user's language, from `table` (a gettext domain) or the app's domain.
    @_disfavoredOverload
    public init(localized key: LocalizedStringKey, table: String? = nil, comment: StaticString? = nil) {
        self = key.resolved(table: table)
    }
}
