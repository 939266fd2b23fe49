import Foundation
import Gtk
import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

@Observable @MainActor
private final class Goal {
    var day: Date
    init(day: Date) { self.day = day }
}

private struct GoalPicker: View {
    let goal: Goal
    let range: ClosedRange<Date>
    var body: some View {
        DatePicker("Goal", selection: Bindable(goal).day, in: range)
    }
}

/// The calendar by keyboard, as a person without a mouse meets it: the
/// arrows start from the bound day, Enter chooses and closes, Escape leaves
/// the bound day, and the range holds.
final class DatePickerKeyboardTests: XCTestCase {
    /// Noon of a local day, as the picker writes days.
    @MainActor private static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
        DatePicker.date(from: GLibDateTime(localYear: year, month: month, day: day, hour: 12, minute: 0, seconds: 0)!)
    }

    /// The calendar's shown day as (year, month, day).
    @MainActor private static func shown(_ calendar: Gtk.Calendar) -> [Int] {
        let date = calendar.date
        return [date.year, date.month, date.dayOfMonth]
    }

    @MainActor private static func first(_ typeName: String, in root: Gtk.Widget) -> Gtk.Widget? {
        var child = root.firstChild
        while let current = child {
            if current.typeName == typeName { return current }
            if let found = first(typeName, in: current) { return found }
            child = current.nextSibling
        }
        return nil
    }

    /// The texts of the labels below `root` that `matching` picks.
    @MainActor private static func labels(in root: Gtk.Widget, matching: (Gtk.Widget) -> Bool) -> [String] {
        var found: [String] = []
        var child = root.firstChild
        while let current = child {
            if current.typeName == "GtkLabel", matching(current) { found.append(current.cast(to: Gtk.Label.self)?.label ?? "") }
            found += labels(in: current, matching: matching)
            child = current.nextSibling
        }
        return found
    }

    /// Opens the picker's popover and waits until its calendar has the focus.
    @MainActor private static func open(_ mounted: PresentedView<GoalPicker>) throws -> (Gtk.MenuButton, Gtk.Calendar) {
        let root = mounted.host.widget
        let button = try XCTUnwrap(first("GtkMenuButton", in: root)?.cast(to: Gtk.MenuButton.self))
        let calendar = try XCTUnwrap(button.popover.flatMap { first("GtkCalendar", in: $0) }?.cast(to: Gtk.Calendar.self))
        button.popup()
        XCTAssertTrue(GtkTest.iterate(until: { calendar.isMapped }))
        _ = calendar.grabFocus()
        XCTAssertTrue(GtkTest.iterate(until: { calendar.hasFocus }))
        return (button, calendar)
    }

    func testTheArrowsStartFromTheBoundDayAndEnterChoosesItAndCloses() throws {
        try GtkTest.run {
            let goal = Goal(day: Self.day(2026, 5, 14))
            let mounted = PresentedView(GoalPicker(goal: goal, range: Self.day(2026, 1, 1)...Self.day(2027, 12, 31)),
                                        width: 400, height: 300)
            let (button, calendar) = try Self.open(mounted)
            XInput.press("Right")
            XCTAssertTrue(GtkTest.iterate(until: { Self.shown(calendar) == [2026, 5, 15] }),
                          "Right moves a day on from the bound day: \(Self.shown(calendar))")
            XInput.press("Down")
            XCTAssertTrue(GtkTest.iterate(until: { Self.shown(calendar) == [2026, 5, 22] }), "Down a week")
            XInput.press("Page_Down")
            XCTAssertTrue(GtkTest.iterate(until: { Self.shown(calendar) == [2026, 6, 22] }), "Page Down a month")
            XCTAssertEqual(goal.day, Self.day(2026, 5, 14), "moving chooses nothing yet")
            XCTAssertEqual(Self.labels(in: calendar) { $0.hasCSSClass("day-number") && $0.stateFlags.contains(.focused) }, ["22"], "the focus shows on the day moved to, and only there")
            XInput.press("Return")
            XCTAssertTrue(GtkTest.iterate(until: { goal.day == Self.day(2026, 6, 22) }), "Enter chooses the day")
            XCTAssertTrue(GtkTest.iterate(until: { !(button.popover?.isMapped ?? true) }), "and closes the popover")
        }
    }

    func testEscapeLeavesTheBoundDayAndAMovePastTheRangeStopsAtItsEdge() throws {
        try GtkTest.run {
            let goal = Goal(day: Self.day(2026, 5, 14))
            let mounted = PresentedView(GoalPicker(goal: goal, range: Self.day(2026, 5, 1)...Self.day(2026, 5, 20)),
                                        width: 400, height: 300)
            var (button, calendar) = try Self.open(mounted)
            XInput.press("Left", "Left")
            XCTAssertTrue(GtkTest.iterate(until: { Self.shown(calendar) == [2026, 5, 12] }))
            XInput.press("Escape")
            XCTAssertTrue(GtkTest.iterate(until: { !(button.popover?.isMapped ?? true) }), "Escape closes")
            XCTAssertEqual(goal.day, Self.day(2026, 5, 14), "and chooses nothing")
            XCTAssertEqual(Self.shown(calendar), [2026, 5, 14], "the calendar shows the bound day again")

            (button, calendar) = try Self.open(mounted)
            XInput.press("Page_Down")
            XCTAssertTrue(GtkTest.iterate(until: { Self.shown(calendar) == [2026, 5, 20] }), "a month on stops at the range's end")
            let popover = try XCTUnwrap(button.popover)
            XCTAssertTrue(Self.labels(in: popover) { $0.isVisible && $0.hasCSSClass("error") }.first?.hasPrefix("Choose a date between") ?? false,
                          "and says which dates can be chosen")
            XInput.press("Return")
            XCTAssertTrue(GtkTest.iterate(until: { goal.day == Self.day(2026, 5, 20) }), "the edge can be chosen")
        }
    }
}
