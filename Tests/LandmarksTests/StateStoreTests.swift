@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// The saved-state file: round trip, merge by id, crash safety, corrupt files,
/// unwritable folders and debounced saving.
final class StateStoreTests: XCTestCase {
    /// A profile whose date survives ISO 8601 (whole seconds).
    private static let profile = Profile(
        username: "ranger", prefersNotifications: false, seasonalPhoto: .autumn,
        goalDate: Date(timeIntervalSince1970: 1_800_000_000))

    private func landmarks() throws -> [Landmark] {
        try CatalogDecoder.landmarks(contentsOf: Fixture.url("landmarks-valid.json"))
    }

    func testSavedStateLoadsBackUnchanged() throws {
        let folder = try TemporaryDirectory()
        try MainActor.assumeIsolated {
            let store = StateStore(directory: folder.url)
            let state = SavedState(favorites: [2001: true, 2002: false], profile: Self.profile)
            XCTAssertTrue(store.save(state))
            XCTAssertEqual(try folder.contents(), ["state.json"])
            let loaded = StateStore(directory: folder.url).load()
            XCTAssertEqual(loaded, StateStore.LoadResult(state: state, notice: nil))
        }
    }

    func testFileFormatIsVersionedAndKeyedById() throws {
        let folder = try TemporaryDirectory()
        try MainActor.assumeIsolated {
            StateStore(directory: folder.url).save(
                SavedState(favorites: [1001: true, 1004: false], profile: Self.profile))
            let object = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(folder.read("state.json").utf8)) as? [String: Any])
            XCTAssertEqual(object["version"] as? Int, 2)
            XCTAssertEqual((object["collections"] as? [Any])?.count, 0)
            XCTAssertEqual(object["favorites"] as? [String: Bool], ["1001": true, "1004": false])
            let savedProfile = try XCTUnwrap(object["profile"] as? [String: Any])
            XCTAssertEqual(savedProfile["username"] as? String, "ranger")
            XCTAssertEqual(savedProfile["seasonalPhoto"] as? String, "🍂")
            XCTAssertEqual(savedProfile["goalDate"] as? String, "2027-01-15T08:00:00Z")
        }
    }

    func testMissingFileLoadsDefaultsWithoutNotice() throws {
        let folder = try TemporaryDirectory()
        MainActor.assumeIsolated {
            let store = StateStore(directory: folder.url.appendingPathComponent("not-yet"))
            XCTAssertEqual(store.load(), StateStore.LoadResult(state: .empty, notice: nil))
        }
    }

    func testFavoritesMergeByIdAcrossAChangedCatalogue() throws {
        let folder = try TemporaryDirectory()
        let old = try landmarks()  // ids 2001, 2002, 2003
        MainActor.assumeIsolated {
            let store = StateStore(directory: folder.url)
            var state = SavedState.empty
            var favorites = old
            favorites[0].isFavorite = true  // 2001: catalogue says false
            favorites[1].isFavorite = false  // 2002: catalogue says true
            state.record(favoritesOf: favorites)
            store.save(state)

            // The new catalogue drops 2003, reorders, and adds 2004 (a favorite by default).
            var added = old[2]
            added.id = 2004
            added.isFavorite = true
            let new = [old[1], added, old[0]]
            let loaded = StateStore(directory: folder.url).load().state
            let merged = loaded.applying(to: new)
            XCTAssertEqual(merged.map(\.id), [2002, 2004, 2001])
            XCTAssertEqual(merged.map(\.isFavorite), [false, true, true])
            var inPlace = new
            loaded.apply(to: &inPlace)
            XCTAssertEqual(inPlace, merged, "applied in place as applying(to:) gives it")

            var next = loaded
            next.record(favoritesOf: merged)
            store.save(next)
            let saved = StateStore(directory: folder.url).load().state
            XCTAssertEqual(saved.favorites, [2001: true, 2002: false, 2003: false, 2004: true])
        }
    }

    func testLeftoverTemporaryFileIsIgnoredAndRemoved() throws {
        let folder = try TemporaryDirectory()
        try MainActor.assumeIsolated {
            let good = SavedState(favorites: [2001: true], profile: Self.profile)
            StateStore(directory: folder.url).save(good)
            // A crash between writing the temporary file and renaming it.
            try folder.write(#"{"version": 1, "favorites": {"2001": fal"#, to: "state.json.tmp")
            let store = StateStore(directory: folder.url)
            XCTAssertEqual(store.load(), StateStore.LoadResult(state: good, notice: nil))
            XCTAssertEqual(try folder.contents(), ["state.json"])
        }
    }

    func testCorruptFileIsKeptAsideAndDefaultsLoad() throws {
        let folder = try TemporaryDirectory()
        let garbage = "{\"version\": 1, \"favorites\": {\"2001\": tru"
        try folder.write(garbage, to: "state.json")
        try MainActor.assumeIsolated {
            let store = StateStore(directory: folder.url)
            let result = store.load()
            XCTAssertEqual(result.state, .empty)
            let notice = try XCTUnwrap(result.notice)
            let kept = try XCTUnwrap(notice.keptFilePath)
            let keptName = URL(fileURLWithPath: kept).lastPathComponent
            XCTAssertTrue(keptName.hasPrefix("state.json.corrupt-"), keptName)
            XCTAssertEqual(
                notice.message,
                "Your saved favorites, collections and profile were not loaded because the file is damaged, so Landmarks started "
                    + "with the defaults. The old file was kept as “\(kept)”.")
            XCTAssertEqual(try folder.contents(), [keptName])
            XCTAssertEqual(try folder.read(keptName), garbage)

            // The next save writes a fresh file and leaves the kept one alone.
            XCTAssertTrue(store.save(SavedState(favorites: [2002: true])))
            XCTAssertEqual(try folder.contents(), ["state.json", keptName])
            XCTAssertEqual(try folder.read(keptName), garbage)
        }
    }

    func testANewerVersionsFileIsReadAsFarAsThisVersionCanAndWrittenBackWhole() throws {
        let folder = try TemporaryDirectory()
        try folder.write(#"{"version": 3, "favorites": {"2001": true}, "tags": ["snow"]}"#, to: "state.json")
        try MainActor.assumeIsolated {
            let store = StateStore(directory: folder.url)
            let result = store.load()
            XCTAssertNil(result.notice)
            XCTAssertEqual(result.state.favorites, [2001: true])
            var next = result.state
            next.favorites[2002] = true
            XCTAssertTrue(store.save(next))
            let text = try folder.read("state.json")
            XCTAssertTrue(text.contains("\"version\" : 3") && text.contains("\"tags\""), text)
        }
    }

    func testANewerVersionsFileThisVersionCannotReadIsLeftForItAndNotSavedOver() throws {
        let folder = try TemporaryDirectory()
        let newer = #"{"version": 3, "favorites": [2001], "tags": []}"#
        try folder.write(newer, to: "state.json")
        try MainActor.assumeIsolated {
            let store = StateStore(directory: folder.url)
            let result = store.load()
            XCTAssertEqual(result.state, .empty)
            let notice = try XCTUnwrap(result.notice)
            XCTAssertTrue(notice.message.contains("saved by a newer version of Landmarks"), notice.message)
            XCTAssertTrue(notice.detail.contains("format version 3"), notice.detail)
            XCTAssertFalse(store.save(SavedState(favorites: [2002: true])))
            XCTAssertEqual(try folder.contents(), ["state.json"])
            XCTAssertEqual(try folder.read("state.json"), newer, "left for the version that wrote it")
        }
    }

    func testASaveAfterAnotherInstanceDeletedACollectionDoesNotBringItBack() throws {
        let folder = try TemporaryDirectory()
        try MainActor.assumeIsolated {
            let trip = LandmarkCollection(id: 1, name: "Trip", landmarkIDs: [2001])
            StateStore(directory: folder.url).save(SavedState(collections: [trip]))
            let first = StateStore(directory: folder.url)
            let second = StateStore(directory: folder.url)
            var a = first.load().state
            var b = second.load().state
            a.collections = []
            XCTAssertTrue(first.save(a))
            b.favorites[2002] = true
            XCTAssertTrue(second.save(b))
            let file = StateStore(directory: folder.url).load().state
            XCTAssertEqual(file.collections, [], "the other's delete holds")
            XCTAssertEqual(file.favorites[2002], true, "and this one's favorite is saved")
            XCTAssertEqual(second.lastWritten, file, "the store knows what the file holds")
            // The first writes again: the second's favorite is kept too.
            a.favorites[2001] = true
            XCTAssertTrue(first.save(a))
            XCTAssertEqual(StateStore(directory: folder.url).load().state.favorites, [2001: true, 2002: true])
        }
    }

    func testWrongShapeIsTreatedAsCorrupt() throws {
        let folder = try TemporaryDirectory()
        try folder.write(#"{"version": 1, "favorites": {"Turtle Rock": true}}"#, to: "state.json")
        MainActor.assumeIsolated {
            let result = StateStore(directory: folder.url).load()
            XCTAssertEqual(result.state, .empty)
            XCTAssertNotNil(result.notice?.keptFilePath)
        }
    }

    func testUnwritableDirectoryReportsOnceAndKeepsWorking() throws {
        let folder = try TemporaryDirectory()
        try folder.write("a file where the data folder's parent should be", to: "blocker")
        let directory = folder.url.appendingPathComponent("blocker").appendingPathComponent("data")
        MainActor.assumeIsolated {
            let store = StateStore(directory: directory)
            var reports: [String] = []
            store.onSaveError = { reports.append($0) }
            XCTAssertEqual(store.load().notice, nil)
            XCTAssertFalse(store.save(SavedState(favorites: [2001: true])))
            XCTAssertFalse(store.save(SavedState(favorites: [2001: false])))
            XCTAssertFalse(store.save(SavedState(favorites: [2002: true])))
            XCTAssertEqual(
                reports,
                [
                    "Landmarks cannot save your favorites, collections and profile: could not create the folder “\(directory.path)” "
                        + "(Not a directory). Your changes are kept until you quit."
                ])
            XCTAssertEqual(store.saveError, reports.first)
            XCTAssertEqual(store.writeCount, 0)
        }
    }
}
