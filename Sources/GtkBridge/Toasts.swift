import CGtk

/// Plain text into libadwaita's markup (toasts are `Adw.Toast(text:…)`, shown
/// through `Adw.ToastQueue`; message dialogs are GtkUI's). Deciding what to
/// say and when is the caller's.
@MainActor
extension Widget {
    /// `text` with Pango markup's special characters escaped.
    public static func markupEscaped(_ text: String) -> String {
        let escaped = g_markup_escape_text(text, -1)!
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
