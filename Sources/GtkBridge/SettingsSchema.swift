import CGtk

/// A GSettings schema, found without risk: `g_settings_new` aborts the
/// process on an unknown schema id, so a schema is looked up first — in the
/// system's schemas (which may themselves be missing) or in a folder of
/// compiled ones — and its keys can be checked before settings are opened.
public final class SettingsSchema {
    let schema: OpaquePointer
    public let id: String

    /// The schema `id` from the system's schemas, or from the compiled
    /// schemas in `directory` (`glib-compile-schemas` output) when given;
    /// nil when it is not there.
    public init?(id: String, directory: String? = nil) {
        let source: OpaquePointer?
        if let directory {
            source = g_settings_schema_source_new_from_directory(directory, nil, 1, nil)
        } else {
            source = g_settings_schema_source_get_default().map { g_settings_schema_source_ref($0) }
        }
        guard let source else { return nil }
        defer { g_settings_schema_source_unref(source) }
        guard let schema = g_settings_schema_source_lookup(source, id, 1) else { return nil }
        self.schema = schema
        self.id = id
    }

    deinit { g_settings_schema_unref(schema) }

    /// The GVariant type string of `key`'s value ("s", "i", "b"), or nil when
    /// the schema has no such key.
    public func valueType(ofKey key: String) -> String? {
        guard g_settings_schema_has_key(schema, key) != 0 else { return nil }
        let schemaKey = g_settings_schema_get_key(schema, key)
        defer { g_settings_schema_key_unref(schemaKey) }
        guard let type = g_variant_type_dup_string(g_settings_schema_key_get_value_type(schemaKey)) else { return nil }
        defer { g_free(type) }
        return String(cString: type)
    }
}

/// The settings of one schema (`GSettings`), read and written by key, in the
/// default backend: dconf, or whatever `$GSETTINGS_BACKEND` names (the tests
/// use `memory`). A key the schema lacks is a programming error, as in GLib:
/// check the schema first (`SettingsSchema.valueType(ofKey:)`).
@MainActor
public final class Settings: GObjectHandle {
    public convenience init(schema: SettingsSchema) {
        self.init(adopting: UnsafeMutableRawPointer(g_settings_new_full(schema.schema, nil, nil)))
    }

    private var settings: UnsafeMutablePointer<GSettings> { pointer() }

    public func string(forKey key: String) -> String {
        guard let value = g_settings_get_string(settings, key) else { return "" }
        defer { g_free(value) }
        return String(cString: value)
    }

    public func integer(forKey key: String) -> Int { Int(g_settings_get_int(settings, key)) }

    public func bool(forKey key: String) -> Bool { g_settings_get_boolean(settings, key) != 0 }

    public func set(_ value: String, forKey key: String) { g_settings_set_string(settings, key, value) }

    /// Clamped to the 32-bit integers a GSettings "i" key holds.
    public func set(_ value: Int, forKey key: String) { g_settings_set_int(settings, key, gint(clamping: value)) }

    public func set(_ value: Bool, forKey key: String) { g_settings_set_boolean(settings, key, value ? 1 : 0) }
}
