// CatalogFieldReader: typed reads of one catalogue entry's fields, each failure
// a CatalogError that names the entry and the field's full path.
//
// It knows JSON types and nothing about landmarks; CatalogDecoder says which
// fields to read and checks their values.
import Localization

/// Reads the fields of one JSON object that belongs to a catalogue entry.
package struct CatalogFieldReader {
    package let entry: CatalogEntry
    package let members: [String: JSONValue]
    /// The path of this object inside the entry ("", "coordinates.", "observations[2].").
    package let prefix: String

    package init(entry: CatalogEntry, members: [String: JSONValue], prefix: String = "") {
        self.entry = entry
        self.members = members
        self.prefix = prefix
    }

    /// The path of a field as messages show it: "coordinates.latitude".
    package func path(_ key: String) -> String { prefix + key }

    package func value(_ key: String) throws(CatalogError) -> JSONValue {
        guard let value = members[key] else { throw .missingField(entry, field: path(key)) }
        return value
    }

    /// A string of at most `maximumLength` characters.
    package func string(_ key: String, maximumLength: Int) throws(CatalogError) -> String {
        let value = try value(key)
        guard let string = value.stringValue else { throw mismatch(key, expected: tr("a string"), found: value) }
        // No more characters than UTF-8 bytes, so most strings need no count;
        // counting stops just past the limit, so a huge value costs no more than a legal one.
        guard string.utf8.count <= maximumLength || string.prefix(maximumLength + 1).count <= maximumLength else {
            throw .tooLong(entry, field: path(key), length: string.count, limit: maximumLength, unit: .characters)
        }
        if let problem = ShowableText.problem(in: string, maximumLength: maximumLength) {
            throw .unshowable(entry, field: path(key), problem: problem)
        }
        return string
    }

    /// A string with at least one character that is not a space, and at most `maximumLength`.
    package func nonEmptyString(_ key: String, maximumLength: Int) throws(CatalogError) -> String {
        let string = try string(key, maximumLength: maximumLength)
        guard string.contains(where: { !$0.isWhitespace }) else {
            throw .wrongType(entry, field: path(key), expected: tr("a non-empty string"), found: tr("blank"))
        }
        return string
    }

    package func integer(_ key: String) throws(CatalogError) -> Int {
        let value = try value(key)
        guard let integer = value.integerValue else {
            throw mismatch(key, expected: tr("a whole number"), found: value)
        }
        return integer
    }

    package func number(_ key: String) throws(CatalogError) -> Double {
        let value = try value(key)
        guard let number = value.doubleValue else { throw mismatch(key, expected: tr("a number"), found: value) }
        return number
    }

    /// A number that must lie within `bounds`.
    package func number(_ key: String, in bounds: ClosedRange<Double>) throws(CatalogError) -> Double {
        let number = try number(key)
        guard bounds.contains(number) else {
            throw .outOfRange(entry, field: path(key), value: number, bounds: bounds)
        }
        return number
    }

    package func bool(_ key: String) throws(CatalogError) -> Bool {
        let value = try value(key)
        guard let bool = value.boolValue else { throw mismatch(key, expected: tr("true or false"), found: value) }
        return bool
    }

    /// A reader for a nested object.
    package func object(_ key: String) throws(CatalogError) -> CatalogFieldReader {
        let value = try value(key)
        guard let members = value.objectValue else { throw mismatch(key, expected: tr("an object"), found: value) }
        return CatalogFieldReader(entry: entry, members: members, prefix: path(key) + ".")
    }

    /// Readers for a list of at most `maximumCount` objects, each with the prefix "key[i].".
    package func objects(_ key: String, maximumCount: Int) throws(CatalogError) -> [CatalogFieldReader] {
        let value = try value(key)
        guard let elements = value.arrayValue else { throw mismatch(key, expected: tr("a list"), found: value) }
        guard elements.count <= maximumCount else {
            throw .tooLong(entry, field: path(key), length: elements.count, limit: maximumCount, unit: .entries)
        }
        var readers: [CatalogFieldReader] = []
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path(key))[\(index)]"
            guard let members = element.objectValue else {
                throw .wrongType(entry, field: elementPath, expected: tr("an object"), found: element.foundDescription)
            }
            readers.append(CatalogFieldReader(entry: entry, members: members, prefix: elementPath + "."))
        }
        return readers
    }

    /// A range stored as `[lower, upper]`, with lower ≤ upper.
    package func range(_ key: String) throws(CatalogError) -> Range<Double> {
        let value = try value(key)
        let expected = tr("a list of two numbers [lower, upper]")
        guard let elements = value.arrayValue else { throw mismatch(key, expected: expected, found: value) }
        guard elements.count == 2, let lower = elements[0].doubleValue, let upper = elements[1].doubleValue else {
            let found = elements.count == 2 ? tr("a list of something else") : tr("a list of %1$s values", elements.count)
            throw .wrongType(entry, field: path(key), expected: expected, found: found)
        }
        guard lower <= upper else { throw .invertedRange(entry, field: path(key), lower: lower, upper: upper) }
        return lower..<upper
    }

    private func mismatch(_ key: String, expected: String, found value: JSONValue) -> CatalogError {
        .wrongType(entry, field: path(key), expected: expected, found: value.foundDescription)
    }
}
