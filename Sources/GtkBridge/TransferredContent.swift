import CGtk

/// What the app hands another application, by the clipboard or a drag: a
/// text, a picture, or both, offered in every form GDK can give them (text
/// as UTF-8 and the other text targets; a picture as PNG, TIFF and the
/// rest), so whichever application takes it reads the form it knows.
public struct TransferredContent: Equatable, Sendable {
    public var text: String?
    /// A picture in the resource bundle, by its path there.
    public var pictureResource: String?
    /// A picture file on disk.
    public var pictureFile: String?

    public init(text: String? = nil, pictureResource: String? = nil, pictureFile: String? = nil) {
        self.text = text
        self.pictureResource = pictureResource
        self.pictureFile = pictureFile
    }

    public var isEmpty: Bool { text == nil && pictureResource == nil && pictureFile == nil }

    /// A `GdkContentProvider` of everything here (transfer full), and the
    /// picture as a `GdkTexture` (transfer full) when one was given and loads;
    /// a picture that does not load is left out, the text still offered.
    @MainActor
    func makeProvider() -> (provider: UnsafeMutablePointer<GdkContentProvider>, picture: OpaquePointer?) {
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = []
        if let text { providers.append(Self.provider(for: text)) }
        // GDK aborts on a resource that is not there; a file only fails.
        let picture: OpaquePointer? = if let pictureResource {
            ResourceBundle.exists(pictureResource) ? gdk_texture_new_from_resource(pictureResource) : nil
        } else if let pictureFile {
            gdk_texture_new_from_filename(pictureFile, nil)
        } else {
            nil
        }
        if let picture { providers.append(Self.provider(for: picture)) }
        let union = providers.withUnsafeMutableBufferPointer { buffer in
            // Takes the providers over.
            gdk_content_provider_new_union(buffer.baseAddress, gsize(buffer.count))!
        }
        return (union, picture)
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
