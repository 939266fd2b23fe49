@_spi(Bindings) import GtkBridge
import Foundation
import Glibc
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// The hostile cases that only a real start shows, each run against the
/// built `landmarks` in a throwaway home of its own — as an attacker or an
/// unlucky user meets the app: under the suite's fatal warnings and
/// criticals, so any GTK warning the case provokes ends the process.
final class HostileCaseDriverTests: XCTestCase {
    /// A home, data folder and working folder of the case's own.
    private final class Home {
        let root: URL
        var data: URL { root.appendingPathComponent("data") }
        var appData: URL { data.appendingPathComponent(AppInfo.id) }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-case-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func environment(_ extra: [String: String] = [:]) -> [String: String] {
            ProcessInfo.processInfo.environment
                .merging(["HOME": root.appendingPathComponent("home").path, "XDG_DATA_HOME": data.path]) { $1 }
                .merging(extra) { $1 }
        }

        func makeAppData() throws {
            try FileManager.default.createDirectory(at: appData, withIntermediateDirectories: true)
        }

        func write(_ text: String, to name: String) throws {
            try makeAppData()
            try text.write(to: appData.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
    }

    /// Starts the app, waits for its window, and stops it at the end of the test.
    private func start(_ home: Home, environment: [String: String] = [:], arguments: [String] = [],
                       folder: URL? = nil) throws -> SpawnedApp {
        let app = try SpawnedApp(environment: home.environment(environment), arguments: arguments, folder: folder)
        try app.waitForWindow()
        return app
    }

    /// A saved state whose profile has `username` and `goalDate`.
    private static func savedState(username: String = "ranger", goalDate: String = "2026-12-01T00:00:00Z") -> String {
        #"{"version": 1, "favorites": {"1001": true}, "profile": {"username": ""# + username
            + #"", "prefersNotifications": true, "seasonalPhoto": "🌷", "goalDate": ""# + goalDate + #""}}"#
    }

    func testARelativeDataHomeIsIgnoredAsTheSpecificationSays() throws {
        let home = try Home()
        // A damaged saved state in each place: the one the app reads is set
        // aside, and says so; the other is left alone.
        let relative = home.root.appendingPathComponent("rel/data/\(AppInfo.id)")
        let fallback = home.root.appendingPathComponent("home/.local/share/\(AppInfo.id)")
        for folder in [relative, fallback] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "damaged".write(to: folder.appendingPathComponent("state.json"), atomically: false, encoding: .utf8)
        }
        let app = try start(home, environment: ["XDG_DATA_HOME": "rel/data"], folder: home.root)
        XCTAssertTrue(app.waitForError(containing: fallback.appendingPathComponent("state.json").path + ":"))
        XCTAssertFalse(app.errorsSoFar.contains("rel/data"), app.errorsSoFar)
        XCTAssertEqual(try String(contentsOf: relative.appendingPathComponent("state.json"), encoding: .utf8), "damaged",
                       "nothing under the working folder was read or moved")
    }

    func testASettingsFileThatIsAFIFOWithNoWriterDoesNotHoldUpTheStart() throws {
        let home = try Home()
        try home.makeAppData()
        XCTAssertEqual(mkfifo(home.appData.appendingPathComponent("settings.ini").path, 0o600), 0)
        let app = try start(home)  // within the 20 s waitForWindow allows
        XCTAssertTrue(app.waitForError(containing: "settings not loaded, using the defaults"))
        XCTAssertTrue(app.process.isRunning)
    }

