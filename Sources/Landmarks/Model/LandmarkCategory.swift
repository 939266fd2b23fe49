// Landmark.Category: the three kinds of landmark, spelled as in the catalogue.
//
// The raw values are the JSON strings and the names shown as section titles.
// Parsing an unknown value into a clear error is CatalogDecoder's job.

extension Landmark {
    /// What a landmark is mainly about; its raw value is the catalogue string and the display name.
    enum Category: String, CaseIterable, Codable, Hashable, Sendable {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"
    }
}
