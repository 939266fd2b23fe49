import CGtk

/// A moment as GLib holds it (`GDateTime`): a time in a time zone, between
/// the years 1 and 9999, which is what `Gtk.Calendar` takes and gives. The
/// value is immutable; each instance owns one reference.
public final class GLibDateTime {
    /// The `GDateTime *`, for generated bindings.
    @_spi(Bindings) public let pointer: OpaquePointer

    /// Takes over the caller's reference (a transfer-full result).
    @_spi(Bindings) public init(adopting pointer: OpaquePointer) { self.pointer = pointer }

    /// Takes a reference of its own (a transfer-none result).
    @_spi(Bindings) public init(copying pointer: OpaquePointer) { self.pointer = g_date_time_ref(pointer) }

    deinit { g_date_time_unref(pointer) }

    /// `seconds` after 1970-01-01 in UTC; nil outside the years 1 to 9999.
    public convenience init?(unixUTC seconds: Int) {
        guard let made = g_date_time_new_from_unix_utc(seconds) else { return nil }
        self.init(adopting: made)
    }

    /// A wall-clock time in the local time zone; nil where it does not exist.
    public convenience init?(localYear year: Int, month: Int, day: Int, hour: Int, minute: Int, seconds: Double) {
        guard let made = g_date_time_new_local(gint(clamping: year), gint(clamping: month), gint(clamping: day),
                                               gint(clamping: hour), gint(clamping: minute), seconds)
        else { return nil }
        self.init(adopting: made)
    }

    /// A wall-clock time in UTC; nil outside the years 1 to 9999.
    public convenience init?(utcYear year: Int, month: Int, day: Int, hour: Int, minute: Int, seconds: Double) {
        guard let made = g_date_time_new_utc(gint(clamping: year), gint(clamping: month), gint(clamping: day),
                                             gint(clamping: hour), gint(clamping: minute), seconds)
        else { return nil }
        self.init(adopting: made)
    }

    /// The same moment in the local time zone; nil when that would leave
    /// the years GLib can hold.
    public func toLocal() -> GLibDateTime? {
        g_date_time_to_local(pointer).map { GLibDateTime(adopting: $0) }
    }

    public var year: Int { Int(g_date_time_get_year(pointer)) }
    /// 1 to 12.
    public var month: Int { Int(g_date_time_get_month(pointer)) }
    /// 1 to 31.
    public var dayOfMonth: Int { Int(g_date_time_get_day_of_month(pointer)) }
    /// Seconds after 1970-01-01 in UTC.
    public var unixSeconds: Int { g_date_time_to_unix(pointer) }

    /// This moment `days`, `months` and `years` later (earlier for negative
    /// ones), in its time zone; a month's day past the new month's last
    /// becomes its last. Nil when that leaves the years GLib can hold.
    public func adding(days: Int = 0, months: Int = 0, years: Int = 0) -> GLibDateTime? {
        g_date_time_add_full(pointer, gint(years), gint(months), gint(days), 0, 0, 0).map { GLibDateTime(adopting: $0) }
    }

    /// Written by a `strftime`-like `format` (`%x`: the locale's date), in the
    /// locale's words; nil when the format cannot be written.
    public func format(_ format: String) -> String? {
        guard let text = g_date_time_format(pointer, format) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }
}
