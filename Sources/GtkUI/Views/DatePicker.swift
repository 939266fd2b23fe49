import Adw
import FoundationEssentials
import Gtk

/// A date bound to a selection, chosen in a `GtkCalendar` in a popover opened
/// from a button that shows the date; in a `Section`, the button sits at the
/// end of an `AdwActionRow` titled by the picker's title. Days outside `range`
/// are refused: the calendar goes back to the bound date and the popover says
/// which dates can be chosen. That message is the control's own: updates of
/// the bound date leave it alone, and a day in range takes it away. Paging
/// the calendar (by month or year) stops at the range: a page past it shows
/// the nearest day in range instead, with the message; closing the popover
/// puts the calendar back on the bound date.
///
/// The date is written as the user's locale writes it (`%x`), or by `format`.
/// The keyboard's way through the calendar is in `DatePicker+Keyboard.swift`.
nonisolated public struct DatePicker: WidgetRepresentable {
    let title: String
    @Binding var selection: Date
    let range: ClosedRange<Date>
    let format: @MainActor (Date) -> String
    /// Style classes of the title (`Text("Goal").bold()` as the label), for the row that shows it.
    var titleClasses: [String] = []

    public init(
        _ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
        format: @escaping @MainActor (Date) -> String = DatePicker.localeFormat
    ) {
        self.title = title
        self._selection = selection
        self.range = range
        self.format = format
    }

    /// SwiftUI's form, the label a text: the picker of a day in `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = .date,
        @ViewBuilder label: () -> Text
    ) {
        self.init(label().content, selection: selection, in: range)
    }

    /// SwiftUI's form, the label a text with modifiers (`Text("Goal").bold()`):
    /// in a `Section` the row's title is drawn with them.
    @MainActor public init<Styled: View>(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = .date,
        @ViewBuilder label: () -> Styled
    ) {
        let label = label()
        self.init((label as? PlainTextConvertible)?.plainText ?? "", selection: selection, in: range)
        titleClasses = (label as? StyleClassCarrying)?.styleClassNames ?? []
    }

    /// SwiftUI's form with a title.
    public init(
        _ title: String, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents
    ) {
        self.init(title, selection: selection, in: range)
    }

    @MainActor
    public final class Coordinator: ParentHolding {
        public var parent: DatePicker
        var button: Gtk.MenuButton!
        var calendar: Gtk.Calendar!
        var message: Gtk.Label!
        var row: Adw.ActionRow?
        var daySelected: SignalConnection?

        init(parent: DatePicker) { self.parent = parent }

        /// The user picked a day: accept it if it is in range.
        func dayChosen() {
            let date = DatePicker.date(from: calendar.date)
            if parent.range.contains(date) {
                message.isVisible = false
                parent.selection = date
            } else {
                sayWhichDates()
                show(parent.selection)
            }
        }

        /// The calendar paged: GTK moved its selected day with it, without
        /// `day-selected`. A day out of range is never left shown as chosen.
        func paged() {
            let date = DatePicker.date(from: calendar.date)
            let range = parent.range
            guard !range.contains(date) else { return }
            show(date < range.lowerBound ? range.lowerBound : range.upperBound)
            sayWhichDates()
        }

        func sayWhichDates() {
            let range = parent.range
            message.label = tr("Choose a date between %1$s and %2$s.", parent.format(range.lowerBound), parent.format(range.upperBound))
            message.isVisible = true
        }

        func show(_ date: Date) {
            let dateTime = DatePicker.dateTime(from: date)
            daySelected?.whileBlocked { calendar.selectDay(date: dateTime) }
        }

        /// The menu button with the calendar and the message in its popover.
        func makeButton() -> Gtk.MenuButton {
            let button = Gtk.MenuButton.announcedOnce()
            let popoverBox = Gtk.Box(orientation: .vertical, spacing: 6)
            let calendar = Gtk.Calendar()
            let message = Gtk.Label(nil)
            message.addCSSClass("error")
            message.wrap = true
            message.maxWidthChars = 30
            message.isVisible = false
            popoverBox.append(calendar)
            popoverBox.append(message)
            let popover = Gtk.Popover()
            popover.child = popoverBox
            button.popover = popover
            self.button = button
            self.calendar = calendar
            self.message = message
            daySelected = calendar.onDaySelected { [weak self] _ in self?.dayChosen() }
            installKeyboard()
            for page in [calendar.onNextMonth, calendar.onPrevMonth, calendar.onNextYear, calendar.onPrevYear] {
                page(true) { [weak self] _ in self?.paged() }
            }
            popover.onClosed { [weak self] _ in
                guard let self else { return }
                self.message.isVisible = false
                self.show(self.parent.selection)
            }
            return button
        }
    }

    @MainActor public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    /// The picker writing its date with `format` instead of the locale's
    /// short form. GtkUI's own: SwiftUI's picker has no such setting, and
    /// GLib alone knows no locale's long form of a date.
    public func dateFormat(_ format: @escaping @MainActor (Date) -> String) -> DatePicker {
        var copy = DatePicker(title, selection: $selection, in: range, format: format)
        copy.titleClasses = titleClasses
        return copy
    }

    /// The `Gtk.MenuButton`, or in a `Section` an `Adw.ActionRow` with it at its end.
    @MainActor public func makeWidget(context: Context) -> Gtk.Widget {
        let coordinator = context.coordinator
        let button = coordinator.makeButton()
        guard context.environment.controlsAreRows else { return button }
        button.valign = .center
        let row = Adw.ActionRow()
        row.addSuffix(button)
        row.activatableWidget = button
        for name in titleClasses { row.addCSSClass(name) }
        coordinator.row = row
        return row
    }

    @MainActor public func updateWidget(_ widget: Gtk.Widget, context: Context) {
        let coordinator = context.coordinator
        let shown = format(selection)
        coordinator.button.label = shown
        // Named, or a screen reader's review reads it as "GtkCalendar".
        coordinator.calendar.setAccessibleLabel(title)
        if let row = coordinator.row {
            // The row names the button; the button says the date it shows.
            row.title = title
        } else {
            coordinator.button.announce("\(title): \(shown)")
        }
        coordinator.show(selection)
    }

    /// The date as the user's locale writes it (`%x`).
    public static func localeFormat(_ date: Date) -> String {
        dateTime(from: date).format("%x") ?? ""
    }

    /// The seconds since 1970 a `GDateTime` can show as a local day in any
    /// time zone: from 0001-01-02 to 9999-12-30 in UTC, a day inside GLib's
    /// years 1 to 9999 on each side, so no offset carries it out.
    static let representableSeconds: ClosedRange<Int> = -62_135_510_400...253_402_128_000

    /// `date` in local time. Total over every `Date`: one outside the years
    /// a calendar can show is shown as the nearest day it can, and one that
    /// is not a number as 1970-01-01.
    static func dateTime(from date: Date) -> GLibDateTime {
        let seconds = date.timeIntervalSince1970
        let clamped = seconds.isNaN ? 0 : Int(
            max(Double(representableSeconds.lowerBound), min(Double(representableSeconds.upperBound), seconds)))
        let utc = GLibDateTime(unixUTC: clamped)!
        return utc.toLocal() ?? utc
    }

    /// Noon, local time, of the calendar day: safe from time-zone edges.
    /// (At the first and last days GLib can hold, noon where local time does
    /// not exist falls back to noon in UTC.)
    static func date(from dateTime: GLibDateTime) -> Date {
        let (year, month, day) = (dateTime.year, dateTime.month, dateTime.dayOfMonth)
        guard let noon = GLibDateTime(localYear: year, month: month, day: day, hour: 12, minute: 0, seconds: 0)
            ?? GLibDateTime(utcYear: year, month: month, day: day, hour: 12, minute: 0, seconds: 0)
        else { return Date(timeIntervalSince1970: TimeInterval(dateTime.unixSeconds)) }
        return Date(timeIntervalSince1970: TimeInterval(noon.unixSeconds))
    }
}

/// What a `DatePicker` lets the user pick. GTK's calendar picks a day, so
/// `.date` is the one component (there is no GTK time picker to show the
/// hour and minute with).
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}
