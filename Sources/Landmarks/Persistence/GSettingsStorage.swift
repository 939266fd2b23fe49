// GSettingsStorage: settings in GSettings, used when the app's schema is installed.
//
// The schema is looked up first (GLib aborts on an unknown one) and every key
// checked for the expected type; if anything is off there is no
// GSettingsStorage and AppSettings falls back to a key file.
import GtkBridge

/// Settings read from and written to GSettings.
@MainActor
final class GSettingsStorage: SettingsStorage {
    private let settings: Settings
    let storageDescription: String

    /// Opens `schemaID` from the system's schemas, or from the compiled
    /// schemas in `schemaDirectory`; nil when the schema is not there or
    /// lacks one of the app's keys.
    init?(schemaID: String, schemaDirectory: String? = nil) {
        guard let schema = SettingsSchema(id: schemaID, directory: schemaDirectory) else { return nil }
        for (key, type) in SettingsKey.types {
            guard schema.valueType(ofKey: key) == type else { return nil }
        }
        settings = Settings(schema: schema)
        storageDescription = "GSettings schema \(schemaID)"
    }

    func string(forKey key: String) -> String? { settings.string(forKey: key) }
    func integer(forKey key: String) -> Int? { settings.integer(forKey: key) }
    func bool(forKey key: String) -> Bool? { settings.bool(forKey: key) }
    func set(_ value: String, forKey key: String) { settings.set(value, forKey: key) }
    func set(_ value: Int, forKey key: String) { settings.set(value, forKey: key) }
    func set(_ value: Bool, forKey key: String) { settings.set(value, forKey: key) }
}
