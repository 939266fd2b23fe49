import Foundation
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

@Observable @MainActor
private final class Chosen {
    var day: Date
    init(day: Date) { self.day = day }
}

private struct YearPicker: View {
    let chosen: Chosen
    let range: ClosedRange<Date>
    var body: some View {
        DatePicker("Goal", selection: Bindable(chosen).day, in: range)
    }
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
                        let year = dateTime.year
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
                let calendar = mounted.host.widget.descendants(Gtk.Calendar.self)[0]
                XCTAssertEqual(calendar.date.year, 9999)
                chosen.day = Date(timeIntervalSince1970: -62_135_596_800)
                mounted.settle()
                XCTAssertEqual(calendar.date.year, 1)
            }
        }
    }

    func testPagingPastTheRangeNeverShowsADayOutsideItAsChosen() {
        GtkTest.run {
            let day = Date(timeIntervalSince1970: 1_780_000_000)   // 2026
            let year = 365.0 * 24 * 3600
            let range = day.addingTimeInterval(-year)...day.addingTimeInterval(year)
            let chosen = Chosen(day: day)
            let mounted = PresentedView(YearPicker(chosen: chosen, range: range), width: 400, height: 300)
            mounted.settle()
            let calendar = try! XCTUnwrap(mounted.host.widget.descendants(Gtk.Calendar.self).first)
            @MainActor func shown() -> Date { DatePicker.date(from: calendar.date) }
            for _ in 0..<3 { calendar.emitSignal("next-year") }
            mounted.settle()
            XCTAssertTrue(range.contains(shown()), "three years on, the calendar shows a day in range: \(shown())")
            let message = mounted.host.widget.descendants(Gtk.Label.self).first { $0.hasCSSClass("error") }
            XCTAssertNotNil(message.map { $0.isVisible && $0.label?.contains("between") == true },
                            "and says which dates can be chosen")
            XCTAssertEqual(chosen.day, day, "paging chooses nothing")
            for _ in 0..<30 { calendar.emitSignal("prev-month") }
            mounted.settle()
            XCTAssertTrue(range.contains(shown()), "nor thirty months back: \(shown())")
            let popover = try! XCTUnwrap(calendar.ancestor(widgetType: Gtk.Popover.gType))
            popover.emitSignal("closed")
            mounted.settle()
            XCTAssertEqual(Calendar(identifier: .gregorian).component(.year, from: shown()), Calendar(identifier: .gregorian).component(.year, from: day),
                           "closed, the calendar is back on the chosen day")
        }
    }
}
