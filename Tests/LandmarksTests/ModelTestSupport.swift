// Helpers for the model and persistence tests: fixture and resource files
// found from this file's location, and temporary folders that clean up.
import Foundation
import XCTest

@testable import Landmarks

/// Files in `Tests/LandmarksTests/Fixtures/` and the package's `Resources/`.
enum Fixture {
    /// `Tests/LandmarksTests/Fixtures/`, next to this file.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures", isDirectory: true)

    /// The package root: two levels above this file's folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    /// A file in the package's top-level `Resources/`.
    static func resource(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Resources").appendingPathComponent(name)
    }

    /// The valid landmark fixture as editable JSON objects.
    static func validLandmarkObjects() throws -> [[String: Any]] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: data("landmarks-valid.json")) as? [[String: Any]])
    }

    static func json(_ object: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }
}

/// A fresh folder under the system's temporary directory, removed on deinit.
final class TemporaryDirectory {
    let url: URL

    init(_ name: String = #function) throws {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("landmarks-tests-\(safe)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The names in the folder, sorted.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }
}

/// The error a throwing call throws, or a test failure when it does not throw.
func catalogError<T>(
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
