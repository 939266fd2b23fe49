import GtkBridge
import GtkUI
import Observation

/// Shows messages at the bottom of the window (`AdwToast`), for errors the
/// user should know about but that need no decision. A toast has room for a
/// short line, so a longer message shows its `title` with a Details button
/// that opens the whole text in a dialog. A toast's title is Pango markup in
/// libadwaita 1.2, so what it shows (which can quote paths and catalogue
/// values) is escaped: an `&` or `<` shows as itself. The dialog's body is
/// plain text.
@Observable @MainActor
final class Toaster {
    @ObservationIgnored private var overlay: Widget?
    /// Messages shown so far, newest last (tests read them).
    private(set) var history: [String] = []
    /// The dialog opened by a toast's Details button, while it is open.
    @ObservationIgnored private(set) var detailsDialog: Widget?

    /// Messages up to this many characters fit a toast whole.
    static let toastLength = 48

    func attach(to overlay: Widget) {
        self.overlay = overlay
    }

    /// Shows `message`; when it is too long for a toast, `title` (a few
    /// words) is shown with a Details button instead.
    func show(_ message: String, title: String? = nil) {
        history.append(message)
        guard let overlay else { return }
        if message.count <= Self.toastLength {
            overlay.addToast(message, timeout: 8)
            return
        }
        overlay.addToast(title ?? message.excerpt(Self.toastLength - 1), timeout: 12, button: (tr("Details"), { [weak self] in
            self?.showDetails(title: title ?? tr("Details"), message: message)
        }))
    }

    /// The whole message in a dialog over the window.
    private func showDetails(title: String, message: String) {
        guard let overlay else { return }
        detailsDialog = MessageDialog.present(over: overlay, heading: title, body: message, closeLabel: tr("Close")) { [weak self] in
            self?.detailsDialog = nil
        }
    }
}
