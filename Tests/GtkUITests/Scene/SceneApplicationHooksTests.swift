import Adw
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

@Observable @MainActor
private final class Document {
    var text: String?
    var aboutShown = 0
}

@MainActor private let document = Document()

/// A one-window app that shows a document once it is read, without New Window.
private struct ReaderApp: App {
    static var applicationID: String { "io.github.gtkui.tests.Reader" }

    var body: some Scene {
        WindowGroup("Reader") {
            if let text = document.text { Text(text) }
        }
        .commands {
            CommandGroup(replacing: .newItem) {}
            CommandGroup(replacing: .appInfo) {
                Button("About the Reader") { document.aboutShown += 1 }
            }
        }
    }
}

/// What a hook was given, kept for the test to read.
@MainActor
private final class Received {
    var open: (@MainActor () -> Void)?
    var windows: [(mapped: Bool, window: Adw.ApplicationWindow)] = []
}

/// What a SwiftUI app says through its application delegate, a GtkUI app
/// says to its SceneApplication: when the windows open, and what GNOME's
/// windows have beyond what the scenes describe.
final class SceneApplicationHooksTests: XCTestCase {
    @MainActor private static var launches = 0
    @MainActor private static var received: Received?

    private func withReader(
        configure: @MainActor (SceneApplication) -> Void, _ body: @MainActor (SceneApplication) throws -> Void
    ) throws {
        try GtkTest.run {
            Self.launches += 1
            document.text = nil
            let app = SceneApplication(ReaderApp(), id: ReaderApp.applicationID + ".Run\(Self.launches)", options: .nonUnique)
            configure(app)
            defer {
                app.closeAllWindows()
                GtkTest.drain()
            }
            try app.launch()
            try body(app)
        }
    }

    func testAnActivationHandlerOpensTheWindowWhenItSaysAndTheWindowShowsWhatIsReadyThen() throws {
        try withReader(configure: { app in
            let received = Received()
            app.activation = { received.open = $0 }
            Self.received = received
        }) { app in
            GtkTest.drain()
            XCTAssertTrue(app.windows.isEmpty, "no window before the handler opens it")
            let opening = try XCTUnwrap(Self.received?.open)
            document.text = "Chapter One"
            opening()   // at once, in the same turn as the change
            let window = try XCTUnwrap(app.windows.first).window
            XCTAssertTrue(GtkTest.iterate(until: { window.isMapped }))
            XCTAssertNotNil(findLabel("Chapter One", in: window), "the content of the scenes as they are now")
            opening()
            XCTAssertEqual(app.windows.count, 1, "opening again raises the window")
        }
    }

    func testWindowWillOpenSeesEachWindowBeforeItIsShown() throws {
        try withReader(configure: { app in
            let received = Received()
            Self.received = received
            app.windowWillOpen = { window in
                received.windows.append((window.isMapped, window))
                window.setDefaultSize(width: 640, height: 480)
            }
        }) { app in
            let seen = try XCTUnwrap(Self.received).windows
            let window = try XCTUnwrap(app.windows.first)
            XCTAssertEqual(seen.count, 1)
            XCTAssertEqual(seen.first?.mapped, false, "before it is shown")
            XCTAssertTrue(seen.first?.window == window.window)
            XCTAssertEqual(window.window.defaultWidth, 640, "what it set is kept")
        }
    }

    func testAStandardCommandReplacedByNothingIsGoneWithItsShortcut() throws {
        try withReader(configure: { _ in }) { app in
            XCTAssertFalse(menu(app).labels.joined().contains("New Window"))
            XCTAssertEqual(accelerators(of: "app.new-window", in: app.application), [], "Ctrl+N does nothing")
            XCTAssertFalse(actionIsEnabled("new-window", in: app.application))
            activateAction("new-window", in: app.application)
            GtkTest.drain()
            XCTAssertEqual(app.windows.count, 1, "one window")
            XCTAssertEqual(accelerators(of: "app.quit", in: app.application), ["<Control>q"], "the rest stay")
        }
    }

    func testACommandReplacingAStandardOneRunsUnderItsName() throws {
        try withReader(configure: { _ in }) { app in
            XCTAssertEqual(menu(app).action(labelled: "About the Reader"), "app.about", "the desktop's name for About")
            let before = document.aboutShown
            activateAction("about", in: app.application)
            XCTAssertEqual(document.aboutShown, before + 1, "app.about runs the app's own About")
            XCTAssertNil(app.windows.dropFirst().first, "and opens no other window")
        }
    }
}
