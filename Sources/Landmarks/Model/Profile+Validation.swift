// Profile+Validation: what the editor accepts as a username, and why not.
import GtkBridge

extension Profile {
    static let maximumUsernameLength = 32

    /// Why `username` cannot be used (after trimming), or `nil` when it can.
    static func usernameProblem(_ username: String) -> String? {
        let trimmed = username.trimmingWhitespace
        if trimmed.isEmpty { return tr("Enter a username.") }
        if trimmed.count > maximumUsernameLength {
            return tr("A username can be at most %1$s characters (this one has %2$s).", maximumUsernameLength, trimmed.count)
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
