@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

private enum Zoom: String { case near, medium, far }

@MainActor private var bodyRuns: [String: Int] = [:]

private struct StoredCounter: View {
    let name: String
    @AppStorage("count") var count = 0

    var body: some View {
        let _ = bodyRuns[name, default: 0] += 1
        VStack {
            Text("\(name): \(count)")
            Button("Add to \(name)") { count += 1 }
        }
    }
}

private struct ZoomReader: View {
    @AppStorage("zoom") var zoom = Zoom.medium

    var body: some View {
        let _ = bodyRuns["zoom", default: 0] += 1
        Text("zoom \(zoom.rawValue)")
    }
}

private struct StoredCounters: View {
    var body: some View {
        VStack {
            StoredCounter(name: "first")
            StoredCounter(name: "second")
            ZoomReader()
        }
    }
}

/// Makes the store read its file again, as the next start of the app does.
@MainActor
private func restart(_ folder: String) {
    AppStorageStore.shared.directory = folder + "-elsewhere"
    AppStorageStore.shared.directory = folder
}

private func contents(_ folder: String) -> String {
    (try? String(contentsOfFile: folder + "/app-storage.ini", encoding: .utf8)) ?? ""
}

/// `@AppStorage`: shared by every view reading its key, saved the moment it
/// changes, read back after a restart, and safe against a file it cannot use.
final class AppStorageTests: XCTestCase {
    /// Runs `body` with the store in a folder of its own.
    private func withStorage(_ body: @MainActor (String) throws -> Void) rethrows {
        try GtkTest.run {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-storage-\(UUID())").path
            AppStorageStore.shared.directory = folder
            bodyRuns = [:]
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try body(folder)
        }
    }

    func testAWriteInOneViewShowsInEveryViewReadingTheKeyAndIsSavedAtOnce() throws {
        try withStorage { folder in
            let mounted = PresentedView(StoredCounters())
            let add = try XCTUnwrap(findLabel("Add to first", in: mounted.host.widget))
            try XCTUnwrap(add.ancestor(widgetType: Gtk.Button.gType)).emitSignal("clicked")
            mounted.settle()
            XCTAssertNotNil(findLabel("first: 1", in: mounted.host.widget))
            XCTAssertNotNil(findLabel("second: 1", in: mounted.host.widget))
            XCTAssertTrue(contents(folder).contains("count=1"), contents(folder))
            XCTAssertEqual(bodyRuns["zoom"], 1, "a view reading another key does not run again")
        }
    }

    func testValuesAreReadBackAfterARestartAsTheirOwnTypes() throws {
        try withStorage { folder in
            AppStorage(wrappedValue: 0, "count").wrappedValue = 7
            AppStorage(wrappedValue: Zoom.medium, "zoom").wrappedValue = .far
            AppStorage(wrappedValue: false, "miles").wrappedValue = true
            AppStorage(wrappedValue: 1.5, "scale").wrappedValue = 2.25
            restart(folder)
            XCTAssertEqual(AppStorage(wrappedValue: 0, "count").wrappedValue, 7)
            XCTAssertEqual(AppStorage(wrappedValue: Zoom.medium, "zoom").wrappedValue, .far)
            XCTAssertEqual(AppStorage(wrappedValue: false, "miles").wrappedValue, true)
            XCTAssertEqual(AppStorage(wrappedValue: 1.5, "scale").wrappedValue, 2.25)
            let mounted = PresentedView(ZoomReader())
            XCTAssertNotNil(findLabel("zoom far", in: mounted.host.widget))
        }
    }

    func testAValueThatDoesNotParseReadsAsTheDefault() throws {
        try withStorage { folder in
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "[AppStorage]\nzoom=closest\ncount=many\n".write(toFile: folder + "/app-storage.ini", atomically: true, encoding: .utf8)
            restart(folder)
            XCTAssertEqual(AppStorage(wrappedValue: Zoom.medium, "zoom").wrappedValue, .medium)
            XCTAssertEqual(AppStorage(wrappedValue: 3, "count").wrappedValue, 3)
        }
    }

    func testAFileThatIsNotAKeyFileIsKeptAsideAndTheNextWriteStartsAFreshOne() throws {
        try withStorage { folder in
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let broken = "this is not [ a key file\n"
            try broken.write(toFile: folder + "/app-storage.ini", atomically: true, encoding: .utf8)
            restart(folder)
            XCTAssertEqual(AppStorage(wrappedValue: 4, "count").wrappedValue, 4)
            AppStorage(wrappedValue: 4, "count").wrappedValue = 5
            XCTAssertTrue(contents(folder).contains("count=5"))
            XCTAssertEqual(try String(contentsOfFile: folder + "/app-storage.ini.broken", encoding: .utf8), broken)
        }
    }

    func testAFifoWhereTheFileShouldBeIsNeitherReadNorReplaced() throws {
        try withStorage { folder in
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            XCTAssertEqual(mkfifo(folder + "/app-storage.ini", 0o600), 0)
            restart(folder)
            XCTAssertEqual(AppStorage(wrappedValue: 2, "count").wrappedValue, 2, "read without blocking: the default")
            AppStorage(wrappedValue: 2, "count").wrappedValue = 9
            let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/app-storage.ini")
            XCTAssertNotEqual(attributes[.type] as? FileAttributeType, .typeRegular, "the fifo is still there")
            XCTAssertEqual(AppStorage(wrappedValue: 2, "count").wrappedValue, 9, "the running app keeps the value")
        }
    }

    func testABindingToAStoredValueWritesIt() throws {
        try withStorage { folder in
            let binding = AppStorage(wrappedValue: Zoom.medium, "zoom").projectedValue
            binding.wrappedValue = .near
            restart(folder)
            XCTAssertEqual(AppStorage(wrappedValue: Zoom.medium, "zoom").wrappedValue, .near)
        }
    }
}
