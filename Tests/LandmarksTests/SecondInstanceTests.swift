@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// `landmarks --catalog FILE` while the app is already running is not
/// silently ignored: the new process says why it did not open the file and
/// exits 1, and the running window says the same in a toast.
final class SecondInstanceTests: XCTestCase {
    func testASecondInstancesCatalogueIsRefusedWithAReasonInBothPlaces() throws {
        let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-second-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dataHome) }
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": dataHome.path]) { $1 }

        let primary = try SpawnedApp(environment: environment)
        try primary.waitForWindow()

        let second = Process()
        second.executableURL = SpawnedApp.executable
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

        primary.waitForError(containing: "“\(fullPath)” was not opened")   // the running app was told
        XCTAssertTrue(primary.process.isRunning, "the running app keeps running")
        let primarySaid = primary.stop()
        XCTAssertTrue(primarySaid.contains("“\(fullPath)” was not opened"), "the running app was told: \(primarySaid)")
    }
}
