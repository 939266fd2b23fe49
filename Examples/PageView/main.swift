// page-view-example: the tutorial's page view on GNOME — a carousel of three
// cards and a page control that share the current page. Run it with
// `swift run PageViewExample`; PageViewExampleTests drives it on real GTK.
import Adw
import Glibc
import Gtk
import GtkBridge
import GtkUI

MainActor.assumeIsolated {
    let application = Application(id: "io.github.swiftgtk.Examples.PageView")
    var hosts: [ViewHost<PageView<Card>>] = []
    application.onActivate {
        let window = Adw.ApplicationWindow(app: application.gtkApplication)
        window.title = "Page View"
        window.setDefaultSize(width: 480, height: 360)
        let content = ViewHost(rootView: PageView(pages: ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"].map(Card.init)))
        // A GNOME window: a header bar (showing the window's title) above the content.
        let page = Gtk.Box(orientation: .vertical, spacing: 0)
        page.append(Adw.HeaderBar())
        content.widget.setExpand(vertical: true)
        page.append(content.widget)
        window.content = page
        hosts.append(content)
        window.present()
    }
    exit(application.run())
}
