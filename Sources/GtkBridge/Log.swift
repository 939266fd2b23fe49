import CGtk

/// Messages for whoever runs the app from a terminal or reads the journal,
/// through GLib's log (so `G_MESSAGES_DEBUG` and the journal see them). Not
/// for the user: what the user must know goes in a toast.
public enum Log {
    /// A message at GLib's MESSAGE level, under `domain`.
    public static func message(_ text: String, domain: String) {
        cgtk_log_message(domain, text)
    }
}
