import CGtk
import Foundation
import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

@Observable @MainActor
private final class Chosen {
    var day: Date
    init(day: Date) { self.day = day }
}

private struct DayPicker: View {
    let chosen: Chosen
    var body: some View {
        DatePicker("Day", selection: Bindable(chosen).day, in: Date.distantPast...Date.distantFuture)
    }
}

/// A date picker is total over every `Date` it can be given: the first and
/// last days a calendar can hold, in any time zone, and dates past them
/// (shown as the nearest day a calendar can show), never a crash.
final class DatePickerRangeTests: XCTestCase {
    /// Runs `body` with `TZ` set to `zone`, then puts the old value back.
    private func inTimeZone(_ zone: String, _ body: () throws -> Void) rethrows {
        let old = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", zone, 1)
        tzset()
        defer {
            if let old { setenv("TZ", old, 1) } else { unsetenv("TZ") }
            tzset()
        }
        try body()
    }

    private static let edges: [(String, Date)] = [
        ("0001-01-01T00:00:00Z", Date(timeIntervalSince1970: -62_135_596_800)),
        ("9999-12-31T23:59:59Z", Date(timeIntervalSince1970: 253_402_300_799)),
        ("past the year 9999", Date(timeIntervalSince1970: 1e15)),
        ("before the year 1", Date(timeIntervalSince1970: -1e15)),
        ("not a number", Date(timeIntervalSince1970: .nan)),
    ]

    func testTheEdgesOfTheCalendarShowInEveryTimeZone() {
        for zone in ["UTC", "Asia/Tokyo", "America/New_York"] {
            inTimeZone(zone) {
                for (name, date) in Self.edges {
                    GtkTest.run {
                        let dateTime = DatePicker.dateTime(from: date)
                        defer { g_date_time_unref(dateTime) }
                        let year = g_date_time_get_year(dateTime)
                        XCTAssertTrue((1...9999).contains(year), "\(name) in \(zone): year \(year)")
                        let back = DatePicker.date(from: dateTime)
                        XCTAssertTrue(back.timeIntervalSince1970.isFinite, "\(name) in \(zone)")
                        XCTAssertFalse(DatePicker.localeFormat(date).isEmpty, "\(name) in \(zone)")
                    }
                }
            }
        }
    }

    func testAPickerBoundToTheLastDayOfTheCalendarOpensInTokyo() {
        inTimeZone("Asia/Tokyo") {
            GtkTest.run {
                let chosen = Chosen(day: Date(timeIntervalSince1970: 253_402_300_799))
                let mounted = PresentedView(DayPicker(chosen: chosen))
                let calendar = OpaquePointer(findWidget(named: "GtkCalendar", in: mounted.host.widget)!)
                let shown = gtk_calendar_get_date(calendar)!
                defer { g_date_time_unref(shown) }
                XCTAssertEqual(g_date_time_get_year(shown), 9999)
                chosen.day = Date(timeIntervalSince1970: -62_135_596_800)
                mounted.settle()
                let first = gtk_calendar_get_date(calendar)!
                defer { g_date_time_unref(first) }
                XCTAssertEqual(g_date_time_get_year(first), 1)
                mounted.tearDown()
            }
        }
    }
}
