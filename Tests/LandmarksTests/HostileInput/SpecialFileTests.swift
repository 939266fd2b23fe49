@_spi(Bindings) import GtkBridge
import Dispatch
import Foundation
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Only regular files are read: a device that never ends (/dev/zero), a FIFO
/// with no writer (which would block opening forever) or a folder is refused
/// at once with a message that says what it is.
final class SpecialFileTests: XCTestCase {
    /// The decoder's answer for `path`, given within five seconds or a failure.
    private func refusal(_ path: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        final class Answer: @unchecked Sendable { var reason: String? }  // written before the signal, read after
        let answered = DispatchSemaphore(value: 0)
        let answer = Answer()
        DispatchQueue.global().async {
            do throws(CatalogError) {
                _ = try CatalogDecoder.landmarks(contentsOf: URL(fileURLWithPath: path))
            } catch {
                if case .unreadable(_, let why) = error { answer.reason = why }
            }
            answered.signal()
        }
        guard answered.wait(timeout: .now() + 5) == .success else {
            XCTFail("reading \(path) did not return within 5 seconds", file: file, line: line)
            return nil
        }
        return answer.reason
    }

    func testDevZeroIsRefusedAsADevice() {
        XCTAssertEqual(refusal("/dev/zero"), "it is a device, not a regular file")
    }

    func testAFIFOWithNoWriterIsRefusedWithoutBlocking() throws {
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("catalog.json").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        XCTAssertEqual(refusal(path), "it is a FIFO (named pipe), not a regular file")
    }

    func testAFolderIsRefused() throws {
        let folder = try TemporaryDirectory()
        XCTAssertEqual(refusal(folder.url.path), "it is a folder, not a regular file")
    }

    func testASavedStateFIFOIsSetAsideWithoutBlocking() throws {
        let folder = try TemporaryDirectory()
        XCTAssertEqual(mkfifo(folder.url.appendingPathComponent("state.json").path, 0o600), 0)
        let url = folder.url
        let result = GtkTest.run { StateStore(directory: url).load() }
        XCTAssertEqual(result.state, .empty)
        XCTAssertTrue(result.notice?.detail.contains("FIFO") == true, "\(String(describing: result.notice))")
    }
}
