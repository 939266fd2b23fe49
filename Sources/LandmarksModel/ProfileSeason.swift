// Profile.Season: the seasonal photo choice, stored as its emoji like the original.
import Localization

extension Profile {
    /// A season; the raw value is its emoji, which is also what the JSON holds.
    package enum Season: String, CaseIterable, Codable, Hashable, Identifiable, Sendable {
        case spring = "🌷"
        case summer = "🌞"
        case autumn = "🍂"
        case winter = "☃️"

        package var id: String { rawValue }

        /// The name for pickers and accessible labels ("Spring"), translated.
        package var name: String {
            switch self {
            case .spring: tr("Spring")
            case .summer: tr("Summer")
            case .autumn: tr("Autumn")
            case .winter: tr("Winter")
            }
        }
    }
}
