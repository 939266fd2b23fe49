// AccessibilityBus: the app as a screen reader meets it — read over AT-SPI by
// a separate process (Support/atspi-tree.py, with the distribution's pyatspi)
// while this process keeps its main loop running to answer.
@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import XCTest

/// One object of the accessible tree.
struct AccessibleNode: Decodable {
    /// Visible with a size: GTK 4.8 never reports SHOWING, and keeps the
    /// VISIBLE state on the contents of closed popovers.
    var isOnScreen: Bool { visible && width > 0 && height > 0 }

    let depth: Int
    let role: String
    let name: String
    let description: String
    let visible: Bool
    let selected: Bool
    let pressed: Bool
    let actions: [String]
    let width: Int
    let height: Int
    let posinset: String?
    let setsize: String?
    /// The names of the objects labelling this one, which Orca says with
    /// its name ("GtkImage Zoom In" for an icon button labelled by its image).
    let labelledBy: [String]?

    /// What a screen reader says of it: what labels it, then its name.
    var spoken: String { ((labelledBy ?? []) + [name]).filter { !$0.isEmpty }.joined(separator: " ") }
}

@MainActor
enum AccessibilityBus {
    fileprivate static var script: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Support/atspi-tree.py").path
    }

    /// This process's accessible tree, depth first.
    static func tree(file: StaticString = #filePath, line: UInt = #line) throws -> [AccessibleNode] {
        let output = try run([String(getpid())], file: file, line: line)
        return try output.split(separator: "\n").map { try JSONDecoder().decode(AccessibleNode.self, from: Data($0.utf8)) }
    }

    /// The names and descriptions of every object below this process's
    /// application object, shown or not (much quicker to ask than `tree`).
    static func texts(file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        struct Texts: Decodable { let name: String, description: String }
        let output = try run([String(getpid()), "--texts"], file: file, line: line)
        return try output.split(separator: "\n").flatMap { line in
            let texts = try JSONDecoder().decode(Texts.self, from: Data(line.utf8))
            return [texts.name, texts.description]
        }
    }

    /// Performs `action` on the visible object named `name`, as a screen reader does.
    static func perform(_ action: String, on name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let output = try run([String(getpid()), "\(name)/\(action)"], file: file, line: line)
        XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "done",
                       "no visible \"\(name)\" offers \(action)", file: file, line: line)
    }

    /// A screen reader reading the whole tree over and over while a journey
    /// goes on (the main loop must keep running to answer it). `stop()` ends
    /// it and says how many times it read the tree.
    @MainActor
    final class ContinuousReader {
        private let process = Process()
        private let path = FileManager.default.temporaryDirectory.appendingPathComponent("atspi-reader-\(UUID().uuidString).json")

        init() throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = [AccessibilityBus.script, String(getpid()), "--continuously"]
            FileManager.default.createFile(atPath: path.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: path)
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        /// How many whole walks of the tree the reader has made so far.
        var walks: Int {
            struct Walks: Decodable { let walks: Int }
            guard let data = FileManager.default.contents(atPath: path.path),
                  let last = String(decoding: data, as: UTF8.self).split(separator: "\n").last,
                  let walks = try? JSONDecoder().decode(Walks.self, from: Data(last.utf8)) else { return 0 }
            return walks.walks
        }

        /// Keeps the main loop answering until the reader has walked the
        /// whole tree once more from now (on a busy machine that takes longer:
        /// the journey waits for the reading, not for a fixed time).
        func waitForAWalk(timeout: Double = 60) -> Bool {
            let start = walks
            // The walk under way may have begun before the state to read: two more.
            return GtkTest.iterate(until: { self.walks >= start + 2 }, timeout: timeout)
        }

        /// Ends the reader; the number of whole walks it made.
        func stop() -> Int {
            process.terminate()
            _ = GtkTest.iterate(until: { !self.process.isRunning }, timeout: 10)
            defer { try? FileManager.default.removeItem(at: path) }
            return walks
        }
    }

    /// Runs the script while the main loop keeps answering its questions.
    private static func run(_ arguments: [String], file: StaticString, line: UInt) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script] + arguments
        // A file, not a pipe: a full pipe would stall the script while this
        // thread is busy answering it.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("atspi-\(UUID().uuidString).jsonl")
        FileManager.default.createFile(atPath: path.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: path) }
        let output = try FileHandle(forWritingTo: path)
        defer { try? output.close() }
        process.standardOutput = output
        try process.run()
        let finished = GtkTest.iterate(until: { !process.isRunning }, timeout: 30)
        if !finished {
            process.terminate()
            XCTFail("the accessibility bus did not answer in time", file: file, line: line)
        }
        GtkTest.drain()
        return try String(contentsOf: path, encoding: .utf8)
    }
}
