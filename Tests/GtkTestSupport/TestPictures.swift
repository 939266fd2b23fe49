import Foundation
import XCTest

/// Picture files for the tests of what the app reads: real, complete PNGs.
public enum TestPictures {
    /// Writes an all-black PNG of `width` × `height` pixels with Python's
    /// zlib: small on disk however large its pixels (9000 × 9000 is about
    /// 240 KB), as a hostile file claiming gigabytes once decoded would be.
    public static func writePNG(width: Int, height: Int, to path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let script = """
            import struct, sys, zlib
            w, h, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
            def chunk(kind, data):
                c = struct.pack('>I', len(data)) + kind + data
                return c + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
            z = zlib.compressobj(1)
            row = bytes(1 + 3 * w)
            body = b''.join(z.compress(row) for _ in range(h)) + z.flush()
            ihdr = struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0)
            open(path, 'wb').write(b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', ihdr) + chunk(b'IDAT', body) + chunk(b'IEND', b''))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, "\(width)", "\(height)", path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "the PNG is written", file: file, line: line)
    }
}
