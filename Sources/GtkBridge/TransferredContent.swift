import CGtk
import CGtkWidgets

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

    /// A `GdkContentProvider` of everything here (transfer full). The
    /// picture is read, checked and encoded only when a receiver asks for it,
    /// off the main thread (`CgtkPictureProvider`): a file that is no
    /// regular file, too large, or claims too many pixels is left out, and
    /// nothing here blocks or reads a file.
    @MainActor
    func makeProvider() -> UnsafeMutablePointer<GdkContentProvider> {
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = []
        if let text { providers.append(Self.provider(for: text)) }
        if let pictureResource {
            providers.append(cgtk_picture_provider_new_for_resource(pictureResource))
        } else if let pictureFile {
            providers.append(cgtk_picture_provider_new_for_file(pictureFile))
        }
        return providers.withUnsafeMutableBufferPointer { buffer in
            // Takes the providers over.
            gdk_content_provider_new_union(buffer.baseAddress, gsize(buffer.count))!
        }
    }

    private static func provider(for text: String) -> UnsafeMutablePointer<GdkContentProvider>? {
        var value = GValue()
        g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
        g_value_set_string(&value, text)
        defer { g_value_unset(&value) }
        return gdk_content_provider_new_for_value(&value)
    }
}
