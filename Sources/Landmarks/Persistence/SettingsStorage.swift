// SettingsStorage: the key-value interface AppSettings reads and writes, with
// two implementations — GSettingsStorage (schema installed) and KeyFileStorage
// (running from a checkout) — and the keys and defaults they share.
//
// Keys and defaults mirror `Resources/io.github.swiftgtk.Landmarks.gschema.xml`;
// a test checks they agree.
import LandmarksModel

/// A place settings live. Getters return nil for a key that is unset or
/// unreadable, and AppSettings then uses the default.
@MainActor
protocol SettingsStorage: AnyObject {
    /// What backs this storage, for logs: "GSettings schema …" or "key file …".
    var storageDescription: String { get }
    func string(forKey key: String) -> String?
    func integer(forKey key: String) -> Int?
    func bool(forKey key: String) -> Bool?
    func set(_ value: String, forKey key: String)
    func set(_ value: Int, forKey key: String)
    func set(_ value: Bool, forKey key: String)
}

/// The settings keys, as in the GSettings schema.
enum SettingsKey {
    static let mapZoom = "map-zoom"
    static let windowWidth = "window-width"
    static let windowHeight = "window-height"
    static let windowMaximized = "window-maximized"
    static let selectedTab = "selected-tab"

    /// Each key with its GVariant type string; enum keys are strings ("s").
    static let types: [(key: String, type: String)] = [
        (mapZoom, "s"), (windowWidth, "i"), (windowHeight, "i"), (windowMaximized, "b"), (selectedTab, "s"),
    ]
}

/// The defaults, as in the GSettings schema.
enum SettingsDefault {
    static let mapZoom = MapZoom.medium
    static let windowWidth = 1000
    static let windowHeight = 720
    static let windowMaximized = false
    static let selectedTab = "featured"
}
