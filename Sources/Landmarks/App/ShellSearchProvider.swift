import GtkUI
import LandmarksModel

/// Landmarks in GNOME Shell's search: the app serves
/// `org.gnome.Shell.SearchProvider2` on the session bus, so typing in the
/// Activities overview lists the user's collections whose names match, then
/// the landmarks the List tab's search would show (`LandmarkSearch`), with
/// name, park and picture; choosing one opens its page, and "more results"
/// opens the List tab with the search filled in. A collection's result id is
/// "collection:" and its id; a landmark's is its id.
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
    /// Runs its argument once the landmarks can be had without waiting.
    private let whenLoaded: @MainActor (@escaping @MainActor @Sendable () -> Void) -> Void
    /// The user's collections searched.
    private let collections: @MainActor () -> [LandmarkCollection]
    /// Opens the window on a landmark's detail.
    private let showLandmark: @MainActor (Landmark.ID) -> Void
    /// Opens the window on a collection's page.
    private let showCollection: @MainActor (LandmarkCollection.ID) -> Void
    /// Opens the window on the List tab searching for these words.
    private let showSearch: @MainActor (String) -> Void
    private var object: BusObject?

    init(landmarks: @escaping @MainActor () -> [Landmark],
         whenLoaded: @escaping @MainActor (@escaping @MainActor @Sendable () -> Void) -> Void = { $0() },
         collections: @escaping @MainActor () -> [LandmarkCollection],
         showLandmark: @escaping @MainActor (Landmark.ID) -> Void,
         showCollection: @escaping @MainActor (LandmarkCollection.ID) -> Void,
         showSearch: @escaping @MainActor (String) -> Void) {
        self.landmarks = landmarks
        self.whenLoaded = whenLoaded
        self.collections = collections
        self.showLandmark = showLandmark
        self.showCollection = showCollection
        self.showSearch = showSearch
    }

    /// Serves the provider for the application `id`; the app runs without
    /// it (and says so) when there is no session bus.
    func export(for id: String) {
        do {
            let introspection = ResourceBundle.withBytes(Self.introspectionResource) { String(decoding: $0, as: UTF8.self) }
            let object = try BusObject(interfaceXML: introspection ?? "", interfaceName: Self.interfaceName) {
                [unowned self] method, arguments, reply in
                // A catalogue still being read is waited for off the main
                // thread: the answer comes when it is there.
                self.whenLoaded { reply(self.answer(method, arguments)) }
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
            return .success([.strings(results(for: strings[0], collections: collections(), landmarks: landmarks()))])
        case "GetSubsearchResultSet":
            let previous = Set(strings[0])
            let earlierCollections = collections().filter { previous.contains(Self.resultID(of: $0)) }
            let earlierLandmarks = landmarks().filter { previous.contains(String($0.id)) }
            return .success([.strings(results(for: strings[1], collections: earlierCollections, landmarks: earlierLandmarks))])
        case "GetResultMetas":
            let all = landmarks()
            let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let kept = collections()
            let metas = strings[0].prefix(LandmarkSearch.resultLimit).compactMap { id -> [String: BusValue]? in
                if let collection = Self.collectionID(in: id).flatMap({ id in kept.first { $0.id == id } }) {
                    return Self.meta(collection, landmarks: byID)
                }
                return Int(id).flatMap { byID[$0] }.map(Self.meta)
            }
            return .success([.dictionaries(metas)])
        case "ActivateResult":
            let id = arguments[0].stringValue ?? ""
            if let collection = Self.collectionID(in: id), collections().contains(where: { $0.id == collection }) {
                showCollection(collection)
                return .success([])
            }
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

    /// The matching collections' result ids, then the landmarks', at most
    /// `LandmarkSearch.resultLimit` in all.
    private func results(for terms: [String], collections: [LandmarkCollection], landmarks: [Landmark]) -> [String] {
        let found = LandmarkSearch.collections(for: terms, in: collections).map { "collection:\($0)" }
            + LandmarkSearch.results(for: terms, in: landmarks).map(String.init)
        return Array(found.prefix(LandmarkSearch.resultLimit))
    }

    nonisolated static func resultID(of collection: LandmarkCollection) -> String { "collection:\(collection.id)" }

    /// The collection id in a result id such as "collection:3".
    nonisolated static func collectionID(in resultID: String) -> LandmarkCollection.ID? {
        guard resultID.hasPrefix("collection:") else { return nil }
        return Int(resultID.dropFirst("collection:".count))
    }

    /// What the overview shows for a collection: its name, how many landmarks
    /// it holds, and its first landmark's picture (the collections symbol
    /// when it is empty).
    private static func meta(_ collection: LandmarkCollection, landmarks: [Landmark.ID: Landmark]) -> [String: BusValue] {
        let held = collection.landmarkIDs.compactMap { landmarks[$0] }
        var meta: [String: BusValue] = [
            "id": .string(resultID(of: collection)),
            "name": .string(collection.name),
            "description": .string(CollectionRow.countText(held.count)),
        ]
        if let first = held.first, let icon = icon(for: first) {
            meta["icon"] = icon
        } else {
            meta["gicon"] = .string("user-bookmarks-symbolic")
        }
        return meta
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
