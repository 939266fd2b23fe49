// Landmark: one place in the catalogue, as stored in `landmarkData.json`.
//
// A plain value: it knows its fields and how they map to JSON keys. It does not
// validate a catalogue (that is CatalogDecoder's job) and does not load images.

/// A place in the catalogue: a park feature with its category, picture and position.
///
/// The stored property names are the JSON keys of `landmarkData.json`, so the
/// synthesized `Codable` conformance writes the same shape CatalogDecoder reads.
package struct Landmark: Codable, Hashable, Identifiable, Sendable {
    package var id: Int
    package var name: String
    package var park: String
    /// The US state the landmark is in ("California").
    package var state: String
    package var description: String
    /// The catalogue's default; saved state overrides it by id (see SavedState).
    package var isFavorite: Bool
    /// Featured landmarks appear in the carousel and have a feature image.
    package var isFeatured: Bool
    package var category: Category
    /// The base name of the pictures: `thumbnails/<imageName>.png`, and for
    /// featured landmarks `features/<imageName>_feature.jpg`.
    package var imageName: String
    package var coordinates: Coordinates
    /// The name, park and state as the catalogue writes them, when the entry
    /// is shown in another language ("Turtle Rock Joshua Tree National Park
    /// California" behind "터틀 록"): search finds a landmark by either. Not
    /// part of the file's shape.
    package var originalText: String? = nil

    /// The keys of `landmarkData.json`.
    private enum CodingKeys: String, CodingKey {
        case id, name, park, state, description, isFavorite, isFeatured, category, imageName, coordinates
    }

    /// A position in degrees (WGS 84): latitude −90…90, longitude −180…180.
    package struct Coordinates: Codable, Hashable, Sendable {
        package var latitude: Double
        package var longitude: Double
    }

    /// The name of the 3:2 carousel picture, or nil when the landmark is not featured.
    package var featureImageName: String? {
        isFeatured ? imageName + "_feature" : nil
    }
}
