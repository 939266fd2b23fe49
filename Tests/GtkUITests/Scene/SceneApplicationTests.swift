@_spi(Bindings) import GtkBridge
import Adw
@_spi(Bindings) import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

/// An App written as SwiftUI writes one, run in this process: its window,
/// its primary menu built from its commands, shortcuts, focused values and
/// the Settings window.
final class SceneApplicationTests: XCTestCase {
    @MainActor private static var launches = 0

    /// Runs `body` with the Trails app launched, its app storage in a
    /// folder of its own; closes its windows after.
    private func withTrailsApp(_ body: @MainActor (SceneApplication) throws -> Void) throws {
        try withApp(TrailsApp(), body)
    }

    private func withApp<A: App>(_ made: @autoclosure @MainActor () -> A, _ body: @MainActor (SceneApplication) throws -> Void) throws {
        try GtkTest.run {
            let storage = FileManager.default.temporaryDirectory.appendingPathComponent("scene-\(UUID())").path
            // Each instance its own id: a GApplication stays exported on the bus under its id.
            Self.launches += 1
            let app = SceneApplication(made(), id: A.applicationID + ".Run\(Self.launches)", options: .nonUnique)
            AppStorageStore.shared.directory = storage
            sharedHikeBook.trails = [Hike(name: "Lost Lake"), Hike(name: "Twin Peaks", isFavorite: true)]
            sharedHikeBook.showsMiles = true
            defer {
                app.closeAllWindows()
                GtkTest.drain()
                try? FileManager.default.removeItem(atPath: storage)
            }
            try app.launch()
            XCTAssertTrue(GtkTest.iterate(until: { app.windows.first?.window.isMapped == true }))
            try body(app)
        }
    }

    func testTheWindowGroupOpensOneWindowTitledByItsContentWithAHeaderBarAndTheMainMenu() throws {
        try withTrailsApp { app in
            let window = try XCTUnwrap(app.windows.first).window
            XCTAssertEqual(app.windows.count, 1)
            XCTAssertEqual(window.title, "Trails")
            let header = try XCTUnwrap(window.firstDescendant(Adw.HeaderBar.self))
            let menuButton = try XCTUnwrap(header.firstDescendant(Gtk.MenuButton.self))
            XCTAssertEqual(menuButton.tooltipText, "Main Menu")
            XCTAssertTrue(menuButton.menuModel == app.installer.menu.model)
            let refresh = try XCTUnwrap(button(showing: "Refresh", in: window))
            GtkTest.waitForFrames(of: window)
            let menuAt = try XCTUnwrap(menuButton.convert((x: 0, y: 0), to: window))
            let refreshAt = try XCTUnwrap(refresh.convert((x: 0, y: 0), to: window))
            XCTAssertGreaterThan(menuAt.x, refreshAt.x, "the main menu is outermost, after the content's toolbar items")
            // Activating again (a second launch from the desktop) raises the window, opens no other.
            app.application.activate()
            GtkTest.drain()
            XCTAssertEqual(app.windows.count, 1)
        }
    }

    func testTheCommandsBecomeThePrimaryMenuInGNOMEOrder() throws {
        try withTrailsApp { app in
            XCTAssertEqual(menu(app).labels, [
                ["New Window"],
                ["# Hike", "Mark as Favorite"],
                ["Show Miles"],
                ["Preferences", "About Trails", "Hike Help"],
            ])
            XCTAssertEqual(accelerators(of: "app.new-window", in: app.application), ["<Control>n"])
            XCTAssertEqual(accelerators(of: "app.preferences", in: app.application), ["<Control>comma"])
        }
    }

    /// Commands were `app.command-1`, `app.command-2` by position: adding one
    /// renamed the others, and scripts lost them.
    func testEachCommandsActionIsNamedByTheCodeOrItsTitleNotItsPosition() throws {
        try withTrailsApp { app in
            XCTAssertEqual(menu(app).action(labelled: "Mark as Favorite"), "app.toggle-favorite")
            XCTAssertEqual(menu(app).action(labelled: "Show Miles"), "app.show-miles")
            XCTAssertEqual(menu(app).action(labelled: "Hike Help"), "app.hike-help")
        }
        XCTAssertEqual(MenuEntry.actionName(fromTitle: "New Collection…"), "new-collection")
        XCTAssertNil(MenuEntry.actionName(fromTitle: "새 모음"), "no name from a title without ASCII letters")
    }

