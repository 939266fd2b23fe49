import Gtk
import GtkBridge

/// The calendar by keyboard, as GNOME's date choosers behave: the arrows
/// move the chosen-to-be day from the bound one (GTK 4.8's calendar starts
/// its own cursor on the first cell, the previous month's days, and draws it
/// apart from the selected day), Page Up/Down and Ctrl+Left/Right a month,
/// Ctrl+Up/Down a year, Home/End to the month's first and last days; Enter
/// or Space chooses the day and closes the popover; Escape closes it and
/// leaves the bound date. A move past the range stops at its edge and says
/// which dates can be chosen. The day moved to shows as focused.
extension DatePicker.Coordinator {
    func installKeyboard() {
        let keys = Gtk.EventControllerKey()
        // Before the calendar's own handler, which moves its separate cursor.
        keys.propagationPhase = .capture
        keys.onKeyPressed { [weak self] _, keyval, _, state in self?.calendarKey(keyval, state: state) ?? false }
        calendar.addController(keys)
        let focus = Gtk.EventControllerFocus()
        focus.onEnter { [weak self] _ in self?.markFocusedDay() }
        calendar.addController(focus)
    }

    private func calendarKey(_ keyval: UInt32, state: Gdk.ModifierType) -> Bool {
        guard let key = KeyName.of(keyval), state.isDisjoint(with: [.altMask, .shiftMask]) else { return false }
        let control = state.contains(.controlMask)
        let current = calendar.date
        let forward = calendar.direction == .rtl ? -1 : 1
        let target: GLibDateTime?
        switch key {
        case "Left", "KP_Left": target = control ? current.adding(months: -1) : current.adding(days: -forward)
        case "Right", "KP_Right": target = control ? current.adding(months: 1) : current.adding(days: forward)
        case "Up", "KP_Up": target = control ? current.adding(years: -1) : current.adding(days: -7)
        case "Down", "KP_Down": target = control ? current.adding(years: 1) : current.adding(days: 7)
        case "Page_Up", "KP_Page_Up": target = current.adding(months: -1)
        case "Page_Down", "KP_Page_Down": target = current.adding(months: 1)
        case "Home", "KP_Home": target = current.adding(days: 1 - current.dayOfMonth)
        case "End", "KP_End": target = current.adding(months: 1).flatMap { $0.adding(days: -$0.dayOfMonth) }
        case "Return", "KP_Enter", "ISO_Enter", "space", "KP_Space":
            guard !control else { return false }
            dayChosen()
            if !message.isVisible { button.popdown() }
            return true
        default:
            return false
        }
        guard let target else { return true }
        let date = DatePicker.date(from: target)
        let range = parent.range
        if range.contains(date) {
            message.isVisible = false
            show(date)
        } else {
            show(date < range.lowerBound ? range.lowerBound : range.upperBound)
            sayWhichDates()
        }
        markFocusedDay()
        return true
    }

    /// The selected day's cell shows the keyboard focus, and no other does
    /// (the cells are labels in the calendar's grid).
    func markFocusedDay() {
        func mark(in widget: Gtk.Widget) {
            var child = widget.firstChild
            while let cell = child {
                if cell.hasCSSClass("day-number") {
                    if cell.stateFlags.contains(.selected) {
                        cell.setStateFlags(.focused, clear: false)
                    } else {
                        cell.unsetStateFlags(.focused)
                    }
                } else {
                    mark(in: cell)
                }
                child = cell.nextSibling
            }
        }
        mark(in: calendar)
    }
}
