import Foundation
import XCTest

import ModelTestSupport

@testable import Landmarks
@testable import LandmarksModel

/// One limit on both sides of the saved-state file: whatever the app writes,
/// the next start reads. Favorites of every catalogue ever opened are kept,
/// until the file would pass the limit; then the catalogues opened longest
/// ago go first, the user is told once, and the current one always stays.
final class SavedStateLimitTests: XCTestCase {
    /// `count` landmarks with ids from `first`, each a favorite.
    private func landmarks(from first: Int, count: Int) throws -> [Landmark] {
        let template = try CatalogDecoder.landmarks(contentsOf: Fixture.url("landmarks-valid.json"))[0]
        return (0..<count).map { offset in
            var landmark = template
            landmark.id = first + offset
            landmark.isFavorite = true
            return landmark
        }
    }

    func testAStateWithMoreFavoritesThanTheReaderTakesIsWrittenSoItLoadsAgain() throws {
        let folder = try TemporaryDirectory()
        var state = SavedState.empty
        // Fourteen old catalogues of 25,000 landmarks: 350,000 favorites, over 8 MB.
        for catalog in 0..<14 { state.record(favoritesOf: try landmarks(from: catalog * 100_000, count: 25_000)) }
        let current = try landmarks(from: 5_000_000, count: 12)
        state.record(favoritesOf: current)
        XCTAssertGreaterThan(try state.encoded().count, CatalogLimits.savedStateBytes, "the unlimited file is too large")

        try MainActor.assumeIsolated {
            let store = StateStore(directory: folder.url)
            var told: [String] = []
            store.onEntriesLeftOut = { told.append($0) }
            XCTAssertTrue(store.save(state))
            let size = try FileManager.default.attributesOfItem(
                atPath: folder.url.appendingPathComponent("state.json").path)[.size] as? Int
            XCTAssertLessThanOrEqual(try XCTUnwrap(size), CatalogLimits.savedStateBytes)

            let loaded = StateStore(directory: folder.url).load()
            XCTAssertNil(loaded.notice, "the file written is one the reader accepts")
            for landmark in current { XCTAssertEqual(loaded.state.favorites[landmark.id], true) }
            XCTAssertNil(loaded.state.favorites[0], "the oldest catalogue went first")
            XCTAssertEqual(loaded.state.favorites[1_300_000], true, "the newest old catalogue stayed")
            XCTAssertEqual(loaded.state.catalogs.last, current.map(\.id))
            XCTAssertEqual(told.count, 1)
            XCTAssertTrue(told[0].contains("were left out"), told[0])

            // A later save does not tell again.
            var next = state
            next.favorites[900_000] = false
            XCTAssertTrue(store.save(next))
            XCTAssertEqual(told.count, 1)
        }
    }

    func testAStateJustUnderTheLimitRoundTripsWhole() throws {
        let folder = try TemporaryDirectory()
        var state = SavedState.empty
        for catalog in 0..<3 { state.record(favoritesOf: try landmarks(from: catalog * 100_000, count: 25_000)) }
        let fitted = try state.encoded(fitting: CatalogLimits.savedStateBytes)
        XCTAssertEqual(fitted.droppedEntries, 0)
        XCTAssertEqual(fitted.state, state)
        try MainActor.assumeIsolated {
            XCTAssertTrue(StateStore(directory: folder.url).save(state))
            XCTAssertEqual(StateStore(directory: folder.url).load(), StateStore.LoadResult(state: state, notice: nil))
        }
    }

    func testFavoritesFromAFileWithoutCatalogueGroupsAreTheFirstToGo() throws {
        var state = SavedState(favorites: Dictionary(uniqueKeysWithValues: (0..<60_000).map { ($0, true) }))
        state.record(favoritesOf: try landmarks(from: 1_000_000, count: 25_000))
        let fitted = try state.encoded(fitting: 1 << 20)
        XCTAssertLessThanOrEqual(fitted.bytes.count, 1 << 20)
        XCTAssertEqual(fitted.droppedEntries, 60_000)
        XCTAssertEqual(fitted.state.favorites.count, 25_000)
    }

    func testReopeningACatalogueMakesItTheNewest() throws {
        var state = SavedState.empty
        let first = try landmarks(from: 1, count: 3), second = try landmarks(from: 100, count: 3)
        state.record(favoritesOf: first)
        state.record(favoritesOf: second)
        state.record(favoritesOf: first)
        XCTAssertEqual(state.catalogs, [second.map(\.id), first.map(\.id)])
    }

    func testCatalogueGroupsRoundTripAndAFileWithoutThemStillLoads() throws {
        let state = SavedState(favorites: [1: true, 2: false], catalogs: [[1], [2, 1]])
        XCTAssertEqual(try SavedState.decode(try state.encoded()), state)
        let old = #"{"version": 1, "favorites": {"1001": true}}"#
        var expected = SavedState(favorites: [1001: true])
        expected.version = 1
        XCTAssertEqual(try SavedState.decode(Array(old.utf8)), expected)
        XCTAssertThrowsError(try SavedState.decode(Array(#"{"version": 1, "favorites": {}, "catalogs": [["x"]]}"#.utf8)))
    }
}
