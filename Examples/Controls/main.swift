// controls-example: a slider and a spin field, each a representable over a
// GTK widget bound to state. Run it with `swift run ControlsExample`;
// ControlsExampleTests drives it on real GTK.
import Adw
import Glibc
import Gtk
import GtkBridge
import GtkUI

MainActor.assumeIsolated {
    let application = Application(id: "io.github.swiftgtk.Examples.Controls")
    var hosts: [ViewHost<ControlsView>] = []
    application.onActivate {
        let window = Adw.ApplicationWindow(app: application.gtkApplication)
        window.title = "Controls"
        window.setDefaultSize(width: 360, height: 240)
        let host = ViewHost(rootView: ControlsView())
        // A GNOME window: a header bar (showing the window's title) above the content.
        let page = Gtk.Box(orientation: .vertical, spacing: 0)
        page.append(Adw.HeaderBar())
        host.widget.setExpand(vertical: true)
        page.append(host.widget)
        window.content = page
        hosts.append(host)
        window.present()
    }
    exit(application.run())
}
