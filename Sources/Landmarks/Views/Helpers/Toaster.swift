import CGtk
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
        let fits = message.count <= Self.toastLength
        let toast = adw_toast_new(Self.markup(fits ? message : title ?? message.excerpt(Self.toastLength - 1)))!
        adw_toast_set_timeout(toast, fits ? 8 : 12)
        if !fits {
            adw_toast_set_button_label(toast, "Details")
            let handle = GObjectHandle(taking: UnsafeMutableRawPointer(toast))
            handle.connect("button-clicked") { [weak self] in
                self?.showDetails(title: title ?? "Details", message: message)
            }
        }
        adw_toast_overlay_add_toast(overlay.opaque, toast)
    }

    /// The whole message in a dialog over the window.
    private func showDetails(title: String, message: String) {
        guard let overlay, let root = gtk_widget_get_root(overlay.widget) else { return }
        let parent = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
        let dialog = Widget(taking: adw_message_dialog_new(parent, title, nil))
        adw_message_dialog_set_body(dialog.pointer(), message)  // plain text: body-use-markup is off
        adw_message_dialog_add_response(dialog.pointer(), "close", "Close")
        adw_message_dialog_set_close_response(dialog.pointer(), "close")
        dialog.connectPointer("response") { [weak self] _ in self?.detailsDialog = nil }
        detailsDialog = dialog
        gtk_window_present(dialog.pointer())
    }

    private static func markup(_ text: String) -> String {
        let escaped = g_markup_escape_text(text, -1)!
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
