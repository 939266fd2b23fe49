import FoundationInternationalization
import Glibc

extension Text {
    /// How `Text(_:style:)` writes a date. GNOME's clock and calendar write
    /// dates the same two ways; the live styles (relative, timer) are not offered.
    public struct DateStyle: Equatable, Sendable {
        let date: Date.FormatStyle.DateStyle
        let time: Date.FormatStyle.TimeStyle

        /// The day, month written out: "June 3, 2026", "2026년 6월 3일".
        public static let date = DateStyle(date: .long, time: .omitted)
        /// The time of day: "4:05 PM", "오후 4:05".
        public static let time = DateStyle(date: .omitted, time: .shortened)
    }

    /// `date` written in the user's language (the C library's `LC_TIME`,
    /// as GLib formats dates) and time zone.
    public init(_ date: Date, style: DateStyle) {
        self.init(date.formatted(Date.FormatStyle(
            date: style.date, time: style.time, locale: Self.timeLocale, timeZone: .current)))
    }

    /// The locale dates are written in: `LC_TIME` ("ko_KR.UTF-8" → ko_KR;
    /// "C" and "POSIX" as US English).
    static var timeLocale: Locale {
        guard let name = setlocale(LC_TIME, nil).map({ String(cString: $0) }) else { return Locale(identifier: "en_US") }
        let identifier = name.prefix { $0 != "." && $0 != "@" }
        return identifier == "C" || identifier == "POSIX" ? Locale(identifier: "en_US") : Locale(identifier: String(identifier))
    }

    /// Both texts as one, as SwiftUI joins them: one label, the second run
    /// straight after the first.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(lhs.content + rhs.content)
        joined.lineLimit = lhs.lineLimit ?? rhs.lineLimit
        return joined
    }
}
