// JSONValue: a parsed JSON document as a plain tree, for validating catalogues.
//
// CatalogDecoder parses into this tree (JSONParser) instead of decoding straight
// into Landmark, because that way every problem can be reported with the entry
// and field it belongs to. It is not a general JSON library: no encoding, no
// key order. JSONParser builds it.
import Localization

/// A syntax error at a position in the text. Line and column count from 1;
/// the column counts characters (Unicode scalars), not bytes.
package struct JSONSyntaxError: Error, Equatable, Sendable {
    package var line: Int
    package var column: Int
    package var reason: String
}

/// One JSON value. Numbers without a fraction or exponent that fit in `Int` are `.integer`.
/// Not `indirect`: arrays and objects already hold their children out of line,
/// so a scalar needs no box of its own (a 10,000-landmark catalogue has 200,000 of them).
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value as an error message describes what it found: "null", "true",
    /// "the number 1.5", "the text “yes”", "a list", "an object".
    package var foundDescription: String {
        switch self {
        case .null: return tr("null")
        case .bool(let value): return String(value)
        case .integer(let value): return tr("the number %1$s", value)
        case .number(let value): return tr("the number %1$s", CatalogError.format(value))
        case .string(let value):
            return value.isEmpty ? tr("an empty string") : tr("the text “%1$s”", value.excerpt())
        case .array: return tr("a list")
        case .object: return tr("an object")
        }
    }

    /// The value as a whole number, if it is one (`1001` or `1001.0`).
    package var integerValue: Int? {
        switch self {
        case .integer(let value): value
        case .number(let value) where value.rounded() == value && abs(value) < 9.0e18: Int(value)
        default: nil
        }
    }

    /// The value as a number, if it is one.
    package var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    package var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    package var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    package var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { value } else { nil }
    }

    package var arrayValue: [JSONValue]? {
        if case .array(let value) = self { value } else { nil }
    }
}