    func testACatalogueWhoseFileNameIsNotUTF8IsOpened() throws {
        let home = try Home()
        // "café.json" in Latin-1: the byte 0xE9 alone is not UTF-8. The entry
        // lacks its name, so the refusal proves the file itself was read.
        let name: [UInt8] = Array(home.root.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".json".utf8)
        let descriptor = (name.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
            open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        var entry = try Fixture.validLandmarkObjects()[0]
        entry["name"] = nil
        let bytes = try Fixture.json([entry])
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)

        // Foundation's Process passes arguments as Strings: hand the bytes over through the shell.
        let app = try SpawnedApp(
            environment: home.environment(), folder: home.root, viaShell: #"exec "$0" --catalog "$(printf '%s/caf\351.json' "$PWD")""#)
        try app.waitForWindow()
        XCTAssertTrue(app.waitForError(containing: "the field “name” is missing"))
        let said = app.errorsSoFar
        XCTAssertFalse(said.contains("could not be read"), said)
        XCTAssertTrue(said.contains("/caf\u{FFFD}.json"), "the name is shown as GLib displays it: \(said)")
    }

    func testASavedGoalDateAtTheEndOfTheCalendarIsRefusedInTokyo() throws {
        let home = try Home()
        try home.write(Self.savedState(goalDate: "9999-12-31T23:59:59Z"), to: "state.json")
        let app = try start(home, environment: ["TZ": "Asia/Tokyo"])
        XCTAssertTrue(app.waitForError(containing: "“profile.goalDate” is 9999-12-31T23:59:59Z"))
        XCTAssertTrue(app.process.isRunning)
    }

    func testANameOfStackedMarksIsRefusedAtOnceAndTheWindowOpens() throws {
        let home = try Home()
        var entry = try Fixture.validLandmarkObjects()[0]
        entry["name"] = String(repeating: "a" + String(repeating: "\u{301}", count: 500), count: 200)
        let catalogue = home.root.appendingPathComponent("stacked.json")
        try Fixture.json([entry]).write(to: catalogue)
        let app = try start(home, arguments: ["--catalog", catalogue.path])
        XCTAssertTrue(app.waitForError(containing: "the field “name” takes 200200 bytes"))
    }

    func testASavedUsernameOfStackedMarksIsRefusedAndTheWindowOpens() throws {
        let home = try Home()
        try home.write(Self.savedState(username: String(repeating: "a" + String(repeating: "\u{301}", count: 500), count: 200)),
                       to: "state.json")
        let app = try start(home)
        XCTAssertTrue(app.waitForError(containing: "the field “profile.username” takes 200200 bytes"))
    }

    func testActionsRepeatedOverTheBusPresentOneWindowEach() throws {
        let home = try Home()
        let app = try start(home)
        try app.activateAction("about")
        try app.activateAction("preferences")
        try app.activateAction("open-catalog", parameter: "/tmp/first.json")
        try app.waitForWindows(count: 3)   // the main window, About and Preferences
        let settled = try XCTUnwrap(app.residentKilobytes)
        for round in 0..<80 {
            try app.activateAction("about")
            try app.activateAction("preferences")
            try app.activateAction("open-catalog", parameter: "/tmp/catalogue-\(round).json")
        }
        let windows = try app.visibleWindows()
        XCTAssertLessThanOrEqual(windows.count, 3, "the main window, About and Preferences, once each: \(windows)")
        let grown = try XCTUnwrap(app.residentKilobytes) - settled
        XCTAssertLessThan(grown, 40_000, "240 calls grew the app by \(grown) KB")
        XCTAssertTrue(app.process.isRunning)
    }

    func testANameWithANulIsRefusedWithTheFieldNamed() throws {
        let home = try Home()
        var entry = try Fixture.validLandmarkObjects()[0]
        entry["name"] = "Crater\u{0} Lake"
        let catalogue = home.root.appendingPathComponent("nul.json")
        try Fixture.json([entry]).write(to: catalogue)
        let app = try start(home, arguments: ["--catalog", catalogue.path])
        XCTAssertTrue(app.waitForError(containing: "the field “name” holds a NUL character (at character 7)"))
    }

    func testSettingsThatCannotBeSavedAreReportedAtQuit() throws {
        let home = try Home()
        // The data folder's place is taken by a file: nothing can be saved there.
        try FileManager.default.createDirectory(at: home.data, withIntermediateDirectories: true)
        try "not a folder".write(to: home.appData, atomically: false, encoding: .utf8)
        let app = try start(home)
        let window = try XCTUnwrap(app.visibleWindows().first)
        // A size to save at quit; the app has it before it reads the quit signal
        // (the X server sends the resize first), as AppQuitTests shows.
        try app.xdotool(["windowsize", window, "900", "640"])
        let said = app.stop()
        XCTAssertTrue(said.contains("Landmarks cannot save its settings"), said)
    }
}
