// Looking at a focus ring the way a person sees one. GTK hides the ring
// three seconds after the last key press (GNOME shows where the keyboard is
// while it is in use, then gets out of the way), so a wait for the ring that a
// busy machine stretches past that would see it gone. The wait is repeated,
// with the focus moved away and back by the keys, until it ends while the
// window still shows its focus.
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

extension AppDriver {
    /// Waits for `condition` to hold while `target` has the focus and its
    /// window shows it, failing the test with `message` if no try of
    /// `attempts` gets there. Between tries Shift+Tab and Tab bring the focus
    /// back to `target`, which shows the ring again.
    @discardableResult
    func waitWhileTheFocusShows(
        at target: Gtk.Widget, _ message: String, attempts: Int = 3,
        file: StaticString = #filePath, line: UInt = #line,
        until condition: () -> Bool
    ) -> Bool {
        guard let window = target.window else { return false }
        let showing = { window.focusVisible && window.focus == target }
        for attempt in 0..<attempts {
            if attempt > 0 {
                XInput.press("shift+Tab")
                wait("the focus leaves", file: file, line: line) { window.focus != target }
                XInput.press("Tab")
                wait("the focus comes back", file: file, line: line) { window.focus == target }
            }
            var held = false
            _ = GtkTest.iterate(until: {
                guard showing() else { return true }
                held = condition() && showing()
                return held
            }, timeout: 5)
            if held { return true }
        }
        XCTFail("timed out waiting while the focus shows: \(message)", file: file, line: line)
        return false
    }
}
