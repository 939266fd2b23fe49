// picker-example: a drop-down picker with a coordinator, bound to an
// observable model. Run it with `swift run PickerExample`;
// PickerExampleTests drives it on real GTK.
import Adw
import Glibc
import Gtk
import GtkBridge
import GtkUI

MainActor.assumeIsolated {
    let application = Application(id: "io.github.swiftgtk.Examples.Picker")
    let filter = TrailFilter()
    var hosts: [ViewHost<TrailFilterView>] = []
    application.onActivate {
        let window = Adw.ApplicationWindow(app: application.gtkApplication)
        window.title = "Picker"
        window.setDefaultSize(width: 360, height: 200)
        let host = ViewHost(rootView: TrailFilterView(filter: filter))
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
