import CGtk

/// A value crossing the session bus (a `GVariant`), in the shapes the
/// interfaces the app serves use: strings, string lists, unsigned numbers,
/// lists of `a{sv}` dictionaries, and an icon. Other types read as
/// `.unsupported` and cannot be sent.
public enum BusValue: Equatable, Sendable {
    case string(String)
    case strings([String])
    case uint32(UInt32)
    /// `aa{sv}`: a list of dictionaries from names to values.
    case dictionaries([[String: BusValue]])
    /// A picture's file contents (PNG, JPEG) as a serialized `GIcon`, the
    /// form an icon takes over the bus (what `g_icon_serialize` makes of a
    /// `GBytesIcon`).
    case icon(bytes: [UInt8])
    case unsupported(typeString: String)

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The strings, if this is a list of them.
    public var stringsValue: [String]? {
        if case .strings(let value) = self { return value }
        return nil
    }

    /// The most members of a list read from the bus: no interface the app
    /// serves takes more (GNOME Shell asks for a screenful of results), and a
    /// caller sending a million is answered for the first ones without the
    /// app converting, and keeping, the rest.
    static let listLimit = 1_024

    /// The members of a tuple, such as a method call's in arguments.
    static func children(ofTuple tuple: OpaquePointer) -> [BusValue] {
        (0..<g_variant_n_children(tuple)).map { index in
            let child = g_variant_get_child_value(tuple, index)!
            defer { g_variant_unref(child) }
            return BusValue(reading: child)
        }
    }

    init(reading variant: OpaquePointer) {
        let type = String(cString: g_variant_get_type_string(variant))
        switch type {
        case "s", "o":
            self = .string(String(cString: g_variant_get_string(variant, nil)))
        case "u":
            self = .uint32(g_variant_get_uint32(variant))
        case "as":
            var strings: [String] = []
            for index in 0..<min(g_variant_n_children(variant), gsize(Self.listLimit)) {
                let child = g_variant_get_child_value(variant, index)!
                strings.append(String(cString: g_variant_get_string(child, nil)))
                g_variant_unref(child)
            }
            self = .strings(strings)
        default:
            self = .unsupported(typeString: type)
        }
    }

    /// A new floating `GVariant` of `values` as one tuple (a method's reply).
    static func tuple(_ values: [BusValue]) -> OpaquePointer {
        var children = values.map { $0.makeVariant() }
        return children.withUnsafeMutableBufferPointer { buffer in
            g_variant_new_tuple(buffer.baseAddress, gsize(buffer.count))
        }
    }

    /// A new floating `GVariant`.
    func makeVariant() -> OpaquePointer? {
        switch self {
        case .string(let value):
            return g_variant_new_string(value)
        case .uint32(let value):
            return g_variant_new_uint32(value)
        case .strings(let values):
            return withCStringArray(values) { array in g_variant_new_strv(array, -1) }
        case .dictionaries(let dictionaries):
            let builder = g_variant_builder_new(g_variant_type_checked_("aa{sv}"))
            defer { g_variant_builder_unref(builder) }
            for dictionary in dictionaries {
                g_variant_builder_open(builder, g_variant_type_checked_("a{sv}"))
                for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
                    guard let variant = value.makeVariant() else { continue }
                    g_variant_builder_add_value(builder, g_variant_new_dict_entry(
                        g_variant_new_string(key), g_variant_new_variant(variant)))
                }
                g_variant_builder_close(builder)
            }
            return g_variant_builder_end(builder)
        case .icon(let bytes):
            // GIcon's stable serialization of a GBytesIcon: ("bytes", <ay>).
            let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(data) }
            var members = [g_variant_new_string("bytes"),
                           g_variant_new_variant(g_variant_new_from_bytes(g_variant_type_checked_("ay"), data, 1))]
            return members.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        case .unsupported:
            return nil
        }
    }
}
