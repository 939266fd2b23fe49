// controls-example: a slider and a spin field, each a representable over a
// GTK widget bound to state. Run it with `swift run ControlsExample`;
// ControlsExampleTests drives it on real GTK.
import Glibc
import GtkBridge
import GtkUI

MainActor.assumeIsolated {
    let application = Application(id: "io.github.swiftgtk.Examples.Controls")
    var hosts: [ViewHost<ControlsView>] = []
    application.onActivate {
        let window = Window(application: application)
        window.title = "Controls"
        window.setDefaultSize(width: 360, height: 240)
        let host = ViewHost(rootView: ControlsView())
        window.setContent(host.widget)
        hosts.append(host)
        window.present()
    }
    exit(application.run())
}
