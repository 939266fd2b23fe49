@_spi(Bindings) import GtkBridge
import Foundation
import Glibc
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// A collection made with the keyboard in the running app is in its file
/// the moment the change is made, so a `kill -9` right after it loses
/// nothing: nothing waits for a timer or for the app to quit.
final class KillAfterChangeTests: XCTestCase {
    /// The collections the file holds now (none while it cannot be read).
    private func savedCollections(_ file: URL) -> [LandmarkCollection] {
        guard let bytes = try? Data(contentsOf: file), let state = try? SavedState.decode(Array(bytes)) else { return [] }
        return state.collections
    }

    func testACollectionMadeJustBeforeAKillIsThereAtTheNextStart() throws {
        let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dataHome) }
        let file = dataHome.appendingPathComponent(AppInfo.id).appendingPathComponent("state.json")

        let app = try SpawnedApp(environment: ProcessInfo.processInfo.environment.merging(
            ["XDG_DATA_HOME": dataHome.path, "LC_ALL": "C.UTF-8"]) { $1 })
        try app.waitForWindow()
        let window = try XCTUnwrap(try app.visibleWindows().first)
        try app.xdotool(["windowfocus", "--sync", window])
        // Real keys, as a person's (a key sent to one window with
        // --window left the next journey's Ctrl+N unanswered).
        try app.xdotool(["key", "ctrl+n"])
        try app.waitForWindows(count: 2)   // the naming alert
        let alert = try XCTUnwrap(try app.visibleWindows().first { $0 != window })
        try app.xdotool(["windowfocus", "--sync", alert])
        try app.xdotool(["type", "--delay", "30", "Deserts"])
        try app.xdotool(["key", "Return"])
        // The moment the file has it, the process is killed: no quit, no flush.
        let deadline = Date().addingTimeInterval(10)
        while savedCollections(file).isEmpty, Date() < deadline { usleep(5_000) }
        kill(app.process.processIdentifier, SIGKILL)
        app.process.waitUntilExit()
        XCTAssertEqual(app.process.terminationReason, .uncaughtSignal)

        let saved = savedCollections(file)
        XCTAssertEqual(saved.map(\.name), ["Deserts"], "the collection is on disk")
        try GtkTest.run {
            let store = StateStore(directory: file.deletingLastPathComponent())
            let result = store.load()
            XCTAssertNil(result.notice, "the file left by the kill is whole")
            XCTAssertEqual(result.state.collections.map(\.name), ["Deserts"])
        }
    }
}
