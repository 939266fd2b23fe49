@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// "Open in Maps" hands the landmark's place to whatever the desktop has
/// registered for `geo:` — here a handler of the test's own in a throwaway
/// data folder — and says so, without failing, when nothing is registered.
final class OpenInMapsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-geo-\(UUID().uuidString)")
        for sub in ["data/applications", "config", "empty"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testTheURIIsTheLandmarksPlaceInDecimalDegrees() throws {
        XCTAssertEqual(OpenInMaps.decimal(34.011286), "34.011286")
        XCTAssertEqual(OpenInMaps.decimal(-116.166868), "-116.166868")
        XCTAssertEqual(OpenInMaps.decimal(45.5), "45.5")
        XCTAssertEqual(OpenInMaps.decimal(1e-7), "0", "no exponent, no negative zero")
        XCTAssertEqual(OpenInMaps.decimal(-0.0000004), "0")
        for landmark in try Self.bundledLandmarks() {
            let uri = OpenInMaps.uri(for: landmark.coordinates)
            XCTAssertEqual(uri, "geo:\(landmark.coordinates.latitude),\(landmark.coordinates.longitude)",
                           "the catalogue's own digits")
        }
    }

    func testAMapApplicationReceivesExactlyTheGeoURI() throws {
        let received = folder.appendingPathComponent("received")
        let handler = folder.appendingPathComponent("handler.sh")
        try "#!/bin/sh\nprintf '%s' \"$1\" > '\(received.path)'\n".write(to: handler, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: handler.path)
        try """
        [Desktop Entry]
        Type=Application
        Name=Test Maps
        Exec=\(handler.path) %u
        MimeType=x-scheme-handler/geo;
        NoDisplay=true
        """.write(to: folder.appendingPathComponent("data/applications/test-maps.desktop"), atomically: true, encoding: .utf8)
        try "[Default Applications]\nx-scheme-handler/geo=test-maps.desktop\n"
            .write(to: folder.appendingPathComponent("config/mimeapps.list"), atomically: true, encoding: .utf8)

        let app = try SpawnedApp(environment: environment(dataDirs: "/usr/share"))
        try app.waitForWindow()
        let turtleRock = try XCTUnwrap(try Self.bundledLandmarks().first { $0.name == "Turtle Rock" })
        try app.activateAction("open-in-maps", parameter: String(turtleRock.id))
        let deadline = Date().addingTimeInterval(15)
        while !FileManager.default.fileExists(atPath: received.path), Date() < deadline { usleep(50_000) }
        let uri = try String(contentsOf: received, encoding: .utf8)
        XCTAssertEqual(uri, "geo:\(turtleRock.coordinates.latitude),\(turtleRock.coordinates.longitude)")
        XCTAssertEqual(uri, "geo:34.011286,-116.166868")
    }

    func testWithoutAMapApplicationTheAppSaysSoAndKeepsRunning() throws {
        // A system folder with what every desktop has (settings schemas, MIME types,
        // icons) and no applications at all.
        let system = folder.appendingPathComponent("empty")
        for part in ["glib-2.0", "icons", "mime"] {
            try FileManager.default.createSymbolicLink(at: system.appendingPathComponent(part),
                                                       withDestinationURL: URL(fileURLWithPath: "/usr/share/\(part)"))
        }
        let app = try SpawnedApp(environment: environment(dataDirs: system.path))
        try app.waitForWindow()
        let turtleRock = try XCTUnwrap(try Self.bundledLandmarks().first { $0.name == "Turtle Rock" })
        try app.activateAction("open-in-maps", parameter: String(turtleRock.id))
        try app.activateAction("open-in-maps", parameter: "not a landmark")
        app.waitForError(containing: "No application handles geo: URIs")
        XCTAssertTrue(app.process.isRunning, "no crash")
        let said = app.stop()
        XCTAssertTrue(said.contains("No application handles geo: URIs"), said)
        XCTAssertFalse(said.contains("CRITICAL") || said.contains("WARNING"), said)
    }

    private static func bundledLandmarks() throws -> [Landmark] {
        try GtkTest.run { try bundledModel().landmarks }
    }

    /// The test's own data and configuration folders; `dataDirs` in place of the system's.
    private func environment(dataDirs: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        environment["XDG_DATA_DIRS"] = dataDirs
        return environment
    }
}
