@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// AppSettings over its two storages: a key file when the schema is missing,
/// GSettings when it is installed.
final class SettingsTests: XCTestCase {
    private static let schemaID = "io.github.swiftgtk.Landmarks"

    func testKeyFileSettingsRoundTrip() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("nested/settings.ini").path
        try MainActor.assumeIsolated {
            let settings = AppSettings(storage: KeyFileStorage(path: path))
            settings.mapZoom = .far
            settings.windowWidth = 1234
            settings.windowHeight = 567
            settings.isWindowMaximized = true
            settings.selectedTab = "list"

            let reopened = AppSettings(storage: KeyFileStorage(path: path))
            XCTAssertEqual(reopened.mapZoom, .far)
            XCTAssertEqual(reopened.windowWidth, 1234)
            XCTAssertEqual(reopened.windowHeight, 567)
            XCTAssertTrue(reopened.isWindowMaximized)
            XCTAssertEqual(reopened.selectedTab, "list")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(text.contains("[Settings]"), text)
            XCTAssertTrue(text.contains("map-zoom=far"), text)
        }
    }

    func testKeyFileDefaultsWhenFileIsMissingOrValuesAreBad() throws {
        let folder = try TemporaryDirectory()
        try MainActor.assumeIsolated {
            let missing = AppSettings(storage: KeyFileStorage(path: folder.url.appendingPathComponent("none.ini").path))
            XCTAssertEqual(missing.mapZoom, .medium)
            XCTAssertEqual(missing.windowWidth, 1000)
            XCTAssertEqual(missing.windowHeight, 720)
            XCTAssertFalse(missing.isWindowMaximized)
            XCTAssertEqual(missing.selectedTab, "featured")

            try folder.write("[Settings]\nmap-zoom=huge\nwindow-width=wide\nwindow-height=-5\n", to: "bad.ini")
            let bad = AppSettings(storage: KeyFileStorage(path: folder.url.appendingPathComponent("bad.ini").path))
            XCTAssertEqual(bad.mapZoom, .medium)
            XCTAssertEqual(bad.windowWidth, 1000)
            XCTAssertEqual(bad.windowHeight, 720)

            try folder.write("this is not a key file", to: "garbage.ini")
            let storage = KeyFileStorage(path: folder.url.appendingPathComponent("garbage.ini").path)
            XCTAssertNotNil(storage.loadProblem)
            XCTAssertEqual(AppSettings(storage: storage).mapZoom, .medium)
        }
    }

    func testUnwritableKeyFileReportsOnce() throws {
        let folder = try TemporaryDirectory()
        try folder.write("", to: "blocker")
        MainActor.assumeIsolated {
            let storage = KeyFileStorage(path: folder.url.appendingPathComponent("blocker/settings.ini").path)
            var reports: [String] = []
            storage.onSaveError = { reports.append($0) }
            let settings = AppSettings(storage: storage)
            settings.mapZoom = .near
            settings.windowWidth = 800
            XCTAssertEqual(reports.count, 1)
            XCTAssertTrue(reports[0].contains("Not a directory"), reports[0])
            XCTAssertEqual(settings.mapZoom, .near, "the value stays in memory")
        }
    }

    func testMissingSchemaFallsBackToKeyFile() throws {
        let folder = try TemporaryDirectory()
        MainActor.assumeIsolated {
            let settings = AppSettings.open(schemaID: "io.github.swiftgtk.NoSuchSchema", fallbackDirectoryPath: folder.url.path)
            XCTAssertTrue(settings.storage is KeyFileStorage)
            XCTAssertEqual(
                settings.storage.storageDescription,
                "key file \(folder.url.appendingPathComponent("settings.ini").path)")
            settings.selectedTab = "list"
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("settings.ini").path))
        }
    }

    /// Compiles the app's schema into a temporary folder.
    private static func compileSchema(in folder: TemporaryDirectory) throws {
        let schema = Fixture.resource("\(Self.schemaID).gschema.xml")
        try FileManager.default.copyItem(at: schema, to: folder.url.appendingPathComponent(schema.lastPathComponent))
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compile.arguments = ["glib-compile-schemas", "--strict", folder.url.path]
        try compile.run()
        compile.waitUntilExit()
        XCTAssertEqual(compile.terminationStatus, 0)
    }

    func testSchemaDefaultsMatchTheKeyFileDefaults() throws {
        let folder = try TemporaryDirectory()
        try Self.compileSchema(in: folder)
        let defaults = try SchemaDefaults.read(id: Self.schemaID, directory: folder.url.path)
        XCTAssertEqual(defaults[SettingsKey.mapZoom], "'\(SettingsDefault.mapZoom.rawValue)'")
        XCTAssertEqual(defaults[SettingsKey.windowWidth], "\(SettingsDefault.windowWidth)")
        XCTAssertEqual(defaults[SettingsKey.windowHeight], "\(SettingsDefault.windowHeight)")
        XCTAssertEqual(defaults[SettingsKey.windowMaximized], "\(SettingsDefault.windowMaximized)")
        XCTAssertEqual(defaults[SettingsKey.selectedTab], "'\(SettingsDefault.selectedTab)'")
        XCTAssertEqual(defaults.count, SettingsKey.types.count, "every schema key is known to the app")
    }

    func testGSettingsStorageRoundTrip() throws {
        guard ProcessInfo.processInfo.environment["GSETTINGS_BACKEND"] == "memory" else {
            throw XCTSkip("needs GSETTINGS_BACKEND=memory so the test does not write the user's dconf")
        }
        let folder = try TemporaryDirectory()
        try MainActor.assumeIsolated {
            try Self.compileSchema(in: folder)
            let directory = folder.url.path
            let storage = try XCTUnwrap(GSettingsStorage(schemaID: Self.schemaID, schemaDirectory: directory))
            let settings = AppSettings(storage: storage)
            settings.mapZoom = .near
            settings.windowWidth = 1500
            settings.isWindowMaximized = true
            settings.selectedTab = "list"
            let reopened = AppSettings(
                storage: try XCTUnwrap(GSettingsStorage(schemaID: Self.schemaID, schemaDirectory: directory)))
            XCTAssertEqual(reopened.mapZoom, .near)
            XCTAssertEqual(reopened.windowWidth, 1500)
            XCTAssertTrue(reopened.isWindowMaximized)
            XCTAssertEqual(reopened.selectedTab, "list")
            XCTAssertNil(GSettingsStorage(schemaID: "io.github.swiftgtk.NoSuchSchema", schemaDirectory: directory))
        }
    }
}

