// Profile.Season: the seasonal photo choice, stored as its emoji like the original.

extension Profile {
    /// A season; the raw value is its emoji, which is also what the JSON holds.
    enum Season: String, CaseIterable, Codable, Hashable, Identifiable, Sendable {
        case spring = "🌷"
        case summer = "🌞"
        case autumn = "🍂"
        case winter = "☃️"

        var id: String { rawValue }

        /// The English name for pickers and accessible labels ("Spring").
        var name: String {
            switch self {
            case .spring: "Spring"
            case .summer: "Summer"
            case .autumn: "Autumn"
            case .winter: "Winter"
            }
        }
    }
}
