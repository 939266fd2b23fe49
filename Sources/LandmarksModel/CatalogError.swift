// CatalogError: everything that can be wrong with a landmark or hike file,
// each case with a message that names the entry and the field.
//
// The messages are the user-facing text (shown in a dialog when `--catalog FILE`
// is refused), so tests compare them exactly. Detecting the problems is
// CatalogDecoder's job.
import Localization

/// A problem that makes a catalogue file unusable.
package enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
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
    /// A text or list longer than CatalogLimits allows.
    case tooLong(CatalogEntry, field: String, length: Int, limit: Int, unit: LengthUnit)
    /// A text that would cost too much to show, or holds a NUL (ShowableText).
    case unshowable(CatalogEntry, field: String, problem: ShowableText.Problem)

    /// One sentence or two, naming the file position, entry and field concerned.
    package var message: String {
        switch self {
        case .unreadable(let path, let reason):
            tr("The file “%1$s” could not be read: %2$s.", path, reason)
        case .malformedJSON(let line, let column, let reason):
            tr("The file is not valid JSON: line %1$s, column %2$s: %3$s.", line, column, reason)
        case .notAList(.landmark, let found):
            tr("The file should hold a list of landmarks, but it holds %1$s.", found)
        case .notAList(.hike, let found):
            tr("The file should hold a list of hikes, but it holds %1$s.", found)
        case .empty(.landmark):
            tr("The file holds an empty list: there are no landmarks in it.")
        case .empty(.hike):
            tr("The file holds an empty list: there are no hikes in it.")
        case .entryNotAnObject(let entry, let found):
            tr("%1$s should be an object, but it is %2$s.", entry.capitalized, found)
        case .missingField(let entry, let field):
            tr("%1$s: the field “%2$s” is missing.", entry.capitalized, field)
        case .wrongType(let entry, let field, let expected, let found):
            tr("%1$s: the field “%2$s” should be %3$s, but it is %4$s.", entry.capitalized, field, expected, found)
        case .duplicateID(let id, let first, let second) where first.kind == .landmark:
            tr("%1$s has the id %2$s, which %3$s already has. Each landmark needs its own id.", second.capitalized, id, first)
        case .duplicateID(let id, let first, let second):
            tr("%1$s has the id %2$s, which %3$s already has. Each hike needs its own id.", second.capitalized, id, first)
        case .unknownCategory(let entry, let value):
            tr("%1$s: the category “%2$s” is unknown; it should be one of %3$s.", entry.capitalized, value.excerpt(),
               Landmark.Category.allCases.map { "“\($0.rawValue)”" }.joined(separator: tr(", ")))
        case .outOfRange(let entry, let field, let value, let bounds):
            tr("%1$s: the field “%2$s” is %3$s, outside the range %4$s to %5$s.", entry.capitalized, field,
               Self.format(value), Self.format(bounds.lowerBound), Self.format(bounds.upperBound))
        case .invertedRange(let entry, let field, let lower, let upper):
            tr("%1$s: the field “%2$s” is [%3$s, %4$s], but a range's lower bound cannot be above its upper bound.",
               entry.capitalized, field, Self.format(lower), Self.format(upper))
        case .tooMany(.landmark, let count, let limit):
            tr("The file holds %1$s landmarks; Landmarks reads at most %2$s.", count, limit)
        case .tooMany(.hike, let count, let limit):
            tr("The file holds %1$s hikes; Landmarks reads at most %2$s.", count, limit)
        case .tooLong(let entry, let field, let length, let limit, .entries):
            tr("%1$s: the field “%2$s” is %3$s entries long; it can be at most %4$s.", entry.capitalized, field, length, limit)
        case .tooLong(let entry, let field, let length, let limit, .characters):
            tr("%1$s: the field “%2$s” is %3$s characters long; it can be at most %4$s.", entry.capitalized, field, length, limit)
        case .unshowable(let entry, let field, let problem):
            // Translators: a catalogue entry, then what is wrong with one of its fields.
            tr("%1$s: %2$s", entry.capitalized, problem.clause(field: field))
        }
    }

    /// What `tooLong` counts.
    package enum LengthUnit: Sendable { case characters, entries }

    package var description: String { message }

    /// `91.5` as "91.5" and `-200.0` as "-200": the number as the user would write it.
    package static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

/// Which entry of a catalogue a problem is in: its position, and its id and
/// name when those could be read.
package struct CatalogEntry: Equatable, Hashable, Sendable, CustomStringConvertible {
    package enum Kind: String, Sendable {
        case landmark, hike

    }

    package var kind: Kind
    /// Zero-based position in the file's list.
    package var index: Int
    package var id: Int?
    package var name: String?

    /// "landmark at index 3 (id 1004, “St. Mary Lake”)", with whatever is known.
    package var description: String {
        let base = kind == .landmark ? tr("landmark at index %1$s", index) : tr("hike at index %1$s", index)
        switch (id, name) {
        case let (id?, name?): return tr("%1$s (id %2$s, “%3$s”)", base, id, name.excerpt())
        case let (id?, nil): return tr("%1$s (id %2$s)", base, id)
        case let (nil, name?): return tr("%1$s (“%2$s”)", base, name.excerpt())
        case (nil, nil): return base
        }
    }

    /// The description with a capital letter, to open a sentence (a no-op in
    /// scripts without case).
    package var capitalized: String {
        description.prefix(1).uppercased() + description.dropFirst()
    }
}
