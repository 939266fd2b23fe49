@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Runs the built `landmarks` executable as a user would.
final class AppLaunchTests: XCTestCase {
    private var executable: URL {
        URL(fileURLWithPath: TestPaths.buildDirectory).appendingPathComponent("landmarks")
    }

    /// The app with the start-up benchmark's probe: it prints its first frame's time and quits.
    private var probe: URL {
        URL(fileURLWithPath: TestPaths.buildDirectory).appendingPathComponent("LandmarksStartupProbe")
    }

    private func launch(
        _ arguments: [String], environment: [String: String] = [:], executable: URL? = nil
    ) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = executable ?? self.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output, errors)
    }

    func testVersionOptionPrintsTheVersionAndExits() throws {
        let (status, output, _) = try launch(["--version"])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(output, "Landmarks \(AppInfo.version)\n")
    }

    func testHelpOptionListsTheOptions() throws {
        let (status, output, _) = try launch(["--help"])
        XCTAssertEqual(status, 0)
        XCTAssertTrue(output.contains("--version"), output)
    }

    func testVersionMatchesTheVersionFile() throws {
        let root = URL(fileURLWithPath: TestPaths.packageRoot())
        let file = try String(contentsOf: root.appendingPathComponent("VERSION"), encoding: .utf8)
        XCTAssertEqual(file.trimmingCharacters(in: .whitespacesAndNewlines), AppInfo.version)
    }

    func testAppPresentsItsFirstFrameAndQuitsCleanly() throws {
        let (status, output, errors) = try launch(
            [], environment: ["XDG_DATA_HOME": try temporaryDataHome().path], executable: probe)
        XCTAssertEqual(status, 0, errors)
        XCTAssertTrue(output.hasPrefix("first-frame-us "), output)
        XCTAssertEqual(errors, "", "no GTK warnings at start-up")
    }

    /// A fresh, empty data directory, so launches never touch the user's saved state.
    private func temporaryDataHome() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    func testBadCatalogueIsReportedWithEntryAndFieldAndTheAppStillOpens() throws {
        let fixture = URL(fileURLWithPath: TestPaths.packageRoot()).appendingPathComponent("Tests/ModelTests/Fixtures/landmarks-duplicate-id.json")
        let expected: String = MainActor.assumeIsolated {
            do throws(CatalogError) {
                _ = try CatalogDecoder.landmarks(contentsOf: fixture)
                return ""
            } catch {
                return error.message
            }
        }
        XCTAssertFalse(expected.isEmpty)
        let (status, output, errors) = try launch(
            ["--catalog", fixture.path],
            environment: ["XDG_DATA_HOME": try temporaryDataHome().path], executable: probe)
        XCTAssertEqual(status, 0, errors)
        XCTAssertTrue(output.hasPrefix("first-frame-us "), "the window opened with the built-in catalogue")
        XCTAssertTrue(errors.contains(expected), "stderr names the entry and field: \(errors)")
    }

    func testAMissingPictureIsReportedAtTheFileInTheCataloguesFolder() throws {
        let root = URL(fileURLWithPath: TestPaths.packageRoot())
        var catalogue = try String(contentsOf: root.appendingPathComponent("Resources/landmarkData.json"), encoding: .utf8)
        let first = try XCTUnwrap(catalogue.range(of: #""imageName": "turtlerock""#))
        catalogue.replaceSubrange(first, with: #""imageName": "nosuchpicture""#)
        let folder = try temporaryDataHome()
        let file = folder.appendingPathComponent("mine.json")
        try Data(catalogue.utf8).write(to: file)
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": try temporaryDataHome().path]) { $1 }
        let app = try SpawnedApp(environment: environment, arguments: ["--catalog", file.path])
        try app.waitForWindow()
        let expected = "\(folder.path)/images/thumbnails/nosuchpicture.png"
        app.waitForError(containing: "Image not found: file:\(expected)")   // when the missing picture comes into view
        let errors = app.stop()
        XCTAssertTrue(errors.contains("“Turtle Rock”: put it at \(expected)"), "where to put it: \(errors)")
        XCTAssertFalse(errors.contains("/io/github/"), "not the built-in resource path: \(errors)")
    }

    func testCorruptSavedStateIsKeptAsideAndTheAppOpensWithDefaults() throws {
        let dataHome = try temporaryDataHome()
        let directory = dataHome.appendingPathComponent(AppInfo.id)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let stateFile = directory.appendingPathComponent("state.json")
        try Data("{ this is not json".utf8).write(to: stateFile)
        let (status, output, errors) = try launch(
            [], environment: ["XDG_DATA_HOME": dataHome.path], executable: probe)
        XCTAssertEqual(status, 0, errors)
        XCTAssertTrue(output.hasPrefix("first-frame-us "))
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("state.json.corrupt-") }
        XCTAssertEqual(kept.count, 1, "the corrupt file was moved aside, not overwritten")
        let keptContents = try String(contentsOf: directory.appendingPathComponent(kept[0]), encoding: .utf8)
        XCTAssertEqual(keptContents, "{ this is not json")
    }

    func testMissingResourceBundleIsReportedWithEveryPathTried() throws {
        // A copy of the binary outside the build tree finds no bundle anywhere.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-\(getpid())/bin")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let copy = directory.appendingPathComponent("landmarks")
        try FileManager.default.copyItem(at: executable, to: copy)
        let (status, output, errors) = try launch(
            [], environment: ["LANDMARKS_RESOURCES": "/nonexistent/landmarks.gresource", "XDG_DATA_DIRS": "/nonexistent-share"],
            executable: copy)
        XCTAssertEqual(status, 1)
        XCTAssertEqual(output, "")
        XCTAssertTrue(errors.contains("could not find the resource bundle landmarks.gresource"), errors)
        XCTAssertTrue(errors.contains("/nonexistent/landmarks.gresource"), errors)
        XCTAssertTrue(errors.contains("/nonexistent-share/landmarks/landmarks.gresource"), errors)
    }
}

/// Ways out of the running app, as a session and a terminal end it.
final class AppQuitTests: XCTestCase {
    /// Starts the app with its own data folder, waits for its window and
    /// resizes it to 800 × 600, as a person dragging its corner would.
    private func launchShowingWindow(dataHome: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestPaths.buildDirectory).appendingPathComponent("landmarks")
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": dataHome.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let window = try xdotool(["search", "--sync", "--onlyvisible", "--pid", String(process.processIdentifier)])
            .split(separator: "\n").first.map(String.init)
        _ = try xdotool(["windowsize", try XCTUnwrap(window, "the window appeared"), "800", "600"])
        return process
    }

    /// Runs xdotool (for 20 s at most: `search --sync` waits for ever) and
    /// returns what it printed.
    private func xdotool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["20", "xdotool"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "xdotool \(arguments.joined(separator: " "))")
        return printed
    }

    func testTerminationSignalsQuitCleanlyAndSaveTheWindowState() throws {
        for signal in [SIGTERM, SIGINT] {
            let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-quit-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dataHome) }
            let process = try launchShowingWindow(dataHome: dataHome)
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit, "signal \(signal) ends the app through its main loop")
            XCTAssertEqual(process.terminationStatus, 0)
            let settings = dataHome.appendingPathComponent("\(AppInfo.id)/settings.ini")
            let saved = (try? String(contentsOf: settings, encoding: .utf8)) ?? ""
            XCTAssertTrue(saved.contains("window-width=800") && saved.contains("window-height=600"),
                          "quitting saved the window's size: \(saved)")
        }
    }
}
