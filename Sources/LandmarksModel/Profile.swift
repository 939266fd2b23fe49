// Profile: the user's name and preferences shown on the profile sheet.
//
// A plain value that the profile editor edits as a draft copy. Saving it is
// SavedState's and StateStore's job.
import FoundationEssentials

/// The user's profile: what ProfileSummary shows and ProfileEditor edits.
package struct Profile: Codable, Hashable, Sendable {
    package var username: String
    package var prefersNotifications: Bool
    package var seasonalPhoto: Season
    /// The day the user aims to reach their hiking goal.
    package var goalDate: Date

    package init(username: String, prefersNotifications: Bool = true, seasonalPhoto: Season = .winter, goalDate: Date = Date())
    {
        self.username = username
        self.prefersNotifications = prefersNotifications
        self.seasonalPhoto = seasonalPhoto
        self.goalDate = goalDate
    }

    /// The tutorial's profile: "g_kumar", notifications on, winter, goal date
    /// the moment this is first read (today).
    package static let `default` = Profile(username: "g_kumar")

    /// The members of a saved profile this version reads.
    package static let knownFields: Set<String> = ["username", "prefersNotifications", "seasonalPhoto", "goalDate"]
}
