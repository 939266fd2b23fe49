import CGtk

/// Why a widget or a picture file could not be turned into pixels.
public struct RenderError: Error, CustomStringConvertible {
    public let description: String
    public init(description: String) { self.description = description }
}

/// Pixels downloaded from a rendered texture, in straight (unpremultiplied) RGBA.
public struct RenderedImage: Sendable {
    public let width: Int
    public let height: Int
    private let bytes: [UInt8]   // Cairo ARGB32 in memory order B, G, R, A, premultiplied

    @MainActor
    @_spi(Bindings) public init(texture: OpaquePointer, width: Int, height: Int) {
        let stride = width * 4
        var bytes = [UInt8](repeating: 0, count: stride * height)
        bytes.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(stride))
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixels of a Cairo ARGB32 image surface.
    @MainActor
    init(imageSurface surface: OpaquePointer) {
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for row in 0..<height {
            bytes.append(contentsOf: UnsafeBufferPointer(start: data + row * stride, count: width * 4))
        }
        self.bytes = bytes
    }

    /// The pixels of a PNG file (as `savePNG` writes), loaded with GDK.
    @MainActor
    public init(pngFile path: String) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw RenderError(description: "\(path): \(message)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        self.init(texture: texture, width: Int(gdk_texture_get_width(texture)), height: Int(gdk_texture_get_height(texture)))
    }

    /// The pixels of a texture (a `GdkTexture`: a decoded picture), at its own size.
    @MainActor
    public init(texture: GObjectHandle) {
        let pointer = texture.opaque
        self.init(texture: pointer, width: Int(gdk_texture_get_width(pointer)), height: Int(gdk_texture_get_height(pointer)))
    }

    /// Whether `other` has the same size and every pixel the same.
    public func samePixels(as other: RenderedImage) -> Bool {
        width == other.width && height == other.height && bytes == other.bytes
    }

    public struct Pixel: Equatable, Sendable, CustomStringConvertible {
        public let red, green, blue, alpha: UInt8
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

        /// True when every channel is within `tolerance` of `other`'s.
        public func isClose(to other: Pixel, tolerance: Int = 8) -> Bool {
            abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
                && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
        }

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
    }

    public func pixel(x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let offset = (y * width + x) * 4
        let alpha = bytes[offset + 3]
        func straight(_ value: UInt8) -> UInt8 {
            alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
        }
        return Pixel(red: straight(bytes[offset + 2]), green: straight(bytes[offset + 1]),
                     blue: straight(bytes[offset]), alpha: alpha)
    }
}
