// DateText: dates as a person reads them in their own language — "November
// 30, 2026", "2026년 11월 30일" — through Foundation's locale data. Only the
// profile needs it, so the locale data is first touched when the profile
// opens, not at start-up.
import FoundationEssentials
import FoundationInternationalization
import Glibc

enum DateText {
    /// The day in the user's locale and time zone, month written out.
    static func long(_ date: Date, locale: Locale = timeLocale) -> String {
        date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: .current))
    }

    /// The locale the C library uses for times (`LC_TIME`, set from the
    /// environment at start-up), so dates follow the same setting as the
    /// rest of the app's formatting: "ko_KR.UTF-8" → ko_KR. "C" and "POSIX"
    /// read as US English, as `Locale.current` does.
    static var timeLocale: Locale {
        guard let name = setlocale(LC_TIME, nil).map({ String(cString: $0) }) else { return Locale(identifier: "en_US") }
        let identifier = name.prefix { $0 != "." && $0 != "@" }
        return identifier == "C" || identifier == "POSIX" ? Locale(identifier: "en_US") : Locale(identifier: String(identifier))
    }
}
