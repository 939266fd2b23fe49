// page-view-example: the tutorial's page view on GNOME — a carousel of three
// cards and a page control that share the current page. Run it with
// `swift run PageViewExample`; PageViewExampleTests drives it on real GTK.
import Glibc
import GtkBridge
import GtkUI

MainActor.assumeIsolated {
    let application = Application(id: "io.github.swiftgtk.Examples.PageView")
    var hosts: [ViewHost<PageView<Card>>] = []
    application.onActivate {
        let window = Window(application: application)
        window.title = "Page View"
        window.setDefaultSize(width: 480, height: 360)
        let content = ViewHost(rootView: PageView(pages: ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"].map(Card.init)))
        window.setContent(content.widget)
        hosts.append(content)
        window.present()
    }
    exit(application.run())
}
