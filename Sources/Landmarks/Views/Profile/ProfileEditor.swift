import CGtk
import FoundationEssentials
import GtkUI

/// The profile editor in GNOME's idiom: an `AdwPreferencesGroup` with an entry
/// row for the username, a switch row for notifications, a combo row for the
/// seasonal photo, and a row whose button opens a calendar for the goal date.
/// Everything edits `draft`; `dateRange` is fixed by the host when editing
/// begins. Its Coordinator writes the draft from the rows' signals and sets the
/// rows with those handlers blocked.
struct ProfileEditor: WidgetRepresentable {
    @Binding var draft: Profile
    let dateRange: ClosedRange<Date>
    let problem: String?

    func makeCoordinator() -> ProfileEditorRows { ProfileEditorRows(parent: self) }

    func makeWidget(context: Context) -> Widget {
        context.coordinator.makeGroup()
    }

    func updateWidget(_ widget: Widget, context: Context) {
        context.coordinator.show(draft, range: dateRange, problem: problem)
    }
}

@MainActor
final class ProfileEditorRows: ParentHolding {
    var parent: ProfileEditor
    private var username: Widget!
    private var notifications: Widget!
    private var season: Widget!
    private var dateButton: Widget!
    private var calendar: Widget!
    private var problemLabel: Widget!
    private var connections: [SignalConnection] = []

    init(parent: ProfileEditor) { self.parent = parent }

    func makeGroup() -> Widget {
        let box = Widget(taking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6))
        let group = Widget(taking: adw_preferences_group_new())
        box.append(group)

        username = Widget(taking: adw_entry_row_new())
        adw_preferences_row_set_title(username.pointer(), "Username")
        connections.append(username.connect("changed") { [weak self] in self?.usernameChanged() })

        notifications = Widget(taking: gtk_switch_new())
        notifications.setAlignment(vertical: GTK_ALIGN_CENTER)
        let switchRow = Widget(taking: adw_action_row_new())
        adw_preferences_row_set_title(switchRow.pointer(), "Enable Notifications")
        adw_action_row_add_suffix(switchRow.pointer(), notifications.widget)
        adw_action_row_set_activatable_widget(switchRow.pointer(), notifications.widget)
        connections.append(notifications.connectNotify("active") { [weak self] in self?.notificationsChanged() })

        season = Widget(taking: adw_combo_row_new())
        adw_preferences_row_set_title(season.pointer(), "Seasonal Photo")
        let names = Profile.Season.allCases.map { "\($0.rawValue)  \($0.name)" }
        let model = withCStringArray(names) { gtk_string_list_new($0) }!
        adw_combo_row_set_model(season.pointer(), model)
        g_object_unref(UnsafeMutableRawPointer(model))
        connections.append(season.connectNotify("selected") { [weak self] in self?.seasonChanged() })

        let dateRow = Widget(taking: adw_action_row_new())
        adw_preferences_row_set_title(dateRow.pointer(), "Goal Date")
        dateButton = Widget(taking: gtk_menu_button_new())
        dateButton.setAlignment(vertical: GTK_ALIGN_CENTER)
        calendar = Widget(taking: gtk_calendar_new())
        let popover = gtk_popover_new()!
        withExtendedLifetime(calendar) {
            gtk_popover_set_child(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self), calendar.widget)
        }
        gtk_menu_button_set_popover(dateButton.opaque, popover)
        adw_action_row_add_suffix(dateRow.pointer(), dateButton.widget)
        adw_action_row_set_activatable_widget(dateRow.pointer(), dateButton.widget)
        connections.append(calendar.connect("day-selected") { [weak self] in self?.dayChosen() })

        for row in [username!, switchRow, season!, dateRow] { adw_preferences_group_add(group.pointer(), row.widget) }
        // Parts libadwaita builds would otherwise be announced by their type names:
        // the group's list is the profile; the combo row's display of its choice
        // is left out, the row itself saying the choice (its description).
        if let rows = group.firstDescendant(ofType: "GtkListBox") { cgtk_accessible_set_label(OpaquePointer(rows), "Profile") }
        if let shown = season.firstDescendant(ofType: "GtkListView") { cgtk_accessible_set_hidden(OpaquePointer(shown), 1) }

        problemLabel = Widget(taking: gtk_label_new(nil))
        problemLabel.addCSSClass("error")
        gtk_label_set_xalign(problemLabel.opaque, 0)
        gtk_label_set_wrap(problemLabel.opaque, 1)
        box.append(problemLabel)
        withExtendedLifetime([group, switchRow, dateRow]) {}
        return box
    }

    /// Sets every row from the draft, its handlers blocked.
    func show(_ draft: Profile, range: ClosedRange<Date>, problem: String?) {
        connections.forEach { $0.block() }
        defer { connections.forEach { $0.unblock() } }
        if String(cString: gtk_editable_get_text(username.opaque)) != draft.username {
            gtk_editable_set_text(username.opaque, draft.username)
        }
        gtk_switch_set_active(notifications.opaque, draft.prefersNotifications ? 1 : 0)
        adw_combo_row_set_selected(season.pointer(), guint(Profile.Season.allCases.firstIndex(of: draft.seasonalPhoto) ?? 0))
        cgtk_accessible_set_description(season.accessible, draft.seasonalPhoto.name)
        gtk_menu_button_set_label(dateButton.opaque, DateText.long(draft.goalDate))
        // The row names the button ("Goal Date"); the date it shows is its description.
        cgtk_accessible_set_description(dateButton.accessible, DateText.long(draft.goalDate))
        let day = DatePicker.dateTime(from: draft.goalDate)
        gtk_calendar_select_day(calendar.opaque, day)
        g_date_time_unref(day)
        username.setCSSClass("error", problem != nil)
        gtk_label_set_label(problemLabel.opaque, problem ?? "")
        problemLabel.isVisible = problem != nil
    }

    private func usernameChanged() {
        parent.draft.username = String(cString: gtk_editable_get_text(username.opaque))
    }

    private func notificationsChanged() {
        parent.draft.prefersNotifications = gtk_switch_get_active(notifications.opaque) != 0
    }

    private func seasonChanged() {
        let index = Int(adw_combo_row_get_selected(season.pointer()))
        if index < Profile.Season.allCases.count { parent.draft.seasonalPhoto = Profile.Season.allCases[index] }
    }

    /// A day outside the window fixed when editing began is refused.
    private func dayChosen() {
        let chosen = gtk_calendar_get_date(calendar.opaque)!
        defer { g_date_time_unref(chosen) }
        let date = DatePicker.date(from: chosen)
        if parent.dateRange.contains(date) {
            parent.draft.goalDate = date
        } else {
            show(parent.draft, range: parent.dateRange,
                 problem: "Choose a goal date between \(DateText.long(parent.dateRange.lowerBound)) and \(DateText.long(parent.dateRange.upperBound)).")
        }
    }
}