/// Settings files read without blocking and never lost silently: a FIFO in
/// the settings file's place is refused at once, a file that cannot be read
/// is not replaced, and a preference that cannot be saved is reported to the
/// user as a failed save of favorites is.
final class SettingsFileTests: XCTestCase {
    func testASettingsFileThatIsAFIFOIsRefusedWithoutBlocking() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("settings.ini").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        // (A blocking open would hang here; the spawned app's case in
        // HostileCaseDriverTests bounds it in time.)
        MainActor.assumeIsolated {
            let storage = KeyFileStorage(path: path)
            XCTAssertTrue(storage.loadProblem?.contains("FIFO") == true, String(describing: storage.loadProblem))
            XCTAssertEqual(AppSettings(storage: storage).mapZoom, .medium)
        }
    }

    func testASettingsFileThatCannotBeReadIsNotReplaced() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("settings.ini").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try "[Settings]\nmap-zoom=far\n".write(toFile: path + "/kept", atomically: false, encoding: .utf8)
        MainActor.assumeIsolated {
            let storage = KeyFileStorage(path: path)
            var reports: [String] = []
            storage.onSaveError = { reports.append($0) }
            AppSettings(storage: storage).mapZoom = .near
            XCTAssertEqual(reports.count, 1)
            XCTAssertTrue(reports[0].contains("it is a folder, not a regular file"), reports[0])
        }
        XCTAssertEqual(try String(contentsOfFile: path + "/kept", encoding: .utf8), "[Settings]\nmap-zoom=far\n")
    }

    func testAPreferenceThatCannotBeSavedIsReportedThroughTheApp() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("settings.ini"), withIntermediateDirectories: false)
        try GtkTest.run {
            try LandmarksApplication.registerResources()
            let state = AppState(catalog: nil, dataDirectory: folder.url)
            guard state.settings.storage is KeyFileStorage else {
                throw XCTSkip("the settings schema is installed here: GSettings reports no save failures")
            }
            var reports: [String] = []
            state.onSaveError { reports.append($0) }
            state.settings.mapZoom = state.settings.mapZoom == .far ? .near : .far
            XCTAssertEqual(reports.count, 1, "the user is told")
            XCTAssertTrue(reports.first?.hasPrefix("Landmarks cannot save its settings") == true, "\(reports)")
        }
    }
}
