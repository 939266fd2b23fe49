import CGtk
import CGtkWidgets
import Glibc

/// Pictures read into GDK textures, from the resource bundle or from files:
/// on the main thread, or decoded on any thread (`decode…`, which returns a
/// `DecodedPicture`) and made a texture on the main thread. A texture is a
/// `GObjectHandle` over a `GdkTexture`, which `Gtk.Picture` and `Gtk.Image`
/// show as their paintable. Which pictures to read, when and how many to
/// keep is the caller's business (GtkUI's texture cache and loader).
public enum PictureDecoding {
    /// The largest picture file read, in bytes (as the clipboard's and drags' own limit).
    public nonisolated static let maximumFileBytes = Int(CGTK_PICTURE_MAX_FILE_BYTES)

    /// The size a picture file says it has, read from its header without
    /// decoding it; nil when it is not a picture GDK reads, or not a regular
    /// file of at most `maximumFileBytes` (a FIFO would block the reader for
    /// good, a device never end).
    public nonisolated static func size(ofFile path: String) -> (width: Int, height: Int)? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maximumFileBytes else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        guard gdk_pixbuf_get_file_info(path, &width, &height) != nil else { return nil }
        return (Int(width), Int(height))
    }

    /// The picture at `path` in the resource bundle, decoded; scaled to fit
    /// a `side`-pixel square (keeping its proportions) when given.
    public nonisolated static func decode(resource path: String, side: Int?) -> DecodedPicture? {
        if let picture = decodeAtNaturalSize(resource: path, side: side) { return picture }
        var error: UnsafeMutablePointer<GError>?
        defer { g_clear_error(&error) }
        let side = Int32(clamping: side ?? -1)
        let pixbuf = side > 0 ? gdk_pixbuf_new_from_resource_at_scale(path, side, side, 1, &error)
                              : gdk_pixbuf_new_from_resource(path, &error)
        return pixbuf.map { DecodedPicture($0) }
    }

    /// A PNG or JPEG that is the size asked for (or any size, when none is),
    /// decoded by GDK's own decoders as GTK decodes its icons: a texture at
    /// once, without the pixbuf loader's incremental steps and the copy of
    /// its pixels into a texture. Nil for any other picture.
    private nonisolated static func decodeAtNaturalSize(resource path: String, side: Int?) -> DecodedPicture? {
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return nil }
        defer { g_bytes_unref(bytes) }
        var count: gsize = 0
        guard let data = g_bytes_get_data(bytes, &count),
              let header = PictureHeader(UnsafeRawBufferPointer(start: data, count: Int(count))),
              side == nil || max(header.width, header.height) == side,
              let texture = gdk_texture_new_from_bytes(bytes, nil) else { return nil }
        return DecodedPicture(texture: texture)
    }

    /// The picture file at `path`, decoded; scaled as `decode(resource:side:)`.
    public nonisolated static func decode(file path: String, side: Int?) -> DecodedPicture? {
        var error: UnsafeMutablePointer<GError>?
        defer { g_clear_error(&error) }
        let side = Int32(clamping: side ?? -1)
        let pixbuf = side > 0 ? gdk_pixbuf_new_from_file_at_scale(path, side, side, 1, &error)
                              : gdk_pixbuf_new_from_file(path, &error)
        return pixbuf.map { DecodedPicture($0) }
    }

    /// The picture file at `path` as a texture, decoded here; GDK's reason
    /// when it cannot be read.
    @MainActor
    public static func texture(file path: String) -> Result<GObjectHandle, Failure> {
        var error: UnsafeMutablePointer<GError>?
        defer { g_clear_error(&error) }
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            return .failure(Failure(description: error.map { String(cString: $0.pointee.message) } ?? "unknown error"))
        }
        return .success(GObjectHandle(adopting: UnsafeMutableRawPointer(texture)))
    }

    /// The picture at `path` in the resource bundle as a texture, decoded here.
    @MainActor
    public static func texture(resource path: String) -> GObjectHandle? {
        gdk_texture_new_from_resource(path).map { GObjectHandle(adopting: UnsafeMutableRawPointer($0)) }
    }

    /// Why a picture could not be read: GDK's message.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let description: String
    }
}

/// A decoded picture (a `GdkPixbuf`, or a `GdkTexture` GDK decoded),
/// handed from the thread that decoded it to the main thread, where
/// `texture()` gives it as a texture. Nothing touches the pixels in between,
/// so it may cross threads.
public final class DecodedPicture: @unchecked Sendable {
    private enum Pixels {
        case pixbuf(OpaquePointer)
        case texture(OpaquePointer)
    }

    private let pixels: Pixels

    init(_ pixbuf: OpaquePointer) { pixels = .pixbuf(pixbuf) }
    init(texture: OpaquePointer) { pixels = .texture(texture) }

    deinit {
        switch pixels {
        case .pixbuf(let pixbuf): g_object_unref(UnsafeMutableRawPointer(pixbuf))
        case .texture(let texture): g_object_unref(UnsafeMutableRawPointer(texture))
        }
    }

    /// Its width in pixels.
    public var width: Int {
        switch pixels {
        case .pixbuf(let pixbuf): Int(gdk_pixbuf_get_width(pixbuf))
        case .texture(let texture): Int(gdk_texture_get_width(texture))
        }
    }

    /// A texture of these pixels.
    @MainActor
    public func texture() -> GObjectHandle {
        switch pixels {
        case .pixbuf(let pixbuf):
            GObjectHandle(adopting: UnsafeMutableRawPointer(gdk_texture_new_for_pixbuf(pixbuf)!))
        case .texture(let texture):
            GObjectHandle(taking: texture)
        }
    }
}
