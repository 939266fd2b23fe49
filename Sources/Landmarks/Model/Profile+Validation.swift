// Profile+Validation: what the editor accepts as a username, and why not.

extension Profile {
    static let maximumUsernameLength = 32

    /// Why `username` cannot be used (after trimming), or `nil` when it can.
    static func usernameProblem(_ username: String) -> String? {
        let trimmed = username.trimmingWhitespace
        if trimmed.isEmpty { return "Enter a username." }
        if trimmed.count > maximumUsernameLength {
            return "A username can be at most \(maximumUsernameLength) characters (this one has \(trimmed.count))."
        }
        return nil
    }

    /// The profile as it will be saved: the username trimmed.
    var committed: Profile {
        var profile = self
        profile.username = username.trimmingWhitespace
        return profile
    }
}