    func testAFocusedBindingFollowsTheFocusAndItsCommandWritesThroughIt() throws {
        try withTrailsApp { app in
            let favorite = try XCTUnwrap(menu(app).action(labelled: "Mark as Favorite"))
            let name = String(favorite.dropFirst("app.".count))
            XCTAssertEqual(accelerators(of: favorite, in: app.application), ["<Shift><Alt>f"])

            try focus("Lost Lake", in: app)
            XCTAssertEqual(menu(app).action(labelled: "Mark as Favorite"), favorite)
            XCTAssertTrue(actionIsEnabled(name, in: app.application))
            activateAction(name, in: app.application)
            XCTAssertTrue(sharedHikeBook.trails[0].isFavorite, "the command wrote through the focused binding")
            XCTAssertFalse(sharedHikeBook.trails[1].isFavorite == false)
            XCTAssertEqual(menu(app).action(labelled: "Remove as Favorite"), favorite, "the label follows the value")

            try focus("Twin Peaks", in: app)
            activateAction(name, in: app.application)
            XCTAssertFalse(sharedHikeBook.trails[1].isFavorite, "the focus moved, and the binding with it")
            XCTAssertTrue(sharedHikeBook.trails[0].isFavorite)
        }
    }

    func testACommandIsDisabledWhileNoFocusedViewPublishesItsValue() throws {
        try withTrailsApp { app in
            let window = try XCTUnwrap(app.windows.first).window
            let field = try XCTUnwrap(findWidget("GtkText", in: window))
            XCTAssertEqual(field.grabFocus(), true)
            let snapshot = menu(app)
            let name = try XCTUnwrap(snapshot.action(labelled: "Mark as Favorite")).dropFirst("app.".count)
            XCTAssertFalse(actionIsEnabled(String(name), in: app.application))
            activateAction(String(name), in: app.application)
            XCTAssertEqual(sharedHikeBook.trails.map(\.isFavorite), [false, true], "a disabled command does nothing")
        }
    }

    func testAToggleCommandIsACheckItemBoundBothWays() throws {
        try withTrailsApp { app in
            let action = try XCTUnwrap(menu(app).action(labelled: "Show Miles"))
            let name = String(action.dropFirst("app.".count))
            activateAction(name, in: app.application)
            XCTAssertFalse(sharedHikeBook.showsMiles)
            sharedHikeBook.showsMiles = true
            _ = menu(app)
            XCTAssertEqual(app.application.booleanActionState(name), true, "the check mark follows the model")
        }
    }

    func testAGroupPlacedAfterAboutRunsItsButton() throws {
        try withTrailsApp { app in
            let action = try XCTUnwrap(menu(app).action(labelled: "Hike Help"))
            let before = sharedHikeBook.helpShown
            activateAction(String(action.dropFirst("app.".count)), in: app.application)
            XCTAssertEqual(sharedHikeBook.helpShown, before + 1)
        }
    }

    func testPreferencesOpensTheSettingsSceneOnceAndItKeepsItsState() throws {
        try withTrailsApp { app in
            activateAction("preferences", in: app.application)
            let settings = try XCTUnwrap(app.settingsWindow)
            XCTAssertTrue(GtkTest.iterate(until: { settings.window.isMapped }))
            XCTAssertEqual(settings.window.title, "Preferences")
            XCTAssertTrue(settings.window.transientFor == app.windows.first?.window)
            let use = try XCTUnwrap(button(showing: "Use Miles", in: settings.window))
            use.emitSignal("clicked")
            GtkTest.drain()
            XCTAssertNotNil(findLabel("Units: mi", in: settings.window))
            settings.window.close()
            XCTAssertTrue(GtkTest.iterate(until: { !settings.window.isVisible }))
            activateAction("preferences", in: app.application)
            XCTAssertTrue(app.settingsWindow === settings, "the same window, hidden and shown again")
            XCTAssertNotNil(findLabel("Units: mi", in: settings.window))
        }
    }

    func testNewWindowOpensASecondWindowAndClosingOneLeavesTheOther() throws {
        try withTrailsApp { app in
            activateAction("new-window", in: app.application)
            XCTAssertEqual(app.windows.count, 2)
            let second = app.windows[1].window
            XCTAssertTrue(GtkTest.iterate(until: { second.isMapped }))
            second.close()
            XCTAssertTrue(GtkTest.iterate(until: { app.windows.count == 1 }))
            XCTAssertTrue(app.windows[0].window.isMapped)
        }
    }

    func testTheAppsBodyIsReadAgainWhenStateItReadChangesAndTheWindowShowsTheNewContent() throws {
        try withApp(GreetingApp()) { app in
            let window = try XCTUnwrap(app.windows.first).window
            XCTAssertNotNil(findLabel("Hello, trail", in: window))
            XCTAssertEqual(window.defaultWidth, 500, "the scene's default size")
            XCTAssertEqual(window.defaultHeight, 300)
            greeting.name = "lake"
            XCTAssertTrue(GtkTest.iterate(until: { findLabel("Hello, lake", in: window) != nil }))
            XCTAssertEqual(app.windows.count, 1, "the same window, its content updated")
        }
    }
}

@Observable @MainActor
private final class Greeting {
    var name = "trail"
}

@MainActor private let greeting = Greeting()

private struct GreetingApp: App {
    var body: some Scene {
        WindowGroup { Text("Hello, \(greeting.name)") }
            .defaultSize(width: 500, height: 300)
    }
}
