import CGtk

/// The display's clipboard (`GdkClipboard`), for copying.
@MainActor
public enum Clipboard {
    /// Puts `content` on the clipboard; returns whether its picture, if it
    /// names one, loaded (without it the text is there alone).
    @discardableResult
    public static func copy(_ content: TransferredContent) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        let made = content.makeProvider()
        gdk_clipboard_set_content(gdk_display_get_clipboard(display), made.provider)
        g_object_unref(UnsafeMutableRawPointer(made.provider))
        guard let picture = made.picture else { return false }
        g_object_unref(UnsafeMutableRawPointer(picture))
        return true
    }
}
