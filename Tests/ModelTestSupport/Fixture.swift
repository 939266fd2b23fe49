// ModelTestSupport: what the model tests and the app's tests share — the
// fixture files (`Tests/ModelTests/Fixtures/`) and the package's resources
// found from this file's location, temporary folders that clean up, and the
// error a decoding call throws. It needs no GTK.
import Foundation
import XCTest

@testable import LandmarksModel

/// Files in `Tests/ModelTests/Fixtures/` and the package's `Resources/`.
package enum Fixture {
    /// The package root: two levels above this file's folder.
    package static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/ModelTests/Fixtures/`.
    package static let directory = packageRoot.appendingPathComponent("Tests/ModelTests/Fixtures", isDirectory: true)

    package static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    package static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    /// A file in the package's top-level `Resources/`.
    package static func resource(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Resources").appendingPathComponent(name)
    }

    /// The valid landmark fixture as editable JSON objects.
    package static func validLandmarkObjects() throws -> [[String: Any]] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: data("landmarks-valid.json")) as? [[String: Any]])
    }

    package static func json(_ object: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }
}

/// A fresh folder under the system's temporary directory, removed on deinit.
package final class TemporaryDirectory {
    package let url: URL

    package init(_ name: String = #function) throws {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("landmarks-tests-\(safe)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The names in the folder, sorted.
    package func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    package func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    package func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }
}

/// The error a throwing call throws, or a test failure when it does not throw.
package func catalogError<T>(
    _ body: () throws(CatalogError) -> T, file: StaticString = #filePath, line: UInt = #line
) -> CatalogError? {
    do {
        let value = try body()
        XCTFail("expected a CatalogError, decoded \(value)", file: file, line: line)
        return nil
    } catch {
        return error
    }
}
