import Foundation
import GtkTestSupport
import XCTest

@testable import Landmarks

/// Runs the built `landmarks` executable as a user would.
final class AppLaunchTests: XCTestCase {
    private var executable: URL {
        URL(fileURLWithPath: TestPaths.buildDirectory).appendingPathComponent("landmarks")
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
        let (status, output, errors) = try launch([], environment: ["LANDMARKS_BENCH_FIRST_FRAME": "1"])
        XCTAssertEqual(status, 0, errors)
        XCTAssertTrue(output.hasPrefix("first-frame-us "), output)
        XCTAssertEqual(errors, "", "no GTK warnings at start-up")
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
