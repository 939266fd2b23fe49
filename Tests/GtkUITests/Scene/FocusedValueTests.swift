@_spi(Bindings) import GtkBridge
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private struct SelectedNameKey: FocusedValueKey {
    typealias Value = String
}

private struct WindowModeKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    fileprivate var selectedName: String? {
        get { self[SelectedNameKey.self] }
        set { self[SelectedNameKey.self] = newValue }
    }

    fileprivate var windowMode: String? {
        get { self[WindowModeKey.self] }
        set { self[WindowModeKey.self] = newValue }
    }
}

@Observable @MainActor
private final class Presses {
    var count = 0
}

private struct Names: View {
    @FocusedValue(\.selectedName) var selected
    @FocusedValue(\.windowMode) var mode
    let presses: Presses

    var body: some View {
        VStack {
            Text("Selected: \(selected ?? "none"), mode \(mode ?? "none")")
            VStack {
                Button("Ann") {}.focusedValue(\.selectedName, "Ann")
                Button("Bo") {}.focusedValue(\.selectedName, "Bo")
            }
            .focusedValue(\.selectedName, "the group")
            Button("Outside") {}
            Button("Reload") { presses.count += 1 }
                .keyboardShortcut("r")
        }
        .focusedSceneValue(\.windowMode, "browsing")
    }
}

/// Focused values read in a view: the focused view's value, the innermost
/// one winning, a scene value wherever the focus is; and a view's keyboard shortcut.
final class FocusedValueTests: XCTestCase {
    func testADestroyedWindowIsNoLongerFollowedAndIsFreed() throws {
        try GtkTest.run {
            let counter = FinalizationCounter()
            do {
                let mounted = PresentedView(Names(presses: Presses()), width: 300, height: 300)
                FocusedValuesStore.shared.update()
                counter.watch(mounted.window.window)
                mounted.tearDown()
            }
            GtkTest.drain()
            XCTAssertTrue(GtkTest.iterate(until: { counter.alive == 0 }), "the closed window is freed, not held by the focus's store")
        }
    }

    func testTheFocusedViewsValueShowsAndTheInnermostWins() throws {
        try GtkTest.run {
            let mounted = PresentedView(Names(presses: Presses()), width: 300, height: 300)
            let root = mounted.host.widget
            @MainActor func shown() -> String? {
                FocusedValuesStore.shared.update()
                mounted.settle()
                return allWidgets("GtkLabel", in: root).map { $0.cast(to: Gtk.Label.self)!.label ?? "" }
                    .first { $0.hasPrefix("Selected") }
            }
            @MainActor func focus(_ label: String) throws {
                let widget = try XCTUnwrap(findLabel(label, in: root))
                XCTAssertEqual(widget.ancestor(widgetType: Gtk.Button.gType)?.grabFocus(), true)
            }
            try focus("Bo")
            XCTAssertEqual(shown(), "Selected: Bo, mode browsing")
            try focus("Ann")
            XCTAssertEqual(shown(), "Selected: Ann, mode browsing")
            try focus("Outside")
            XCTAssertEqual(shown(), "Selected: none, mode browsing", "outside the publishing views: no value, the scene's stays")
        }
    }

    func testAViewsKeyboardShortcutPressesItsButtonFromAnywhereInTheWindow() throws {
        try GtkTest.run {
            let presses = Presses()
            let mounted = PresentedView(Names(presses: presses), width: 300, height: 300)
            let root = mounted.host.widget
            let outside = try XCTUnwrap(findLabel("Outside", in: root))
            XCTAssertEqual(outside.ancestor(widgetType: Gtk.Button.gType)?.grabFocus(), true)
            XInput.hover(root)
            XInput.press("ctrl+r")
            XCTAssertTrue(GtkTest.iterate(until: { presses.count == 1 }), "Ctrl+R pressed Reload")
            XInput.press("r")
            GtkTest.drain()
            XCTAssertEqual(presses.count, 1, "R without Ctrl is not the shortcut")
        }
    }

    func testShortcutsAreSpelledAsGNOMESpellsAccelerators() {
        GtkTest.run {
            XCTAssertEqual(KeyboardShortcut("f", modifiers: [.shift, .option]).accelerator, "<Shift><Alt>f")
            XCTAssertEqual(KeyboardShortcut(",").accelerator, "<Control>comma")
            XCTAssertEqual(KeyboardShortcut("N", modifiers: [.command, .shift]).accelerator, "<Control><Shift>n")
            XCTAssertEqual(KeyboardShortcut.defaultAction.accelerator, "Return")
            XCTAssertEqual(KeyboardShortcut(.upArrow, modifiers: .control).accelerator, "<Control>Up")
            XCTAssertEqual(KeyboardShortcut(.delete, modifiers: []).accelerator, "BackSpace")
        }
    }
}
