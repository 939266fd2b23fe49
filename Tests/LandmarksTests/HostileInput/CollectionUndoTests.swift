import GtkUI
@_spi(Bindings) import Gtk
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import Landmarks
@testable import LandmarksModel

/// Undo that cannot be done says why, and Undo never loses a collection.
final class CollectionUndoTests: XCTestCase {
    @MainActor
    private static func clickUndo(of message: String, in presented: PresentedToaster) throws {
        let undo = try XCTUnwrap(presented.button("Undo", inToastSaying: message), "a toast says \(message)")
        undo.emitSignal("clicked")
    }

    @MainActor
    private static func model() -> ModelData {
        let landmark = Landmark(id: 1001, name: "Lake", park: "Park", state: "State", description: "",
                                isFavorite: false, isFeatured: false, category: .lakes, imageName: "x",
                                coordinates: .init(latitude: 0, longitude: 0))
        return ModelData(landmarks: [landmark], hikes: [])
    }

    func testUndoingARemovalFromACollectionDeletedSinceSaysWhy() throws {
        try GtkTest.run {
            let presented = PresentedToaster()
            let toaster = presented.toaster
            let model = Self.model()
            model.collections = [LandmarkCollection(id: 1, name: "Trip", landmarkIDs: [1001])]
            CollectionChange.set(1001, isIn: false, collection: 1, in: model, toaster: toaster)
            model.deleteCollection(id: 1)  // as another writer's file read meanwhile does
            try Self.clickUndo(of: "Removed from “Trip”", in: presented)
            XCTAssertEqual(toaster.history.last, "“Trip” was deleted, so the change cannot be undone.")
            XCTAssertTrue(model.collections.isEmpty)
        }
    }

    func testUndoOfADeleteAfterTheIdsRanOutBringsTheCollectionBack() throws {
        try GtkTest.run {
            let presented = PresentedToaster()
            let toaster = presented.toaster
            let model = Self.model()
            model.collections = [LandmarkCollection(id: LandmarkCollection.maximumID, name: "Last"),
                                 LandmarkCollection(id: 1, name: "Alpha")]
            CollectionChange.delete(1, in: model, toaster: toaster)
            CollectionChange.commit(.new(adding: nil), name: "Beta", in: model, toaster: toaster)
            try Self.clickUndo(of: "Deleted “Alpha”", in: presented)
            XCTAssertEqual(Set(model.collections.map(\.name)), ["Last", "Alpha", "Beta"], "Alpha is back")
        }
    }
}
