// JSONValue+Encoding: a parsed value written back as it was read, for the
// parts of a saved-state file this version does not understand (SavedState
// keeps them and writes them back). Key order is the encoder's.
import FoundationEssentials

extension JSONValue: Encodable {
    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: JSONKey.self)
            try container.encode(fields: members)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let value): try container.encode(value)
            case .integer(let value): try container.encode(value)
            case .number(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .array, .object: break
            }
        }
    }
}

/// Any object key, for members only known at run time.
package struct JSONKey: CodingKey {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(_ string: String) { stringValue = string }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}

extension KeyedEncodingContainer<JSONKey> {
    /// Writes each member under its own key.
    package mutating func encode(fields: [String: JSONValue]) throws {
        for (key, value) in fields { try encode(value, forKey: JSONKey(key)) }
    }
}
