import CGLib
import Glibc

/// Numbers and distances as the user's locale writes them, from the C
/// library's locale data (`LC_NUMERIC` for the decimal and grouping marks,
/// `LC_MEASUREMENT` for kilometres or miles), which `Translation.configure`
/// sets from the environment. No tables of our own, and nothing linked for it.
///
/// Dates are not here: the app formats them with Foundation's locale data
/// (`DateText`), which knows each language's long date.
public enum LocaleFormat {
    /// A whole number with the locale's grouping: "12,345" (en), "12 345" (fr).
    public static func integer(_ value: Int) -> String {
        formatted { cglib_format_grouped_long($0, $1, value) }
    }

    /// `value` with exactly `fractionDigits` decimals and the locale's marks:
    /// "4.5" (en, ko), "4,5" (de). Halves round away from zero (2.25 → "2.3"),
    /// as people round, not to even as `printf` alone would.
    public static func decimal(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return "–" }
        let digits = min(max(fractionDigits, 0), 6)
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = abs(value) < 1e15 ? (value * scale).rounded() / scale : value
        return formatted { cglib_format_grouped_double($0, $1, Int32(digits), rounded == 0 ? 0 : rounded) }
    }

    /// Whether `a` sorts before `b` in the user's language (`LC_COLLATE`,
    /// through `g_utf8_collate`), so lists of words read in the order a
    /// reader of that language expects.
    public static func collates(_ a: String, before b: String) -> Bool {
        g_utf8_collate(a, b) < 0
    }

    /// Whether the locale measures roads in miles (the US customary system).
    public static var usesMiles: Bool { cglib_locale_measurement() == 2 }

    /// A distance given in kilometres, in the unit the locale uses for roads and
    /// trails, with `fractionDigits` decimals: "4.5 km", "2.8 mi".
    public static func distance(kilometres: Double, fractionDigits: Int = 1) -> String {
        if usesMiles {
            // Translators: a distance in miles; %1$s is the number, already formatted.
            return tr("%1$s mi", decimal(kilometres / 1.609344, fractionDigits: fractionDigits))
        }
        // Translators: a distance in kilometres; %1$s is the number, already formatted.
        return tr("%1$s km", decimal(kilometres, fractionDigits: fractionDigits))
    }

    /// What `format` writes into a buffer (given with its size), as a string.
    private static func formatted(_ format: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let written = buffer.withUnsafeMutableBufferPointer { format($0.baseAddress!, $0.count) }
        guard written >= 0, Int(written) < buffer.count else { return "" }
        return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
