import CGtk
import FoundationEssentials
import GtkUI

/// Everything the app loads at start: the catalogue (bundled, or the one given
/// with `--catalog`), the user's saved favorites and profile, and the settings.
///
/// Nothing here fails the start: a bad catalogue falls back to the bundled one,
/// a corrupt or unreadable saved state falls back to defaults; each problem
/// becomes a notice the window shows once it is open.
@MainActor
final class AppState {
    let model: ModelData
    let settings: AppSettings
    let autosaver: Autosaver
    let store: StateStore
    /// Something to tell the user about the start: a few words for a toast,
    /// and the whole message.
    struct Notice: Equatable {
        var title: String
        var message: String
    }

    /// Messages for the user about what went wrong at start.
    private(set) var notices: [Notice] = []

    static let landmarksResource = "\(AppInfo.resourceBase)/landmarkData.json"
    static let hikesResource = "\(AppInfo.resourceBase)/hikeData.json"

    /// `catalog` is the `--catalog` file being decoded, if one was given;
    /// `dataDirectory` is where the saved state lives (the user's data
    /// folder for the app id when `nil`).
    init(catalog: CatalogPreload?, dataDirectory: URL? = nil) {
        let hikes = Self.bundledHikes()
        var notices: [Notice] = []
        var landmarks: [Landmark]
        if let catalog {
            let catalogPath = catalog.path
            do {
                landmarks = try catalog.landmarks()
                LandmarkImages.catalogDirectory = catalog.location.folderPath
            } catch {
                printError("\(AppInfo.name): \(catalogPath): \(error.message)")
                notices.append(Notice(
                    title: tr("Catalogue not opened"),
                    message: tr("Could not open the catalogue “%1$s”: %2$s Showing the built-in landmarks.", catalogPath, error.message)))
                landmarks = Self.bundledLandmarks()
            }
        } else {
            landmarks = Self.bundledLandmarks()
        }
        model = ModelData(landmarks: landmarks, hikes: hikes)
        let directory = dataDirectory ?? StateStore.defaultDirectory(applicationID: AppInfo.id)
        store = StateStore(directory: directory)
        let (autosaver, notice) = Autosaver.restore(into: model, from: store)
        self.autosaver = autosaver
        if let notice {
            printError("\(AppInfo.name): \(notice.detail)")
            notices.append(Notice(title: tr("Saved data not loaded"), message: notice.message))
        }
        settings = AppSettings.open(schemaID: AppInfo.baseID, fallbackDirectory: directory)
        if let problem = (settings.storage as? KeyFileStorage)?.loadProblem {
            printError("\(AppInfo.name): " + tr("settings not loaded, using the defaults: %1$s", problem))
        }
        self.notices = notices
    }

    /// Reports failures to save favorites, the profile or the settings (once
    /// per run of failures of each) through `report`, and logs them.
    func onSaveError(_ report: @escaping @MainActor (String) -> Void) {
        let logged: (String) -> Void = { message in
            printError("\(AppInfo.name): \(message)")
            report(message)
        }
        store.onSaveError = logged
        (settings.storage as? KeyFileStorage)?.onSaveError = logged
    }

    private static func bundledLandmarks() -> [Landmark] {
        guard let bytes = ResourceBundle.data(landmarksResource),
              let landmarks = try? CatalogDecoder.landmarks(bytes: bytes) else {
            printError("\(AppInfo.name): " + tr("the built-in catalogue is missing or damaged"))
            return []
        }
        return landmarks
    }

    private static func bundledHikes() -> [Hike] {
        guard let bytes = ResourceBundle.data(hikesResource), let hikes = try? CatalogDecoder.hikes(bytes: bytes) else {
            printError("\(AppInfo.name): " + tr("the built-in hikes are missing or damaged"))
            return []
        }
        return hikes
    }
}
