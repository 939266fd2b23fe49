import Foundation
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// A catalogue file dragged from another application (as from a file
/// manager, over X's drag and drop) and dropped on the window is opened as
/// `--catalog` opens one, with the same checks and messages.
final class DropJourneyTests: XCTestCase {
    /// The other application, at (1050, 100): a label that drags a file.
    private enum DragSource {
        static let origin = (x: 1050, y: 100)
        static let handle = (x: 1200, y: 200)
    }

    /// Drags the source's file onto the middle of the app's window.
    @MainActor private static func drop(_ file: String, on driver: AppDriver) throws {
        let source = try OtherApplication(
            script: "drag-source.py", arguments: [file, String(DragSource.origin.x), String(DragSource.origin.y)])
        XCTAssertTrue(source.said("ready"), "the other application is up")
        let window = try XCTUnwrap(XInput.screenPoint(of: driver.window, at: (500, 400)))
        XInput.swipe(fromScreen: DragSource.handle, to: window)
        XCTAssertTrue(source.said("dropped"), "the drag ended")
    }

    private static func fixture(_ name: String) -> String {
        TestPaths.packageRoot() + "/Tests/ModelTests/Fixtures/" + name
    }

    func testADroppedCatalogueReplacesTheLandmarksWithTheSavedFavoritesKept() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            driver.click(try XCTUnwrap(driver.listRow(shown("Turtle Rock"))))
            driver.wait("a detail is open") { driver.navigation.listSelection != nil }
            XInput.press("shift+alt+f")
            driver.wait("Turtle Rock is no longer a favorite") { driver.model.landmark(id: 1001)?.isFavorite == false }
            let expected = try CatalogDecoder.landmarks(contentsOf: URL(fileURLWithPath: Self.fixture("landmarks-valid.json")))

            try Self.drop(Self.fixture("landmarks-valid.json"), on: driver)
            driver.wait("the dropped catalogue is shown") { driver.model.landmarks.map(\.id) == expected.map(\.id) }
            driver.wait("the list shows it") { driver.listRow(expected[0].name) != nil }
            XCTAssertNil(driver.navigation.listSelection, "the old catalogue's landmark is no longer selected")
            driver.wait("a toast says so (after the favorite's, still showing)") {
                driver.app.mainWindow!.toaster.history.contains(tr("Opened “%1$s”", "landmarks-valid.json"))
            }
            // Favorites made in it are saved by id with the catalogue's own group.
            driver.model.setFavorite(true, id: expected[1].id)
            GtkTest.drain()
            let saved = StateStore(directory: driver.dataDirectory).load().state
            XCTAssertEqual(saved.favorites[expected[1].id], true)
            XCTAssertEqual(saved.catalogs.last, expected.map(\.id))
            XCTAssertEqual(saved.favorites[1001], false, "the first catalogue's favorites are kept")
        }
    }

    func testADroppedFileThatFailsTheChecksSaysWhyAsTheCommandLineDoesAndChangesNothing() throws {
        try GtkTest.run {
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            let before = driver.model.landmarks
            let file = Self.fixture("landmarks-trailing-comma.json")
            var reason = ""
            do {
                _ = try CatalogDecoder.landmarks(contentsOf: URL(fileURLWithPath: file))
            } catch {
                reason = (error as? CatalogError)?.message ?? ""
            }
            XCTAssertFalse(reason.isEmpty)
            try Self.drop(file, on: driver)
            driver.wait("the reason is given") {
                driver.app.mainWindow!.toaster.history.contains { $0.contains(reason) && $0.contains(file) }
            }
            driver.wait("the toast shows") { driver.label(tr("Catalogue not opened")).map(driver.isShowing) == true }
            XCTAssertEqual(driver.model.landmarks, before, "the landmarks shown have not changed")
        }
    }

    func testFilesDroppedTogetherOpenTheFirstAndAToastSaysTheOthersAreNot() throws {
        try GtkTest.run {
            // Fifty copies of a catalogue, as a file manager's selection.
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-drop-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let files = try (1...50).map { index in
                let copy = folder.appendingPathComponent("catalogue-\(index).json")
                try FileManager.default.copyItem(atPath: Self.fixture("landmarks-valid.json"), toPath: copy.path)
                return copy.path
            }
            let driver = try AppDriver(width: 1000, height: 720, tab: "list")
            try assertShowsList(driver)
            let expected = try CatalogDecoder.landmarks(contentsOf: URL(fileURLWithPath: files[0]))
            try Self.drop(files.joined(separator: ":"), on: driver)
            driver.wait("the first file is opened") { driver.model.landmarks.map(\.id) == expected.map(\.id) }
            let others = ntr("Only one catalogue opens at a time: “%2$s” is opened, and the %1$d other file dropped with it is not.",
                             "Only one catalogue opens at a time: “%2$s” is opened, and the %1$d other files dropped with it are not.",
                             count: 49, 49, "catalogue-1.json")
            let history = { driver.app.mainWindow!.toaster.history }
            driver.wait("a toast says which opened and that the others did not") { history().contains(others) }
            driver.wait("it shows at once, not queued behind another") {
                driver.label(tr("Other files not opened")).map(driver.isShowing) == true
            }
        }
    }
}
