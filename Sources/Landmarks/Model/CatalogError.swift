// CatalogError: everything that can be wrong with a landmark or hike file,
// each case with a message that names the entry and the field.
//
// The messages are the user-facing text (shown in a dialog when `--catalog FILE`
// is refused), so tests compare them exactly. Detecting the problems is
// CatalogDecoder's job.

/// A problem that makes a catalogue file unusable.
enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(path: String, reason: String)
    /// The text is not JSON; the position is where parsing stopped.
    case malformedJSON(line: Int, column: Int, reason: String)
    /// The document is not a list of entries.
    case notAList(kind: CatalogEntry.Kind, found: String)
    /// The list holds no entries.
    case empty(kind: CatalogEntry.Kind)
    /// An element of the list is not an object.
    case entryNotAnObject(CatalogEntry, found: String)
    case missingField(CatalogEntry, field: String)
    /// A field has a value of the wrong type: `expected` and `found` are
    /// phrases like "a string" or "a whole number".
    case wrongType(CatalogEntry, field: String, expected: String, found: String)
    /// Two entries share an id; `first` comes earlier in the file.
    case duplicateID(Int, first: CatalogEntry, second: CatalogEntry)
    case unknownCategory(CatalogEntry, value: String)
    /// A number outside the bounds its field allows (latitude, longitude).
    case outOfRange(CatalogEntry, field: String, value: Double, bounds: ClosedRange<Double>)
    /// A `[lower, upper]` range whose lower bound is above its upper bound.
    case invertedRange(CatalogEntry, field: String, lower: Double, upper: Double)
    /// More entries than CatalogLimits allows.
    case tooMany(kind: CatalogEntry.Kind, count: Int, limit: Int)
    /// A text or list longer than CatalogLimits allows; `unit` is "characters", "bytes" or "entries".
    case tooLong(CatalogEntry, field: String, length: Int, limit: Int, unit: String)

    /// One sentence or two, naming the file position, entry and field concerned.
    var message: String {
        switch self {
        case .unreadable(let path, let reason):
            "The file “\(path)” could not be read: \(reason)."
        case .malformedJSON(let line, let column, let reason):
            "The file is not valid JSON: line \(line), column \(column): \(reason)."
        case .notAList(let kind, let found):
            "The file should hold a list of \(kind.plural), but it holds \(found)."
        case .empty(let kind):
            "The file holds an empty list: there are no \(kind.plural) in it."
        case .entryNotAnObject(let entry, let found):
            "\(entry.capitalized) should be an object, but it is \(found)."
        case .missingField(let entry, let field):
            "\(entry.capitalized): the field “\(field)” is missing."
        case .wrongType(let entry, let field, let expected, let found):
            "\(entry.capitalized): the field “\(field)” should be \(expected), but it is \(found)."
        case .duplicateID(let id, let first, let second):
            "\(second.capitalized) has the id \(id), which \(first.description) already has. Each \(first.kind.singular) needs its own id."
        case .unknownCategory(let entry, let value):
            "\(entry.capitalized): the category “\(value.excerpt())” is unknown; it should be one of "
                + Landmark.Category.allCases.map { "“\($0.rawValue)”" }.joined(separator: ", ") + "."
        case .outOfRange(let entry, let field, let value, let bounds):
            "\(entry.capitalized): the field “\(field)” is \(Self.format(value)), outside the range "
                + "\(Self.format(bounds.lowerBound)) to \(Self.format(bounds.upperBound))."
        case .invertedRange(let entry, let field, let lower, let upper):
            "\(entry.capitalized): the field “\(field)” is [\(Self.format(lower)), \(Self.format(upper))], "
                + "but a range's lower bound cannot be above its upper bound."
        case .tooMany(let kind, let count, let limit):
            "The file holds \(count) \(kind.plural); Landmarks reads at most \(limit)."
        case .tooLong(let entry, let field, let length, let limit, let unit):
            "\(entry.capitalized): the field “\(field)” is \(length) \(unit) long; it can be at most \(limit)."
        }
    }

    var description: String { message }

    /// `91.5` as "91.5" and `-200.0` as "-200": the number as the user would write it.
    static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

/// Which entry of a catalogue a problem is in: its position, and its id and
/// name when those could be read.
struct CatalogEntry: Equatable, Hashable, Sendable, CustomStringConvertible {
    enum Kind: String, Sendable {
        case landmark, hike

        var singular: String { rawValue }
        var plural: String { rawValue + "s" }
    }

    var kind: Kind
    /// Zero-based position in the file's list.
    var index: Int
    var id: Int?
    var name: String?

    /// "landmark at index 3 (id 1004, “St. Mary Lake”)", with whatever is known.
    var description: String {
        let known = [id.map { "id \($0)" }, name.map { "“\($0.excerpt())”" }].compactMap { $0 }
        let base = "\(kind.singular) at index \(index)"
        return known.isEmpty ? base : base + " (" + known.joined(separator: ", ") + ")"
    }

    /// The description with a capital letter, to open a sentence.
    var capitalized: String {
        description.prefix(1).uppercased() + description.dropFirst()
    }
}
