// Profile+Validation: what the editor accepts as a username, and why not.
import FoundationEssentials
import Localization

extension Profile {
    package static let maximumUsernameLength = 32

    /// The years a saved goal date may fall in. A goal is a day the user
    /// picked, a year either side of the last one; a date far outside these
    /// is not something the app wrote.
    package static let goalDateYears = 1900...2999
    /// `goalDateYears` as dates: from 1900-01-01 to the end of 2999, in UTC.
    package static let goalDateBounds = Date(timeIntervalSince1970: -2_208_988_800)...Date(timeIntervalSince1970: 32_503_680_000 - 1)

    /// Why `username` cannot be used (after trimming), or `nil` when it can.
    package static func usernameProblem(_ username: String) -> String? {
        let trimmed = username.trimmingWhitespace
        if trimmed.isEmpty { return tr("Enter a username.") }
        if trimmed.count > maximumUsernameLength {
            return tr("A username can be at most %1$s characters (this one has %2$s).", maximumUsernameLength, trimmed.count)
        }
        if let problem = ShowableText.problem(in: trimmed, maximumLength: maximumUsernameLength) {
            switch problem {
            case .nul: return tr("A username cannot hold a NUL character.")
            case .stacked, .tooManyBytes:
                return tr("A username can stack at most %1$s marks on a letter.", ShowableText.scalarsPerCharacter - 1)
            }
        }
        return nil
    }

    /// The profile as it will be saved: the username trimmed.
    package var committed: Profile {
        var profile = self
        profile.username = username.trimmingWhitespace
        return profile
    }
}
