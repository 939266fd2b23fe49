@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// A landmark copied with Ctrl+C, read back from the X clipboard by another
/// process (xclip), as the application a person pastes into reads it.
final class CopyJourneyTests: XCTestCase {
    /// What `xclip` reads from the clipboard as `target`; the main loop runs
    /// meanwhile, since this process is the one that answers.
    @MainActor private static func pasted(_ target: String) throws -> Data {
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        reader.arguments = ["-o", "-selection", "clipboard", "-t", target]
        let output = Pipe()
        reader.standardOutput = output
        reader.standardError = FileHandle.nullDevice
        try reader.run()
        var data = Data()
        let descriptor = output.fileHandleForReading.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(20)
        while true {
            GtkTest.drain()
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 { data.append(contentsOf: buffer[0..<count]); continue }
            if !reader.isRunning { break }
            if Date() > deadline { reader.terminate(); break }
            usleep(5_000)
        }
        return data
    }

    func testCtrlCCopiesTheShownLandmarksPictureAndPlaceAndAToastSaysSo() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            driver.click(try XCTUnwrap(driver.listRow(shown("Turtle Rock"))))
            driver.wait("the detail opens") { driver.label(tr("About %1$s", shown("Turtle Rock"))) != nil }
            let landmark = try XCTUnwrap(driver.model.landmarks.first { $0.name == shown("Turtle Rock") })
            XInput.press("ctrl+c")
            let toast = tr("Copied to clipboard")
            driver.wait("a toast confirms") { driver.label(toast).map(driver.isShowing) == true }
            let text = String(decoding: try Self.pasted("UTF8_STRING"), as: UTF8.self)
            // "Turtle Rock — Joshua Tree National Park, California" in English.
            let place = tr("%1$s — %2$s, %3$s", landmark.name, landmark.park, landmark.state)
            XCTAssertEqual(text, place + "\ngeo:34.011286,-116.166868")
            let targets = String(decoding: try Self.pasted("TARGETS"), as: UTF8.self)
            XCTAssertTrue(targets.contains("image/png"), "a picture is offered: \(targets)")
            let png = try Self.pasted("image/png")
            XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "the picture pastes as a PNG (\(png.count) bytes)")
        }
    }

    func testCtrlCInTheSearchFieldCopiesItsTextNotTheLandmark() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            driver.click(try XCTUnwrap(driver.listRow(shown("Turtle Rock"))))
            driver.wait("the detail opens") { driver.label(tr("About %1$s", shown("Turtle Rock"))) != nil }
            XInput.press("ctrl+f")
            XInput.type("rock")
            driver.wait("the search has the text") { driver.searchText == "rock" }
            driver.wait("the list follows it") { driver.listedNames == [shown("Turtle Rock")] }
            XInput.press("ctrl+a")
            let field = try XCTUnwrap(driver.focused(within: "GtkText")?.cast(to: Gtk.Text.self))
            driver.wait("the search text is selected") { abs(field.selectionBound - field.cursorPosition) == 4 }
            XInput.press("ctrl+c")
            GtkTest.drain()
            XCTAssertEqual(String(decoding: try Self.pasted("UTF8_STRING"), as: UTF8.self), "rock")
            XCTAssertNil(driver.label(tr("Copied to clipboard")), "no landmark was copied")
        }
    }
}
