import Foundation
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// The XDG Base Directory variables as the specification reads them: a
/// relative path is invalid and ignored, as if the variable were unset.
final class XDGEnvironmentTests: XCTestCase {
    private func withEnvironment(_ values: [String: String?], _ body: () -> Void) {
        let names = XDGEnvironment.folderVariables + XDGEnvironment.listVariables
        let saved = Dictionary(uniqueKeysWithValues: names.map { ($0, getenv($0).map { String(cString: $0) }) })
        for (name, value) in values {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        body()
    }

    private func value(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    func testRelativeFolderVariablesAreIgnoredAndAbsoluteOnesKept() {
        withEnvironment(["XDG_DATA_HOME": "rel/data", "XDG_CONFIG_HOME": "./config", "XDG_CACHE_HOME": "/abs/cache",
                         "XDG_STATE_HOME": ""]) {
            XDGEnvironment.ignoreRelativePaths()
            XCTAssertNil(value("XDG_DATA_HOME"))
            XCTAssertNil(value("XDG_CONFIG_HOME"))
            XCTAssertEqual(value("XDG_CACHE_HOME"), "/abs/cache")
            XCTAssertNil(value("XDG_STATE_HOME"), "an empty value is no path either")
        }
    }

    func testRelativeEntriesLeaveAFolderList() {
        withEnvironment(["XDG_DATA_DIRS": "rel:/usr/local/share::/usr/share", "XDG_CONFIG_DIRS": "only/relative"]) {
            XDGEnvironment.ignoreRelativePaths()
            XCTAssertEqual(value("XDG_DATA_DIRS"), "/usr/local/share:/usr/share")
            XCTAssertNil(value("XDG_CONFIG_DIRS"))
        }
    }
}
