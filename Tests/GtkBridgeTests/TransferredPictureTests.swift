import CGtk
import Foundation
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

/// A picture put on the clipboard (or in a drag) is read when it is pasted,
/// off the main thread, with the checks the views apply: a FIFO, a device, a
/// file claiming too many pixels are refused — the paste gets no picture, the
/// main loop never stalls — and an ordinary picture comes through whole.
final class TransferredPictureTests: XCTestCase {
    private final class Paste {
        var finished = false
        var width: Int32?
    }

    /// Copies `content`, then pastes the clipboard's picture, iterating the
    /// main loop meanwhile (a read that blocked it would never finish).
    @MainActor
    private static func copyAndPastePicture(_ content: TransferredContent) -> Paste {
        Clipboard.copy(content)
        let clipboard = gdk_display_get_clipboard(gdk_display_get_default())
        let paste = Paste()
        gdk_clipboard_read_texture_async(clipboard, nil, { source, result, data in
            let paste = Unmanaged<Paste>.fromOpaque(data!).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            if let texture = gdk_clipboard_read_texture_finish(OpaquePointer(source), result, &error) {
                paste.width = gdk_texture_get_width(texture)
                g_object_unref(UnsafeMutableRawPointer(texture))
            }
            g_clear_error(&error)
            paste.finished = true
        }, Unmanaged.passRetained(paste).toOpaque())
        XCTAssertTrue(GtkTest.iterate(until: { paste.finished }, timeout: 30), "the paste is answered")
        return paste
    }

    func testAnOrdinaryPictureIsPastedWholeAndHostileFilesAreRefusedWithoutStallingTheApp() throws {
        let folder = NSTemporaryDirectory() + "landmarks-transfer-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ordinary = folder + "/ordinary.png", huge = folder + "/huge.png"
        let fifo = folder + "/fifo.png", zero = folder + "/zero.png"
        try TestPictures.writePNG(width: 300, height: 200, to: ordinary)
        try TestPictures.writePNG(width: 8200, height: 8200, to: huge)  // past 8192 × 8192, a few hundred KB on disk
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(symlink("/dev/zero", zero), 0)

        GtkTest.run {
            let whole = Self.copyAndPastePicture(TransferredContent(text: "Turtle Rock", pictureFile: ordinary))
            XCTAssertEqual(whole.width, 300, "an ordinary picture comes through whole")
            for refused in [fifo, zero, huge] {
                let paste = Self.copyAndPastePicture(TransferredContent(text: "Turtle Rock", pictureFile: refused))
                XCTAssertNil(paste.width, "\(refused) is refused")
            }
        }
    }
}
