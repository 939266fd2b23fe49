import CGtk
import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks

/// Messages quote paths and catalogue values; a toast shows them as written.
final class ToastTextTests: XCTestCase {
    func testAMessageWithMarkupCharactersShowsAsWrittenWithoutAWarning() {
        GtkTest.run {
            let overlay = Widget(taking: adw_toast_overlay_new())
            let content = Widget(taking: gtk_label_new("content"))
            adw_toast_overlay_set_child(overlay.opaque, content.widget)
            let window = TestWindow(width: 600, height: 400)
            window.present(overlay)
            let toaster = Toaster()
            toaster.attach(to: overlay)
            let message = "Could not open “/tmp/R&D <draft>/landmarks.json”: bad & <worse>"
            // Under G_DEBUG=fatal-warnings a markup error in the title aborts here.
            toaster.show(message)
            let shown = GtkTest.iterate(until: {
                allWidgets("GtkLabel", in: overlay.widget).contains { String(cString: gtk_label_get_text(OpaquePointer($0))) == message }
            })
            XCTAssertTrue(shown, "the toast shows the message exactly")
            window.destroy()
        }
    }
}
