import CGtk
import GtkUI
import Observation

/// Shows short messages at the bottom of the window (`AdwToast`), for errors
/// the user should know about but that need no decision. A toast's title is
/// Pango markup in libadwaita 1.2, so messages (which quote paths and
/// catalogue values) are escaped: an `&` or `<` shows as itself.
@Observable @MainActor
final class Toaster {
    @ObservationIgnored private var overlay: Widget?
    /// Messages shown so far, newest last (tests read them).
    private(set) var history: [String] = []

    func attach(to overlay: Widget) {
        self.overlay = overlay
    }

    func show(_ message: String) {
        history.append(message)
        guard let overlay else { return }
        let escaped = g_markup_escape_text(message, -1)!
        defer { g_free(escaped) }
        let toast = adw_toast_new(escaped)!
        adw_toast_set_timeout(toast, 8)
        adw_toast_overlay_add_toast(overlay.opaque, toast)
    }
}
