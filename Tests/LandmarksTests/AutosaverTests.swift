@_spi(Bindings) import GtkBridge
import Foundation
import GtkTestSupport
import ModelTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Autosaver: restoring saved favorites into ModelData and saving its changes.
final class AutosaverTests: XCTestCase {
    private func model() throws -> ModelData {
        try MainActor.assumeIsolated {
            try ModelData.load(
                landmarks: Fixture.data("landmarks-valid.json"), hikes: Fixture.data("hikes-valid.json"))
        }
    }

    func testRestoreAppliesSavedFavoritesAndProfile() throws {
        let folder = try TemporaryDirectory()
        let model = try model()
        MainActor.assumeIsolated {
            let profile = Profile(username: "hiker", goalDate: Date(timeIntervalSince1970: 1_800_000_000))
            StateStore(directory: folder.url).save(
                SavedState(favorites: [2001: true, 2002: false, 9999: true], profile: profile))
            let (autosaver, notice) = Autosaver.restore(into: model, from: StateStore(directory: folder.url))
            XCTAssertNil(notice)
            XCTAssertEqual(model.landmarks.map(\.isFavorite), [true, false, false])
            XCTAssertEqual(model.profile, profile)
            XCTAssertEqual(autosaver.state.favorites[9999], true)
        }
    }

    func testCollectionsAreRestoredAndEachChangeToThemIsSavedAtOnce() throws {
        let folder = try TemporaryDirectory()
        let model = try model()
        GtkTest.run {
            let saved = [LandmarkCollection(id: 3, name: "Deserts", landmarkIDs: [2001, 9999])]
            StateStore(directory: folder.url).save(SavedState(collections: saved))
            let store = StateStore(directory: folder.url)
            let (autosaver, _) = Autosaver.restore(into: model, from: store)
            defer { withExtendedLifetime(autosaver) {} }
            XCTAssertEqual(model.collections, saved)

            let id = try! model.createCollection(named: "Lakes")
            XCTAssertTrue(GtkTest.iterate(until: { store.writeCount == 1 }))
            try! model.setLandmark(2002, isIn: true, collection: id)
            XCTAssertTrue(GtkTest.iterate(until: { store.writeCount == 2 }))
            XCTAssertEqual(StateStore(directory: folder.url).load().state.collections.map(\.landmarkIDs), [[2001, 9999], [2002]])
            model.deleteCollection(id: 3)
            XCTAssertTrue(GtkTest.iterate(until: { store.writeCount == 3 }))
            XCTAssertEqual(StateStore(directory: folder.url).load().state.collections.map(\.name), ["Lakes"])
        }
    }

    func testAModelTakesWhatAnotherInstanceChangedWhenItSaves() throws {
        let folder = try TemporaryDirectory()
        let model = try model()
        GtkTest.run {
            let saved = [LandmarkCollection(id: 3, name: "Deserts"), LandmarkCollection(id: 4, name: "Lakes")]
            StateStore(directory: folder.url).save(SavedState(collections: saved))
            let store = StateStore(directory: folder.url)
            let (autosaver, _) = Autosaver.restore(into: model, from: store)
            defer { withExtendedLifetime(autosaver) {} }
            // Another instance deletes Deserts.
            let other = StateStore(directory: folder.url)
            var theirs = other.load().state
            theirs.collections.removeFirst()
            XCTAssertTrue(other.save(theirs))

            model.setFavorite(!model.landmarks[0].isFavorite, id: model.landmarks[0].id)
            XCTAssertTrue(GtkTest.iterate(until: { store.writeCount == 1 }))
            XCTAssertEqual(model.collections.map(\.name), ["Lakes"], "what shows is what the file holds")
            XCTAssertEqual(StateStore(directory: folder.url).load().state.collections.map(\.name), ["Lakes"])
            GtkTest.drain()
            XCTAssertEqual(store.writeCount, 1, "taking the merge is not another change to save")
        }
    }

    func testEachChangeIsSavedAtOnceAsOneWriteAndUnknownIdsKept() throws {
        let folder = try TemporaryDirectory()
        let model = try model()
        GtkTest.run {
            StateStore(directory: folder.url).save(SavedState(favorites: [9999: true]))
            let store = StateStore(directory: folder.url)
            let (autosaver, _) = Autosaver.restore(into: model, from: store)
            model.toggleFavorite(id: 2001)
            model.toggleFavorite(id: 2003)
            // Both changes reach the store in the next main-loop turn, as one
            // write, with no wait a crash could fall into.
            XCTAssertTrue(GtkTest.iterate(until: { store.writeCount == 1 }))
            let saved = StateStore(directory: folder.url).load().state
            XCTAssertEqual(saved.favorites, [2001: true, 2002: true, 2003: true, 9999: true])
            XCTAssertNil(saved.profile, "an untouched default profile is not saved")

            // The observation re-arms after each change.
            model.setFavorite(false, id: 2002)
            XCTAssertTrue(GtkTest.iterate(until: { store.writeCount == 2 }))
            XCTAssertEqual(StateStore(directory: folder.url).load().state.favorites[2002], false)

            model.profile.username = "new name"
            autosaver.flush()
            XCTAssertEqual(StateStore(directory: folder.url).load().state.profile?.username, "new name")
            XCTAssertEqual(store.writeCount, 3)
            GtkTest.drain()
            XCTAssertEqual(store.writeCount, 3, "the change was written once")
        }
    }

    func testARunWithoutAChangeWritesNoFile() throws {
        let folder = try TemporaryDirectory()
        let model = try model()
        GtkTest.run {
            let store = StateStore(directory: folder.url)
            let (autosaver, _) = Autosaver.restore(into: model, from: store)
            // The model is set again with what it holds, as a view's binding may.
            model.landmarks = model.landmarks
            GtkTest.drain()
            autosaver.flush()
            XCTAssertEqual(store.writeCount, 0)
            XCTAssertFalse(FileManager.default.fileExists(atPath: store.filePath))

            model.toggleFavorite(id: 2002)
            autosaver.flush()
            XCTAssertEqual(store.writeCount, 1)
            XCTAssertEqual(StateStore(directory: folder.url).load().state.favorites, [2001: false, 2002: false, 2003: false])
        }
    }
}
