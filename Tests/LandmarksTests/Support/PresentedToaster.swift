@_spi(Bindings) import Gtk
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import GtkUI

@testable import Landmarks

/// A toaster showing its toasts over a label in a window of its own, for
/// the tests of what toasts say and how they come and go.
@MainActor
struct PresentedToaster {
    let toaster = Toaster()
    /// The overlay the toasts show in (a `Gtk.Overlay`), to look for them in.
    let overlay: Gtk.Overlay
    let window: TestWindow

    init(width: Int32 = 600, height: Int32 = 400) {
        let toasts = ToastOverlay(content: Gtk.Label("content"))
        overlay = toasts.widget
        window = TestWindow(width: width, height: height)
        window.present(toasts.widget)
        toaster.attach(to: ToastPresenter(overlay: toasts))
    }

    /// The toast boxes in the overlay: the one showing, and one sliding away.
    var toastBoxes: [Gtk.Widget] {
        allWidgets("CgtkToastBox", in: overlay)
    }

    /// The button labelled `label` in the toast saying `message`, once it shows.
    func button(_ label: String, inToastSaying message: String) -> Gtk.Widget? {
        guard GtkTest.iterate(until: { findLabel(message, in: overlay) != nil }),
              let toast = toastBoxes.first(where: { findLabel(message, in: $0) != nil }) else { return nil }
        return allWidgets("GtkButton", in: toast).first { findLabel(label, in: $0) != nil }
    }
}
