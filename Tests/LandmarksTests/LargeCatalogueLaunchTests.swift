@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// A large but legal `--catalog` file does not hold the start up in silence:
/// a window saying the catalogue is being opened shows first, while it is
/// decoded off the main thread, and the main window then takes its place.
final class LargeCatalogueLaunchTests: XCTestCase {
    private func run(_ executable: String, _ arguments: [String], timeout: Int = 30) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["\(timeout)", executable] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, printed)
    }

    /// The built app started on a generated catalogue of 25,000 landmarks
    /// (the most it reads), with a data folder in `folder`.
    private func launchWithLargeCatalogue(in folder: TemporaryDirectory, errors: Pipe? = nil) throws -> Process {
        let catalogue = folder.url.appendingPathComponent("large.json")
        let (status, text) = try run(
            "/usr/bin/python3", [Fixture.packageRoot.appendingPathComponent("tools/generate-catalog.py").path, "25000"])
        XCTAssertEqual(status, 0)
        try Data(text.utf8).write(to: catalogue)
        let app = Process()
        app.executableURL = URL(fileURLWithPath: TestPaths.buildDirectory).appendingPathComponent("landmarks")
        app.arguments = ["--catalog", catalogue.path]
        app.environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": folder.url.path]) { $1 }
        app.standardOutput = FileHandle.nullDevice
        app.standardError = errors ?? FileHandle.nullDevice
        try app.run()
        return app
    }

    /// The visible windows of `pid`, by name.
    private func windowNames(of pid: Int32) throws -> [String] {
        let (_, ids) = try run("/usr/bin/xdotool", ["search", "--onlyvisible", "--pid", String(pid)], timeout: 5)
        return try ids.split(separator: "\n").map { id in
            try run("/usr/bin/xdotool", ["getwindowname", String(id)], timeout: 5).1
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    func testTheWindowSaysTheCatalogueIsOpeningThenTheMainWindowReplacesIt() throws {
        let folder = try TemporaryDirectory()
        let errors = Pipe()
        let app = try launchWithLargeCatalogue(in: folder, errors: errors)
        defer { if app.isRunning { app.terminate() } }

        var seen: [[String]] = []
        let deadline = Date().addingTimeInterval(40)
        while Date() < deadline {
            let names = try windowNames(of: app.processIdentifier)
            if seen.last != names { seen.append(names) }
            if names == ["Landmarks"] { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertTrue(seen.contains(["Opening the Catalogue"]), "the loading window showed first: \(seen)")
        XCTAssertEqual(seen.last, ["Landmarks"], "then the main window alone: \(seen)")
        app.terminate()
        app.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertFalse(said.contains("Could not open") || said.contains("large.json:"), "the catalogue was accepted: \(said)")
    }

    /// A Shell search while a large catalogue is read waited on the main
    /// thread for the whole decode: the app answered nothing else meanwhile.
    /// The search is answered once the catalogue is there; the main loop
    /// answers the application's other calls at once.
    func testAShellSearchDuringTheCatalogueReadLeavesTheMainLoopFree() throws {
        let folder = try TemporaryDirectory()
        let app = try launchWithLargeCatalogue(in: folder)
        defer { if app.isRunning { app.terminate(); app.waitUntilExit() } }
        let deadline = Date().addingTimeInterval(40)
        while try windowNames(of: app.processIdentifier) != ["Opening the Catalogue"], Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }

        let started = Date()
        let search = Process()
        search.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        search.arguments = ["call", "--session", "--dest", AppInfo.id, "--object-path", ShellSearchProvider.objectPath(for: AppInfo.id),
                            "--method", "org.gnome.Shell.SearchProvider2.GetInitialResultSet", "['lake']"]
        search.standardOutput = FileHandle.nullDevice
        try search.run()
        Thread.sleep(forTimeInterval: 0.1)   // the search's call is on its way first
        let (listed, _) = try run("/usr/bin/gdbus", [
            "call", "--session", "--dest", AppInfo.id, "--object-path", "/" + AppInfo.id.split(separator: ".").joined(separator: "/"),
            "--method", "org.gtk.Actions.List"])
        let listTook = Date().timeIntervalSince(started)
        search.waitUntilExit()
        let searchTook = Date().timeIntervalSince(started)
        XCTAssertEqual(listed, 0, "the application's own call is answered")
        XCTAssertEqual(search.terminationStatus, 0, "the search is answered")
        XCTAssertLessThan(listTook, searchTook / 2,
                          "the main loop answered while the search waited for the catalogue (\(listTook) s against \(searchTook) s)")
    }
}
