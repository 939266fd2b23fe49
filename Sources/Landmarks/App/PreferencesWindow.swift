import CGtk
import GtkUI

/// Preferences: the detail map's zoom, as an `AdwComboRow` written straight
/// to the settings.
@MainActor
enum PreferencesWindow {
    static func present(over parent: Window, settings: AppSettings) {
        let window = Widget(taking: adw_preferences_window_new())
        let gtkWindow: UnsafeMutablePointer<GtkWindow> = window.pointer()
        gtk_window_set_transient_for(gtkWindow, parent.window)
        gtk_window_set_modal(gtkWindow, 1)
        let page = Widget(taking: adw_preferences_page_new())
        let group = Widget(taking: adw_preferences_group_new())
        adw_preferences_group_set_title(group.pointer(), "Map")
        let row = Widget(taking: adw_combo_row_new())
        let zooms = MapZoom.allCases
        let model = withCStringArray(zooms.map(\.title)) { gtk_string_list_new($0) }!
        adw_combo_row_set_model(row.pointer(), model)
        g_object_unref(UnsafeMutableRawPointer(model))
        adw_preferences_row_set_title(row.pointer(), "Zoom")
        adw_action_row_set_subtitle(row.pointer(), "How much of a landmark’s surroundings the map shows")
        adw_combo_row_set_selected(row.pointer(), guint(zooms.firstIndex(of: settings.mapZoom) ?? 1))
        let combo: UnsafeMutablePointer<AdwComboRow> = row.pointer()   // valid while the row emits
        row.connectNotify("selected") { [weak settings] in
            let index = Int(adw_combo_row_get_selected(combo))
            if index < zooms.count { settings?.mapZoom = zooms[index] }
        }
        adw_preferences_group_add(group.pointer(), row.widget)
        adw_preferences_page_add(page.pointer(), group.pointer())
        adw_preferences_window_add(window.pointer(), page.pointer())
        withExtendedLifetime([page, group, row]) {}   // GTK holds them now
        gtk_window_present(gtkWindow)
    }
}
