@_spi(Bindings) import GtkBridge
import Foundation
import Glibc
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// The built `landmarks` executable run as its own process, as a person
/// starts it: for what only a separate process shows (a second instance, the
/// desktop's handlers, the session bus).
final class SpawnedApp: TestFixture {
    let process = Process()
    private let errors = Pipe()
    /// What the process wrote to its standard error so far.
    private var said = Data()

    static var executable: URL { URL(fileURLWithPath: TestPaths.buildDirectory).appendingPathComponent("landmarks") }

    /// Starts the app with `arguments`; or, with `viaShell`, runs that shell
    /// script with the app's path as `$0` (for arguments Foundation cannot
    /// pass, such as bytes that are not UTF-8), which must `exec "$0"`.
    init(environment: [String: String], arguments: [String] = [], folder: URL? = nil, viaShell: String? = nil) throws {
        process.executableURL = viaShell == nil ? Self.executable : URL(fileURLWithPath: "/bin/sh")
        process.environment = environment
        process.arguments = viaShell.map { ["-c", $0, Self.executable.path] } ?? arguments
        if let folder { process.currentDirectoryURL = folder }
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        TestFixtures.made(self)
    }

    /// Ends the process when the test ends, whatever its outcome.
    func tearDown() { _ = stop() }

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

    /// Activates the application action `name` with a string parameter (or
    /// none) over the session bus, as the desktop does (`org.gtk.Actions.Activate`).
    func activateAction(_ name: String, parameter: String? = nil) throws {
        let call = Process()
        call.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        let path = "/" + AppInfo.id.replacingOccurrences(of: ".", with: "/")
        call.arguments = ["call", "--session", "--dest", AppInfo.id, "--object-path", path,
                          "--method", "org.gtk.Actions.Activate", name, parameter.map { "[<'\($0)'>]" } ?? "[]", "{}"]
        call.standardOutput = FileHandle.nullDevice
        try call.run()
        call.waitUntilExit()
        XCTAssertEqual(call.terminationStatus, 0, "the running app took the action")
    }

    /// The X windows the process shows now.
    func visibleWindows() throws -> [String] { try Self.visibleWindows(of: process.processIdentifier) }

    /// The X windows process `pid` shows now.
    static func visibleWindows(of pid: pid_t) throws -> [String] {
        let search = Process()
        search.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        search.arguments = ["search", "--onlyvisible", "--pid", String(pid)]
        let output = Pipe()
        search.standardOutput = output
        try search.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        search.waitUntilExit()
        return printed.split(separator: "\n").map(String.init)
    }

    /// Waits (20 s at most) until the process shows `count` windows.
    func waitForWindows(count: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(20)
        while try visibleWindows().count != count {
            guard Date() < deadline else {
                XCTFail("the app never showed \(count) windows: \(try visibleWindows())", file: file, line: line)
                return
            }
            usleep(20_000)
        }
    }

    /// Runs xdotool with `arguments` (against this process's windows) and waits for it.
    func xdotool(_ arguments: [String]) throws {
        let run = Process()
        run.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        run.arguments = ["20", "xdotool"] + arguments
        run.standardOutput = FileHandle.nullDevice
        try run.run()
        run.waitUntilExit()
        XCTAssertEqual(run.terminationStatus, 0, "xdotool \(arguments.joined(separator: " "))")
    }

    /// The process's resident memory, in kilobytes (`VmRSS`).
    var residentKilobytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }

    /// What the process wrote to its standard error so far, read without blocking.
    var errorsSoFar: String {
        let descriptor = errors.fileHandleForReading.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            said.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: said, as: UTF8.self)
    }

    /// Waits (20 s at most) until the process has written `text` to its
    /// standard error; reads without blocking, so a silent process is not a hang.
    @discardableResult
    func waitForError(containing text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let descriptor = errors.fileHandleForReading.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        let deadline = Date().addingTimeInterval(20)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: said, as: UTF8.self).contains(text) {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 { said.append(contentsOf: buffer[0..<count]) } else { usleep(20_000) }
            if Date() > deadline {
                XCTFail("the app never said “\(text)”", file: file, line: line)
                return false
            }
        }
        return true
    }

    /// Ends the process and returns what it wrote to its standard error.
    func stop() -> String {
        TestFixtures.tornDown(self)
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let descriptor = errors.fileHandleForReading.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        said.append(errors.fileHandleForReading.readDataToEndOfFile())
        return String(decoding: said, as: UTF8.self)
    }
}
