// GSettingsStorage: settings in GSettings, used when the app's schema is installed.
//
// `g_settings_new` aborts the process on an unknown schema id, so this looks
// the schema up first (in the default source, which may itself be missing)
// and checks that every key exists with the expected type; if anything is off
// there is no GSettingsStorage and AppSettings falls back to a key file.
import CGtk

/// Settings read from and written to GSettings.
@MainActor
final class GSettingsStorage: SettingsStorage {
    private let settings: UnsafeMutablePointer<GSettings>
    let storageDescription: String

    /// Opens `schemaID` from `schemaSource` (default: the system's), or returns
    /// nil when the schema is not there or lacks one of the app's keys.
    ///
    /// The GSettings backend is the default one: dconf, or whatever
    /// `$GSETTINGS_BACKEND` names (tests use `memory`).
    init?(schemaID: String, schemaSource: OpaquePointer? = nil) {
        guard let source = schemaSource ?? g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, schemaID, 1)
        else { return nil }
        defer { g_settings_schema_unref(schema) }
        for (key, type) in SettingsKey.types {
            guard g_settings_schema_has_key(schema, key) != 0 else { return nil }
            let schemaKey = g_settings_schema_get_key(schema, key)
            defer { g_settings_schema_key_unref(schemaKey) }
            let keyType = g_variant_type_dup_string(g_settings_schema_key_get_value_type(schemaKey))
            defer { g_free(keyType) }
            guard let keyType, String(cString: keyType) == type else { return nil }
        }
        settings = g_settings_new_full(schema, nil, nil)
        storageDescription = "GSettings schema \(schemaID)"
    }

    isolated deinit {
        g_object_unref(settings)
    }

    func string(forKey key: String) -> String? {
        guard let value = g_settings_get_string(settings, key) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    func integer(forKey key: String) -> Int? {
        Int(g_settings_get_int(settings, key))
    }

    func bool(forKey key: String) -> Bool? {
        g_settings_get_boolean(settings, key) != 0
    }

    func set(_ value: String, forKey key: String) {
        g_settings_set_string(settings, key, value)
    }

    func set(_ value: Int, forKey key: String) {
        g_settings_set_int(settings, key, gint(clamping: value))
    }

    func set(_ value: Bool, forKey key: String) {
        g_settings_set_boolean(settings, key, value ? 1 : 0)
    }
}
