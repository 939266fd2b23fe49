@_spi(Bindings) import GtkBridge
import Adw
@_spi(Bindings) import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

private struct Shelf: Hashable {
    let name: String
}

@Observable @MainActor
private final class DeletionModel {
    var isConfirming = false
    var shelf: Shelf? = Shelf(name: "Deserts")
    var deleted: [String] = []
}

/// A confirmation presenting the item it asks about, as SwiftUI code writes it.
private struct Deleting: View {
    let model: DeletionModel
    var body: some View {
        Text("Shelves")
            .confirmationDialog("Delete Shelf?", isPresented: Bindable(model).isConfirming, presenting: model.shelf) { shelf in
                Button("Delete", role: .destructive) { model.deleted.append(shelf.name) }
                Button("Keep", role: .cancel) {}
            } message: { shelf in
                Text("Select Delete to remove ‘\(shelf.name)’.")
            }
    }
}

final class ConfirmationDialogTests: XCTestCase {
    @MainActor private static func dialog(above before: Int) -> Adw.MessageDialog? {
        let toplevels = toplevelWindows()
        guard toplevels.count == before + 1 else { return nil }
        return toplevels[before].cast(to: Adw.MessageDialog.self)
    }

    func testAConfirmationAsksAboutThePresentedItemAndItsActionsGetIt() throws {
        try GtkTest.run {
            let model = DeletionModel()
            let mounted = PresentedView(Deleting(model: model), width: 300, height: 200)
            let before = toplevelWindows().count
            model.isConfirming = true
            mounted.settle()
            let dialog = try XCTUnwrap(Self.dialog(above: before))
            XCTAssertEqual(dialog.heading, "Delete Shelf?")
            XCTAssertEqual(dialog.body, "Select Delete to remove ‘Deserts’.")
            XCTAssertEqual(dialog.responseAppearance("response-0"), .destructive)
            dialog.response("response-0")
            XCTAssertEqual(model.deleted, ["Deserts"])
            XCTAssertFalse(model.isConfirming)
        }
    }

    func testWithoutItsDataTheConfirmationDoesNotShow() throws {
        try GtkTest.run {
            let model = DeletionModel()
            model.shelf = nil
            let mounted = PresentedView(Deleting(model: model), width: 300, height: 200)
            let before = toplevelWindows().count
            model.isConfirming = true
            mounted.settle()
            XCTAssertNil(Self.dialog(above: before), "presenting nil: nothing to ask about")
        }
    }
}
