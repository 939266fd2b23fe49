import CGtk

/// Plain text into Pango markup, for the places GTK and libadwaita read
/// markup (a status page's description, a toast's title): escaping only.
/// Deciding what to say is the caller's.
public enum Markup {
    /// `text` with Pango markup's special characters escaped, so it shows as written.
    public static func escaped(_ text: String) -> String {
        let escaped = g_markup_escape_text(text, -1)!
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
