import CGtk

/// The keys of a compiled GSettings schema and each key's default, as GLib
/// prints it (`"'near'"`, `"1000"`, `"false"`): the schema as the desktop
/// reads it, to hold it against the app's own defaults. GtkBridge's
/// `SettingsSchema` answers what the app asks; this reads what the app never does.
public enum SchemaDefaults {
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// The defaults of the schema `id` compiled in `directory`, by key.
    public static func read(id: String, directory: String) throws -> [String: String] {
        var error: UnsafeMutablePointer<GError>?
        guard let source = g_settings_schema_source_new_from_directory(directory, nil, 1, &error) else {
            defer { g_clear_error(&error) }
            throw Missing(description: error.map { String(cString: $0.pointee.message) } ?? "no schemas in \(directory)")
        }
        defer { g_settings_schema_source_unref(source) }
        guard let schema = g_settings_schema_source_lookup(source, id, 0) else {
            throw Missing(description: "no schema \(id) in \(directory)")
        }
        defer { g_settings_schema_unref(schema) }
        guard let keys = g_settings_schema_list_keys(schema) else { return [:] }
        defer { g_strfreev(keys) }
        var defaults: [String: String] = [:]
        var index = 0
        while let key = keys[index] {
            let schemaKey = g_settings_schema_get_key(schema, key)
            defer { g_settings_schema_key_unref(schemaKey) }
            let value = g_settings_schema_key_get_default_value(schemaKey)
            defer { g_variant_unref(value) }
            let text = g_variant_print(value, 0)!
            defer { g_free(text) }
            defaults[String(cString: key)] = String(cString: text)
            index += 1
        }
        return defaults
    }
}
