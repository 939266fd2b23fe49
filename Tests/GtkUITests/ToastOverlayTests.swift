import Gtk
import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A button in a tab that says something through the environment's toasts.
private struct SavingTab: View {
    @Environment(\.toasts) private var toasts
    var body: some View {
        Button("Save") { toasts("Saved") }
    }
}

/// A view outside any tab view: nowhere to show a toast.
private struct Untabbed: View {
    @Environment(\.toasts) private var toasts
    var body: some View {
        Text(toasts.isAvailable ? "toasts" : "no toasts")
    }
}

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

    func testAViewInATabShowsAToastThroughTheEnvironmentAboveTheTabsAndNoneOutside() throws {
        try GtkTest.run {
            let mounted = PresentedView(
                TabView(selection: .constant("one"), title: "Toasts") {
                    Tab("One", systemImage: "starred-symbolic", value: "one") { SavingTab() }
                }, width: 400, height: 300)
            let root = mounted.host.widget
            let save = try XCTUnwrap(root.label(showing: "Save")?.ancestor(widgetType: Gtk.Button.gType)?.cast(to: Gtk.Button.self))
            XCTAssertTrue(save.activate())
            XCTAssertTrue(GtkTest.iterate(until: { root.label(showing: "Saved") != nil }, timeout: 2), "the toast shows")
            let overlay = try XCTUnwrap(root.label(showing: "Saved")?.ancestor(widgetType: Gtk.Overlay.gType))
            XCTAssertTrue(save.hasAncestor(overlay), "over the tabs' content, in the tab view's own overlay")

            let alone = PresentedView(Untabbed(), width: 200, height: 100)
            XCTAssertNotNil(alone.host.widget.label(showing: "no toasts"))
        }
    }
}
