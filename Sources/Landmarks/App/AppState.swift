import FoundationEssentials
import GtkUI
import LandmarksModel

/// Everything the app loads at start: the catalogue (bundled, or the one given
/// with `--catalog`), the user's saved favorites, collections and profile, and the settings.
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
                notices += Self.missingPictureNotice(landmarks, folder: catalog.location.shownFolderPath)
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
        let directory = dataDirectory?.path ?? StateStore.defaultDirectoryPath(applicationID: AppInfo.id)
        store = StateStore(directoryPath: directory)
        let (autosaver, notice) = Autosaver.restore(into: model, from: store)
        self.autosaver = autosaver
        if let notice {
            printError("\(AppInfo.name): \(notice.detail)")
            notices.append(Notice(title: tr("Saved data not loaded"), message: notice.message))
        }
        settings = AppSettings.open(schemaID: AppInfo.baseID, fallbackDirectoryPath: directory)
        if let problem = (settings.storage as? KeyFileStorage)?.loadProblem {
            printError("\(AppInfo.name): " + tr("settings not loaded, using the defaults: %1$s", problem))
        }
        self.notices = notices
    }

    /// Names, in the log, each picture the catalogue's landmarks lack and the
    /// file it should be; says how many in a notice, with the first of them.
    static func missingPictureNotice(_ landmarks: [Landmark], folder: String) -> [Notice] {
        let missing = LandmarkImages.missingPictures(of: landmarks, shownDirectory: folder)
        guard let first = missing.first else { return [] }
        for picture in missing {
            printError("\(AppInfo.name): " + tr("no picture for “%1$s”: put it at %2$s", picture.landmark, picture.file))
        }
        return [Notice(
            title: tr("Pictures not found"),
            message: ntr("%1$d picture the catalogue names was not found. Put it beside the catalogue, at %2$s.",
                         "%1$d pictures the catalogue names were not found. Put them beside the catalogue, the first at %2$s.",
                         count: missing.count, missing.count, first.file))]
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

    static func bundledLandmarks() -> [Landmark] {
        guard let bytes = ResourceBundle.data(landmarksResource),
              let landmarks = try? CatalogDecoder.landmarks(bytes: bytes) else {
            printError("\(AppInfo.name): " + tr("the built-in catalogue is missing or damaged"))
            return []
        }
        return landmarks
    }

    static func bundledHikes() -> [Hike] {
        guard let bytes = ResourceBundle.data(hikesResource), let hikes = try? CatalogDecoder.hikes(bytes: bytes) else {
            printError("\(AppInfo.name): " + tr("the built-in hikes are missing or damaged"))
            return []
        }
        return hikes
    }
}
