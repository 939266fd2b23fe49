import CGtk
import FoundationEssentials

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
public struct DatePicker: WidgetRepresentable {
    let title: String
    @Binding var selection: Date
    let range: ClosedRange<Date>
    let format: @MainActor (Date) -> String

    public init(
        _ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
        format: @escaping @MainActor (Date) -> String = DatePicker.localeFormat
    ) {
        self.title = title
        self._selection = selection
        self.range = range
        self.format = format
    }

    @MainActor
    public final class Coordinator: ParentHolding {
        public var parent: DatePicker
        var button: Widget!
        var calendar: Widget!
        var message: Widget!
        var row: Widget?
        var daySelected: SignalConnection?

        init(parent: DatePicker) { self.parent = parent }

        /// The user picked a day: accept it if it is in range.
        func dayChosen() {
            let dateTime = gtk_calendar_get_date(calendar.opaque)!
            defer { g_date_time_unref(dateTime) }
            let date = DatePicker.date(from: dateTime)
            if parent.range.contains(date) {
                message.isVisible = false
                parent.selection = date
            } else {
                let range = parent.range
                gtk_label_set_label(message.opaque, tr("Choose a date between %1$s and %2$s.", parent.format(range.lowerBound), parent.format(range.upperBound)))
                message.isVisible = true
                show(parent.selection)
            }
        }

        /// The calendar paged: GTK moved its selected day with it, without
        /// `day-selected`. A day out of range is never left shown as chosen.
        func paged() {
            let dateTime = gtk_calendar_get_date(calendar.opaque)!
            defer { g_date_time_unref(dateTime) }
            let date = DatePicker.date(from: dateTime)
            let range = parent.range
            guard !range.contains(date) else { return }
            show(date < range.lowerBound ? range.lowerBound : range.upperBound)
            gtk_label_set_label(message.opaque, tr("Choose a date between %1$s and %2$s.", parent.format(range.lowerBound), parent.format(range.upperBound)))
            message.isVisible = true
        }

        func show(_ date: Date) {
            let dateTime = DatePicker.dateTime(from: date)
            defer { g_date_time_unref(dateTime) }
            daySelected?.whileBlocked { gtk_calendar_select_day(calendar.opaque, dateTime) }
        }

        /// The menu button with the calendar and the message in its popover.
        func makeButton() -> Widget {
            let button = Widget(taking: gtk_menu_button_new())
            let popoverBox = Widget(taking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
            let calendar = Widget(taking: gtk_calendar_new())
            let message = Widget(taking: gtk_label_new(nil))
            message.addCSSClass("error")
            gtk_label_set_wrap(message.opaque, 1)
            gtk_label_set_max_width_chars(message.opaque, 30)
            message.isVisible = false
            popoverBox.append(calendar)
            popoverBox.append(message)
            let popover = gtk_popover_new()!
            withExtendedLifetime(popoverBox) {
                gtk_popover_set_child(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self), popoverBox.widget)
            }
            gtk_menu_button_set_popover(button.opaque, popover)
            self.button = button
            self.calendar = calendar
            self.message = message
            daySelected = calendar.connect("day-selected") { [weak self] in self?.dayChosen() }
            for signal in ["next-month", "prev-month", "next-year", "prev-year"] {
                calendar.connect(signal, after: true) { [weak self] in self?.paged() }
            }
            let popoverHandle = GObjectHandle(taking: UnsafeMutableRawPointer(popover))
            popoverHandle.connect("closed") { [weak self] in
                guard let self else { return }
                self.message.isVisible = false
                self.show(self.parent.selection)
            }
            return button
        }
    }

    public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    public func makeWidget(context: Context) -> Widget {
        let coordinator = context.coordinator
        let button = coordinator.makeButton()
        guard context.environment.controlsAreRows else { return button }
        button.setAlignment(vertical: GTK_ALIGN_CENTER)
        let row = Widget(taking: adw_action_row_new())
        adw_action_row_add_suffix(row.pointer(), button.widget)
        adw_action_row_set_activatable_widget(row.pointer(), button.widget)
        coordinator.row = row
        return row
    }

    public func updateWidget(_ widget: Widget, context: Context) {
        let coordinator = context.coordinator
        let shown = format(selection)
        gtk_menu_button_set_label(coordinator.button.opaque, shown)
        if let row = coordinator.row {
            // The row names the button; the date it shows is its description.
            adw_preferences_row_set_title(row.pointer(), title)
            cgtk_accessible_set_description(coordinator.button.accessible, shown)
        } else {
            coordinator.button.setAccessibleLabel("\(title): \(shown)")
        }
        coordinator.show(selection)
    }

    /// The date as the user's locale writes it (`%x`).
    public static func localeFormat(_ date: Date) -> String {
        let dateTime = dateTime(from: date)
        defer { g_date_time_unref(dateTime) }
        guard let text = g_date_time_format(dateTime, "%x") else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The seconds since 1970 a `GDateTime` can show as a local day in any
    /// time zone: from 0001-01-02 to 9999-12-30 in UTC, a day inside GLib's
    /// years 1 to 9999 on each side, so no offset carries it out.
    static let representableSeconds: ClosedRange<Int> = -62_135_510_400...253_402_128_000

    /// A `GDateTime` in local time for `date` (unref it when done). Total over
    /// every `Date`: one outside the years a calendar can show is shown as the
    /// nearest day it can, and one that is not a number as 1970-01-01.
    static func dateTime(from date: Date) -> OpaquePointer {
        let seconds = date.timeIntervalSince1970
        let clamped = seconds.isNaN ? 0 : Int(
            max(Double(representableSeconds.lowerBound), min(Double(representableSeconds.upperBound), seconds)))
        let utc = g_date_time_new_from_unix_utc(clamped)!
        defer { g_date_time_unref(utc) }
        return g_date_time_to_local(utc) ?? g_date_time_ref(utc)
    }

    /// Noon, local time, of the calendar day: safe from time-zone edges.
    /// (At the first and last days GLib can hold, noon where local time does
    /// not exist falls back to noon in UTC.)
    static func date(from dateTime: OpaquePointer) -> Date {
        let year = g_date_time_get_year(dateTime), month = g_date_time_get_month(dateTime)
        let day = g_date_time_get_day_of_month(dateTime)
        guard let noon = g_date_time_new_local(year, month, day, 12, 0, 0) ?? g_date_time_new_utc(year, month, day, 12, 0, 0)
        else { return Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix(dateTime))) }
        defer { g_date_time_unref(noon) }
        return Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix(noon)))
    }
}
