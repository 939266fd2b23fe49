import CGtk

/// The display's clipboard (`GdkClipboard`), for copying: the app offers
/// what it copies in every form GDK can give it — text as UTF-8 and the
/// other text targets, a picture as PNG, TIFF and the rest — so whichever
/// application pastes takes the form it reads.
@MainActor
public enum Clipboard {
    /// Puts `text` on the clipboard, with a picture beside it when one is
    /// given: the file contents of a picture in the resource bundle
    /// (`pictureResource`) or on disk (`pictureFile`). A picture that does
    /// not load leaves the text alone on the clipboard; returns whether the
    /// picture is there.
    @discardableResult
    public static func copy(text: String, pictureResource: String? = nil, pictureFile: String? = nil) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = [provider(for: text)]
        let texture: OpaquePointer? = if let pictureResource {
            gdk_texture_new_from_resource(pictureResource)
        } else if let pictureFile {
            gdk_texture_new_from_filename(pictureFile, nil)
        } else {
            nil
        }
        if let texture {
            providers.append(provider(for: texture))
            g_object_unref(UnsafeMutableRawPointer(texture))
        }
        let union = providers.withUnsafeMutableBufferPointer { buffer in
            // Takes the providers over.
            gdk_content_provider_new_union(buffer.baseAddress, gsize(buffer.count))
        }
        gdk_clipboard_set_content(gdk_display_get_clipboard(display), union)
        g_object_unref(UnsafeMutableRawPointer(union))
        return texture != nil
    }

    private static func provider(for text: String) -> UnsafeMutablePointer<GdkContentProvider>? {
        var value = GValue()
        g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
        g_value_set_string(&value, text)
        defer { g_value_unset(&value) }
        return gdk_content_provider_new_for_value(&value)
    }

    private static func provider(for texture: OpaquePointer) -> UnsafeMutablePointer<GdkContentProvider>? {
        var value = GValue()
        g_value_init(&value, gdk_texture_get_type())
        g_value_set_object(&value, UnsafeMutableRawPointer(texture))
        defer { g_value_unset(&value) }
        return gdk_content_provider_new_for_value(&value)
    }
}
