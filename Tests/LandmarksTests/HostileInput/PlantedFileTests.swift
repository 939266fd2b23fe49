import Foundation
import Glibc
import XCTest

import ModelTestSupport

@testable import Landmarks
@testable import LandmarksModel

/// Whatever another process plants in the data folder — a link where the
/// temporary file goes, a link where a corrupt file is set aside — the app
/// writes only its own files, never through a link into someone else's.
final class PlantedFileTests: XCTestCase {
    private static let victimText = "the user's own file, which must stay as it is\n"

    /// A file outside the data folder that a planted link points at.
    private func victim(in folder: TemporaryDirectory) throws -> URL {
        let url = folder.url.appendingPathComponent("elsewhere.txt")
        try Self.victimText.write(to: url, atomically: false, encoding: .utf8)
        return url
    }

    func testASaveNeverWritesThroughALinkPlantedAsTheTemporaryFile() throws {
        let folder = try TemporaryDirectory()
        let data = folder.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let victim = try victim(in: folder)
        XCTAssertEqual(symlink(victim.path, data.appendingPathComponent("state.json.tmp").path), 0)
        try MainActor.assumeIsolated {
            XCTAssertTrue(StateStore(directory: data).save(SavedState(favorites: [2001: true])))
            XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), Self.victimText)
            let saved = StateStore(directory: data).load()
            XCTAssertEqual(saved.state.favorites, [2001: true])
            XCTAssertNil(saved.notice)
        }
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), Self.victimText, "loading deletes the link, not its target")
    }

    func testASaveReplacesALinkAtTheFileItselfInsteadOfWritingThroughIt() throws {
        let folder = try TemporaryDirectory()
        let victim = try victim(in: folder)
        let data = folder.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try MainActor.assumeIsolated {
            let path = data.appendingPathComponent("state.json").path
            let store = StateStore(directory: data)
            XCTAssertTrue(store.save(SavedState(favorites: [2002: false])))
            unlink(path)
            XCTAssertEqual(symlink(victim.path, path), 0)
            XCTAssertTrue(store.save(SavedState(favorites: [2002: true])))
            XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), Self.victimText)
            var info = stat()
            XCTAssertEqual(lstat(path, &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFREG, "state.json is now a file of the app's own")
        }
    }

    func testTheTemporaryFileIsNewEachSaveAndPrivate() throws {
        let folder = try TemporaryDirectory()
        try MainActor.assumeIsolated {
            let path = folder.url.appendingPathComponent("x.json").path
            // A regular file planted under the old fixed name stays untouched by a save.
            try "planted".write(toFile: path + ".tmp", atomically: false, encoding: .utf8)
            try PosixFile.replaceAtomically(path: path, contents: Array("one".utf8))
            XCTAssertEqual(try String(contentsOfFile: path + ".tmp", encoding: .utf8), "planted")
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "one")
            var info = stat()
            XCTAssertEqual(stat(path, &info), 0)
            XCTAssertEqual(info.st_mode & 0o777, 0o600)
            XCTAssertEqual(try folder.contents(), ["x.json", "x.json.tmp"], "no temporary file is left")
        }
    }

    func testLeftoverTemporaryFilesOfACrashedSaveAreRemovedOnLoad() throws {
        let folder = try TemporaryDirectory()
        try MainActor.assumeIsolated {
            StateStore(directory: folder.url).save(SavedState(favorites: [2001: true]))
            try folder.write(#"{"version": 1, "fav"#, to: "state.json.tmp-a1B2c3")
            try folder.write(#"{"version": 1, "fav"#, to: "state.json.tmp")
            try folder.write("unrelated", to: "state.json.tmp-notours-x")
            XCTAssertEqual(StateStore(directory: folder.url).load().state.favorites, [2001: true])
            XCTAssertEqual(try folder.contents(), ["state.json", "state.json.tmp-notours-x"])
        }
    }

    func testACorruptFileIsNeverSetAsideOverALinkPlantedUnderItsNewName() throws {
        let folder = try TemporaryDirectory()
        let victim = try victim(in: folder)
        let data = folder.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let path = data.appendingPathComponent("state.json").path
        try "not json".write(toFile: path, atomically: false, encoding: .utf8)
        // A dangling link where the kept copy would go, and one to the victim.
        XCTAssertEqual(symlink("/nonexistent/target", path + ".taken"), 0)
        try MainActor.assumeIsolated {
            XCTAssertThrowsError(try PosixFile.moveAside(path, to: path + ".taken"))
            XCTAssertEqual(symlink(victim.path, path + ".taken-too"), 0)
            XCTAssertThrowsError(try PosixFile.moveAside(path, to: path + ".taken-too"))
            let result = StateStore(directory: data).load()
            let kept = try XCTUnwrap(result.notice?.keptFilePath)
            XCTAssertEqual(try String(contentsOfFile: kept, encoding: .utf8), "not json")
        }
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), Self.victimText)
        var info = stat()
        XCTAssertEqual(lstat(path + ".taken", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK, "the planted link was left as it was")
    }

    func testSettingsAreNeverWrittenThroughALinkPlantedBesideThem() throws {
        let folder = try TemporaryDirectory()
        let victim = try victim(in: folder)
        let data = folder.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let path = data.appendingPathComponent("settings.ini").path
        XCTAssertEqual(symlink(victim.path, path + ".tmp"), 0)
        try MainActor.assumeIsolated {
            let settings = AppSettings(storage: KeyFileStorage(path: path))
            settings.mapZoom = .far
            XCTAssertEqual(AppSettings(storage: KeyFileStorage(path: path)).mapZoom, .far)
            var info = stat()
            XCTAssertEqual(stat(path, &info), 0)
            XCTAssertEqual(info.st_mode & 0o777, 0o600, "settings are private, as the saved state is")
        }
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), Self.victimText)
    }
}
