// MapData+Bundled: the map data as the app ships it, read from the
// registered resource bundle (the model reads bytes; where they come from is
// the app's business).
import GtkBridge
import LandmarksModel

extension MapData {
    static let resourcePath = "\(AppInfo.resourceBase)/map/landmarks-map.bin"

    /// Loads the map from the registered resource bundle, its places named
    /// in the session's language (`PlaceNames`).
    @MainActor
    static func bundled() throws(FormatError) -> MapData {
        let result: Result<MapData, FormatError>? = ResourceBundle.withBytes(resourcePath) { bytes in
            do throws(FormatError) {
                return Result<MapData, FormatError>.success(try MapData(bytes: bytes))
            } catch {
                return Result<MapData, FormatError>.failure(error)
            }
        }
        guard let result else { throw FormatError(description: "the map data is missing from the resources") }
        return PlaceNames.localize(try result.get())
    }
}
