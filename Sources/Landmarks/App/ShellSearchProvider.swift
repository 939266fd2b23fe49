import GtkUI
import LandmarksModel

/// Landmarks in GNOME Shell's search: the app serves
/// `org.gnome.Shell.SearchProvider2` on the session bus, so typing in the
/// Activities overview lists the landmarks the List tab's search would show
/// (`LandmarkSearch`), with name, park and picture; choosing one opens its
/// detail, and "more results" opens the List tab with the search filled in.
///
/// The desktop finds it through `<id>.search-provider.ini` (installed by
/// meson) and starts the app by D-Bus activation when it is not running: the
/// search then reads the catalogue without opening a window.
@MainActor
final class ShellSearchProvider {
    nonisolated static let interfaceName = "org.gnome.Shell.SearchProvider2"
    /// The interface's introspection XML, in the app's resources.
    static let introspectionResource = "\(AppInfo.resourceBase)/dbus/org.gnome.Shell.SearchProvider2.xml"

    /// Where the provider is served for the application `id`:
    /// "/io/github/swiftgtk/Landmarks/SearchProvider".
    nonisolated static func objectPath(for id: String) -> String {
        "/" + id.split(separator: ".").joined(separator: "/") + "/SearchProvider"
    }

    /// The landmarks searched; loads them on first use when no window has.
    private let landmarks: @MainActor () -> [Landmark]
    /// Opens the window on a landmark's detail.
    private let showLandmark: @MainActor (Landmark.ID) -> Void
    /// Opens the window on the List tab searching for these words.
    private let showSearch: @MainActor (String) -> Void
    private var object: BusObject?

    init(landmarks: @escaping @MainActor () -> [Landmark],
         showLandmark: @escaping @MainActor (Landmark.ID) -> Void,
         showSearch: @escaping @MainActor (String) -> Void) {
        self.landmarks = landmarks
        self.showLandmark = showLandmark
        self.showSearch = showSearch
    }

    /// Serves the provider for the application `id`; the app runs without
    /// it (and says so) when there is no session bus.
    func export(for id: String) {
        do {
            let introspection = ResourceBundle.withBytes(Self.introspectionResource) { String(decoding: $0, as: UTF8.self) }
            let object = try BusObject(interfaceXML: introspection ?? "", interfaceName: Self.interfaceName) {
                [unowned self] method, arguments in self.answer(method, arguments)
            }
            try object.export(at: Self.objectPath(for: id))
            self.object = object
        } catch {
            Log.message("the search provider is not available: \(error)", domain: "Landmarks")
        }
    }

    /// The reply to a call; GDBus has already checked the arguments'
    /// types against the interface.
    func answer(_ method: String, _ arguments: [BusValue]) -> Result<[BusValue], BusError> {
        let strings = arguments.map { $0.stringsValue ?? [] }
        switch method {
        case "GetInitialResultSet":
            return .success([.strings(LandmarkSearch.results(for: strings[0], in: landmarks()).map(String.init))])
        case "GetSubsearchResultSet":
            let previous = strings[0].compactMap { Int($0) }
            return .success([.strings(LandmarkSearch.results(for: strings[1], among: previous, in: landmarks()).map(String.init))])
        case "GetResultMetas":
            let all = landmarks()
            let shown = strings[0].prefix(LandmarkSearch.resultLimit).compactMap { id in
                Int(id).flatMap { id in all.first { $0.id == id } }
            }
            return .success([.dictionaries(shown.map(Self.meta))])
        case "ActivateResult":
            let id = arguments[0].stringValue ?? ""
            guard let landmark = Int(id), landmarks().contains(where: { $0.id == landmark }) else {
                return .failure(BusError(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "no landmark \(id)"))
            }
            showLandmark(landmark)
            return .success([])
        case "LaunchSearch":
            showSearch(strings[0].joined(separator: " "))
            return .success([])
        default:
            return .failure(BusError(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(method)"))
        }
    }

    /// What the overview shows for a landmark: its name, "park, state", its picture.
    private static func meta(_ landmark: Landmark) -> [String: BusValue] {
        var meta: [String: BusValue] = [
            "id": .string(String(landmark.id)),
            "name": .string(landmark.name),
            // Translators: a landmark's place under its name in the desktop's search:
            // "Joshua Tree National Park, California" (park, then state).
            "description": .string(tr("%1$s, %2$s", landmark.park, landmark.state)),
        ]
        if let icon = icon(for: landmark) { meta["icon"] = icon }
        return meta
    }

    /// The landmark's small thumbnail: a file beside an opened catalogue, by
    /// its URI, or the bundled picture's bytes (the Shell cannot read the
    /// app's resources).
    private static func icon(for landmark: Landmark) -> BusValue? {
        if let file = LandmarkImages.catalogPicture(named: landmark.imageName, folder: "thumbnails-small") {
            return .string("file://" + file)
        }
        let resource = "\(AppInfo.resourceBase)/images/thumbnails-small/\(landmark.imageName).png"
        return ResourceBundle.withBytes(resource) { BusValue.icon(bytes: Array($0)) }
    }
}
