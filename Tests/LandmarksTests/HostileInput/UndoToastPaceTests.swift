import GtkUI
import Gtk
import CGtk
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks

/// Changes offered back with Undo, made at any pace: one Undo toast, showing
/// the latest change and taking back the latest, and never a crash. (In
/// libadwaita 1.2 a toast dismissed while it slides in, and replaced, is freed
/// twice: a favorite pressed every 0.1 s crashed the app.)
final class UndoToastPaceTests: XCTestCase {
    @MainActor
    private static func presentedToaster() -> (Toaster, Gtk.Overlay, TestWindow) {
        let overlay = ToastOverlay(content: Gtk.Label(str: "content"))
        let window = TestWindow(width: 600, height: 400)
        window.present(overlay.widget)
        let toaster = Toaster()
        toaster.attach(to: overlay)
        return (toaster, overlay.widget, window)
    }

    /// The toast widgets in `overlay`: the one showing, and any sliding away.
    @MainActor
    private static func toastWidgets(in overlay: Gtk.Overlay) -> [UnsafeMutablePointer<GtkWidget>] {
        allWidgets("CgtkToastBox", in: overlay.widget)
    }

    func testChangesAtEveryPaceShowOneUndoToastAndNeverCrash() {
        GtkTest.run {
            let (toaster, overlay, _) = Self.presentedToaster()
            var undone: [Int] = []
            var change = 0
            // Each pace in seconds: at once, and within and past the toast's
            // 0.3 s slide-in and 0.5 s replacement animations.
            for pace in [0, 0.06, 0.1, 0.18, 0.3] {
                for _ in 0..<12 {
                    change += 1
                    let number = change
                    toaster.show("Change \(number)") { undone.append(number) }
                    GtkTest.assertStaysTrue(for: pace, "one Undo toast shows, and at most one slides away") {
                        Self.toastWidgets(in: overlay).count <= 2
                    }
                }
            }
            let latest = "Change \(change)"
            XCTAssertTrue(GtkTest.iterate(until: { findLabel(latest, in: overlay.widget) != nil }),
                          "the toast shows the latest change")
            let toast = Self.toastWidgets(in: overlay).first { findLabel(latest, in: $0) != nil }
            let undo = allWidgets("GtkButton", in: toast!).first { findLabel("Undo", in: $0) != nil }
            cgtk_signal_emit(UnsafeMutableRawPointer(undo!), "clicked")
            XCTAssertEqual(undone, [change], "Undo takes back the latest change, once")
            XCTAssertTrue(GtkTest.iterate(until: { Self.toastWidgets(in: overlay).isEmpty }),
                          "the toast goes once its Undo is used")
        }
    }

    func testAChangeAfterUndoGetsAToastOfItsOwn() {
        GtkTest.run {
            let (toaster, overlay, _) = Self.presentedToaster()
            var undone: [String] = []
            for round in 0..<8 {
                toaster.show("Added \(round)") { undone.append("added \(round)") }
                XCTAssertTrue(GtkTest.iterate(until: { findLabel("Added \(round)", in: overlay.widget) != nil }))
                let toast = Self.toastWidgets(in: overlay).first { findLabel("Added \(round)", in: $0) != nil }
                let undo = allWidgets("GtkButton", in: toast!).first { findLabel("Undo", in: $0) != nil }
                cgtk_signal_emit(UnsafeMutableRawPointer(undo!), "clicked")
                // The next change at once, while the used toast slides away.
            }
            XCTAssertEqual(undone, (0..<8).map { "added \($0)" }, "each Undo took back its own change")
            XCTAssertTrue(GtkTest.iterate(until: { Self.toastWidgets(in: overlay).isEmpty }))
        }
    }
}
