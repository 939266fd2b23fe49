import GtkUI
@_spi(Bindings) import Gtk
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks

/// Changes offered back with Undo, made at any pace: one Undo toast, showing
/// the latest change and taking back the latest, and never a crash. (In
/// libadwaita 1.2 a toast dismissed while it slides in, and replaced, is freed
/// twice: a favorite pressed every 0.1 s crashed the app.)
final class UndoToastPaceTests: XCTestCase {
    func testChangesAtEveryPaceShowOneUndoToastAndNeverCrash() throws {
        try GtkTest.run {
            let presented = PresentedToaster()
            let toaster = presented.toaster
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
                        presented.toastBoxes.count <= 2
                    }
                }
            }
            let undo = try XCTUnwrap(presented.button("Undo", inToastSaying: "Change \(change)"), "the toast shows the latest change")
            undo.emitSignal("clicked")
            XCTAssertEqual(undone, [change], "Undo takes back the latest change, once")
            XCTAssertTrue(GtkTest.iterate(until: { presented.toastBoxes.isEmpty }),
                          "the toast goes once its Undo is used")
        }
    }

    func testAChangeAfterUndoGetsAToastOfItsOwn() throws {
        try GtkTest.run {
            let presented = PresentedToaster()
            var undone: [String] = []
            for round in 0..<8 {
                presented.toaster.show("Added \(round)") { undone.append("added \(round)") }
                let undo = try XCTUnwrap(presented.button("Undo", inToastSaying: "Added \(round)"))
                undo.emitSignal("clicked")
                // The next change at once, while the used toast slides away.
            }
            XCTAssertEqual(undone, (0..<8).map { "added \($0)" }, "each Undo took back its own change")
            XCTAssertTrue(GtkTest.iterate(until: { presented.toastBoxes.isEmpty }))
        }
    }
}
