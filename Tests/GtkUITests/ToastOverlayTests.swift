import Gtk
import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Toasts wait their turn, but not for an hour: a few wait behind the one
/// shown, the oldest waiting one goes when more come, and a waiting toast
/// dismissed leaves the queue for good.
final class ToastOverlayTests: XCTestCase {
    func testAtMostAFewToastsWaitAndTheOldestWaitingOneIsDropped() {
        GtkTest.run {
            let window = TestWindow(width: 400, height: 300)
            let overlay = ToastOverlay(content: Gtk.Box(orientation: .vertical, spacing: 0))
            XCTAssertTrue(window.present(overlay.widget))
            var dismissed: [Int] = []
            let toasts = (0..<10).map { index in
                let toast = Toast(text: "Toast \(index)", timeout: 8)
                toast.onDismissed { dismissed.append(index) }
                return toast
            }
            for toast in toasts { overlay.show(toast) }
            XCTAssertTrue(overlay.shown === toasts[0], "the first shows")
            XCTAssertEqual(overlay.waiting.count, ToastOverlay.maximumWaiting)
            XCTAssertTrue(overlay.waiting.elementsEqual(toasts.suffix(ToastOverlay.maximumWaiting), by: ===),
                          "the latest wait")
            XCTAssertEqual(dismissed, Array(1..<(10 - ToastOverlay.maximumWaiting)), "the older waiting ones were let go")

            toasts[8].dismiss()
            XCTAssertFalse(overlay.waiting.contains { $0 === toasts[8] }, "a waiting toast dismissed leaves the queue")
            overlay.show(toasts[8])
            XCTAssertFalse(overlay.waiting.contains { $0 === toasts[8] }, "and is not shown later")
        }
    }
}
