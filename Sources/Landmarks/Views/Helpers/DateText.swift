// DateText: dates as a person reads them in their own language — "November
// 30, 2026", "2026년 11월 30일" — through Foundation's locale data. Only the
// profile needs it, so the locale data is first touched when the profile
// opens, not at start-up.
import FoundationEssentials
import FoundationInternationalization

enum DateText {
    /// The day in the user's locale and time zone, month written out.
    static func long(_ date: Date, locale: Locale = .current) -> String {
        date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: .current))
    }
}
