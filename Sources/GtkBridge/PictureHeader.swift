// PictureHeader: a PNG's or a JPEG's size, read from the first bytes of its
// data without decoding it — so a picture already the size asked for can go
// to GDK's own decoder (`gdk_texture_new_from_bytes`) instead of the
// pixbuf loader that scales. Only these two formats; anything else, or data
// that ends early or lies, gives nil and the caller decodes the slow way.

/// The size a picture's header gives.
public struct PictureHeader: Equatable, Sendable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The header of `bytes`, if they start a PNG or a JPEG.
    public init?(_ bytes: UnsafeRawBufferPointer) {
        if let size = Self.png(bytes) ?? Self.jpeg(bytes), size.width > 0, size.height > 0 {
            (width, height) = size
        } else {
            return nil
        }
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The signature, then the IHDR chunk: its length, "IHDR", width, height.
    private static func png(_ bytes: UnsafeRawBufferPointer) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes.prefix(8).elementsEqual(pngSignature),
              bytes[12] == 0x49, bytes[13] == 0x48, bytes[14] == 0x44, bytes[15] == 0x52 else { return nil }
        return (bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
    }

    /// Segments from the start-of-image marker to the first start-of-frame,
    /// which holds the height, then the width.
    private static func jpeg(_ bytes: UnsafeRawBufferPointer) -> (width: Int, height: Int)? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            let length = bigEndian(bytes, at: offset + 2, count: 2)
            guard length >= 2 else { return nil }
            // SOF0…SOF15, but DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 7, offset + 9 <= bytes.count else { return nil }
                return (bigEndian(bytes, at: offset + 7, count: 2), bigEndian(bytes, at: offset + 5, count: 2))
            }
            offset += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: UnsafeRawBufferPointer, at offset: Int, count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
