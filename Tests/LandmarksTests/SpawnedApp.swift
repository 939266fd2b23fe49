import Foundation
import GtkTestSupport
import XCTest

@testable import Landmarks

/// The built `landmarks` executable run as its own process, as a person
/// starts it: for what only a separate process shows (a second instance, the
/// desktop's handlers, the session bus).
struct SpawnedApp {
    let process = Process()
    private let errors = Pipe()

    static var executable: URL { URL(fileURLWithPath: TestPaths.buildDirectory).appendingPathComponent("landmarks") }

    init(environment: [String: String], arguments: [String] = []) throws {
        process.executableURL = Self.executable
        process.environment = environment
        process.arguments = arguments
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
    }

    /// Waits (20 s at most) until the process shows a window.
    func waitForWindow(file: StaticString = #filePath, line: UInt = #line) throws {
        let search = Process()
        search.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        search.arguments = ["20", "xdotool", "search", "--sync", "--onlyvisible", "--pid", String(process.processIdentifier)]
        search.standardOutput = FileHandle.nullDevice
        try search.run()
        search.waitUntilExit()
        XCTAssertEqual(search.terminationStatus, 0, "the app showed its window", file: file, line: line)
    }

    /// Activates the application action `name` with a string parameter over
    /// the session bus, as the desktop does (`org.gtk.Actions.Activate`).
    func activateAction(_ name: String, parameter: String) throws {
        let call = Process()
        call.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        let path = "/" + AppInfo.id.replacingOccurrences(of: ".", with: "/")
        call.arguments = ["call", "--session", "--dest", AppInfo.id, "--object-path", path,
                          "--method", "org.gtk.Actions.Activate", name, "[<'\(parameter)'>]", "{}"]
        call.standardOutput = FileHandle.nullDevice
        try call.run()
        call.waitUntilExit()
        XCTAssertEqual(call.terminationStatus, 0, "the running app took the action")
    }

    /// Ends the process and returns what it wrote to its standard error.
    func stop() -> String {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
