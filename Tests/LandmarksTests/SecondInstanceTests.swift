import Foundation
import GtkTestSupport
import XCTest

@testable import Landmarks

/// `landmarks --catalog FILE` while the app is already running is not
/// silently ignored: the new process says why it did not open the file and
/// exits 1, and the running window says the same in a toast.
final class SecondInstanceTests: XCTestCase {
    private var executable: URL { URL(fileURLWithPath: TestPaths.buildDirectory).appendingPathComponent("landmarks") }

    func testASecondInstancesCatalogueIsRefusedWithAReasonInBothPlaces() throws {
        let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-second-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dataHome) }
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": dataHome.path]) { $1 }

        let primary = Process()
        primary.executableURL = executable
        primary.environment = environment
        let primaryErrors = Pipe()
        primary.standardError = primaryErrors
        primary.standardOutput = FileHandle.nullDevice
        try primary.run()
        defer { if primary.isRunning { primary.terminate() } }
        try waitForWindow(of: primary)

        let second = Process()
        second.executableURL = executable
        second.environment = environment
        second.currentDirectoryURL = Fixture.directory
        second.arguments = ["--catalog", "landmarks-valid.json"]  // relative: the running app is told the full path
        let secondErrors = Pipe()
        second.standardError = secondErrors
        try second.run()
        let secondSaid = String(decoding: secondErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        second.waitUntilExit()
        XCTAssertEqual(second.terminationStatus, 1)
        let fullPath = Fixture.url("landmarks-valid.json").path
        XCTAssertTrue(secondSaid.contains("already running") && secondSaid.contains("“\(fullPath)” was not opened"), secondSaid)

        Thread.sleep(forTimeInterval: 1)  // the running app handles the request
        XCTAssertTrue(primary.isRunning, "the running app keeps running")
        primary.terminate()
        primary.waitUntilExit()
        let primarySaid = String(decoding: primaryErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(primarySaid.contains("“\(fullPath)” was not opened"), "the running app was told: \(primarySaid)")
    }

    /// Waits (20 s at most) until `process` shows a window.
    private func waitForWindow(of process: Process) throws {
        let search = Process()
        search.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        search.arguments = ["20", "xdotool", "search", "--sync", "--onlyvisible", "--pid", String(process.processIdentifier)]
        search.standardOutput = FileHandle.nullDevice
        try search.run()
        search.waitUntilExit()
        XCTAssertEqual(search.terminationStatus, 0, "the first instance showed its window")
    }
}
