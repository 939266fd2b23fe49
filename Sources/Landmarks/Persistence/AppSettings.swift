// AppSettings: the app's preferences as observable properties — map zoom,
// window size and state, last tab — written through to a SettingsStorage.
//
// `open` picks GSettings when the schema is installed and a key file in the
// data folder otherwise. Values that make no sense (an unknown zoom, a
// non-positive width) read as the default. Views observe it; it does not
// watch the storage for changes made by other programs.
import FoundationEssentials
import LandmarksModel
import Observation

/// The user's preferences, saved as they change.
@Observable @MainActor
final class AppSettings {
    @ObservationIgnored let storage: any SettingsStorage

    var mapZoom: MapZoom {
        didSet { if mapZoom != oldValue { storage.set(mapZoom.rawValue, forKey: SettingsKey.mapZoom) } }
    }
    /// Logical pixels.
    var windowWidth: Int {
        didSet { if windowWidth != oldValue { storage.set(windowWidth, forKey: SettingsKey.windowWidth) } }
    }
    /// Logical pixels.
    var windowHeight: Int {
        didSet { if windowHeight != oldValue { storage.set(windowHeight, forKey: SettingsKey.windowHeight) } }
    }
    var isWindowMaximized: Bool {
        didSet {
            if isWindowMaximized != oldValue { storage.set(isWindowMaximized, forKey: SettingsKey.windowMaximized) }
        }
    }
    /// The tab shown at start: "featured" or "list".
    var selectedTab: String {
        didSet { if selectedTab != oldValue { storage.set(selectedTab, forKey: SettingsKey.selectedTab) } }
    }

    init(storage: any SettingsStorage) {
        self.storage = storage
        mapZoom =
            storage.string(forKey: SettingsKey.mapZoom).flatMap(MapZoom.init(rawValue:)) ?? SettingsDefault.mapZoom
        windowWidth =
            storage.integer(forKey: SettingsKey.windowWidth).flatMap(Self.positive) ?? SettingsDefault.windowWidth
        windowHeight =
            storage.integer(forKey: SettingsKey.windowHeight).flatMap(Self.positive) ?? SettingsDefault.windowHeight
        isWindowMaximized = storage.bool(forKey: SettingsKey.windowMaximized) ?? SettingsDefault.windowMaximized
        selectedTab =
            storage.string(forKey: SettingsKey.selectedTab).flatMap(Self.nonEmpty) ?? SettingsDefault.selectedTab
    }

    /// Settings from GSettings when `schemaID` is installed with the app's keys,
    /// otherwise from `settings.ini` in `fallbackDirectoryPath`.
    static func open(schemaID: String, fallbackDirectoryPath: String) -> AppSettings {
        if let storage = GSettingsStorage(schemaID: schemaID) { return AppSettings(storage: storage) }
        return AppSettings(storage: KeyFileStorage(path: fallbackDirectoryPath + "/settings.ini"))
    }

    private static func positive(_ value: Int) -> Int? { value > 0 ? value : nil }
    private static func nonEmpty(_ value: String) -> String? { value.isEmpty ? nil : value }
}
