// Landmark.Category: the three kinds of landmark, spelled as in the catalogue.
//
// The raw values are the JSON strings; `name` is what the app shows.
// Parsing an unknown value into a clear error is CatalogDecoder's job.
import Localization

extension Landmark {
    /// What a landmark is mainly about; its raw value is the catalogue string.
    package enum Category: String, CaseIterable, Codable, Hashable, Sendable {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"

        /// The category's name in the user's language, for section titles and filters.
        package var name: String {
            switch self {
            case .lakes: tr("Lakes")
            case .rivers: tr("Rivers")
            case .mountains: tr("Mountains")
            }
        }
    }
}
