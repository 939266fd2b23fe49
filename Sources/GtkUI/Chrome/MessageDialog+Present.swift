import Adw
import Gtk

extension Adw.MessageDialog {
    /// Presents a message over the window `widget` is in, modal, with one
    /// button that closes it; `onClose` runs when it is answered or closed.
    /// `body` is plain text (the dialog does not read it as markup). Returns
    /// the dialog, or nil when `widget` is in no window.
    @MainActor @discardableResult
    static func present(
        over widget: Gtk.Widget, heading: String, body: String, closeLabel: String, onClose: @escaping @MainActor () -> Void = {}
    ) -> Adw.MessageDialog? {
        guard let window = widget.enclosingWindow else { return nil }
        let dialog = Adw.MessageDialog(parent: window, heading: heading, body: body)
        dialog.addResponse(id: "close", label: closeLabel)
        dialog.closeResponse = "close"
        dialog.onResponse { _, _ in onClose() }
        dialog.present()
        return dialog
    }
}
