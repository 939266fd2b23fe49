import CGtk
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest
@_spi(Bindings) import Gtk

final class RenderTests: XCTestCase {
    func testRenderedWidgetHasItsBackgroundColourAtAKnownPoint() throws {
        try GtkTest.run {
            let provider = gtk_css_provider_new()!
            defer { g_object_unref(provider) }
            gtk_css_provider_load_from_data(provider, ".render-test { background: #1c71d8; }", -1)
            gtk_style_context_add_provider_for_display(
                gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            defer {
                gtk_style_context_remove_provider_for_display(gdk_display_get_default(), OpaquePointer(provider))
            }
            let box = Gtk.Widget(taking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            box.addCSSClass("render-test")
            box.setSizeRequest(width: 120, height: 80)
            let window = TestWindow(width: 120, height: 80)
            XCTAssertTrue(window.present(box))

            let image = try WidgetRenderer.render(box)
            XCTAssertEqual(image.width, Int(box.width))
            let centre = image.pixel(x: image.width / 2, y: image.height / 2)
            XCTAssertTrue(centre.isClose(to: .init(red: 0x1c, green: 0x71, blue: 0xd8)), "got \(centre)")

            let path = "\(String(cString: g_get_tmp_dir()))/render-test-\(getpid()).png"
            try WidgetRenderer.savePNG(box, to: path)
            defer { unlink(path) }
            var contents: UnsafeMutablePointer<CChar>?
            var length: gsize = 0
            XCTAssertTrue(g_file_get_contents(path, &contents, &length, nil) != 0)
            defer { g_free(contents) }
            let magic = (0..<4).map { UInt8(bitPattern: contents![$0]) }
            XCTAssertEqual(magic, [0x89, 0x50, 0x4e, 0x47], "a PNG signature")
        }
    }

    func testRenderingAnUnallocatedWidgetThrowsInsteadOfCrashing() throws {
        try GtkTest.run {
            let label = Gtk.Widget(taking: gtk_label_new("not shown"))
            XCTAssertThrowsError(try WidgetRenderer.render(label))
        }
    }
}
