import CGtk

/// The display's clipboard (`GdkClipboard`), for copying.
@MainActor
public enum Clipboard {
    /// Puts `content` on the clipboard. Its picture is read when an
    /// application pastes it, not now (a picture that cannot be read is
    /// left out; the text is there alone).
    public static func copy(_ content: TransferredContent) {
        guard let display = gdk_display_get_default() else { return }
        let provider = content.makeProvider()
        gdk_clipboard_set_content(gdk_display_get_clipboard(display), provider)
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
