@_spi(Bindings) import GtkBridge
import Adw
@_spi(Bindings) import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

@Observable @MainActor
private final class NamingModel {
    var isNaming = false
    var name = ""
    var created: [String] = []
    var cancelled = 0
}

/// An alert as SwiftUI code writes one: a text field, Cancel, and a Create
/// that is enabled only once the name is good, with a message that says why.
private struct Naming: View {
    let model: NamingModel
    var body: some View {
        Text("Collections")
            .alert("New Collection", isPresented: Bindable(model).isNaming) {
                TextField("Name", text: Bindable(model).name)
                Button("Cancel", role: .cancel) { model.cancelled += 1 }
                Button("Create") { model.created.append(model.name) }
                    .disabled(model.name.isEmpty)
            } message: {
                Text(model.name.isEmpty ? "A collection needs a name."
                     : model.name.count > 40 ? "“\(model.name)” is longer than a collection's name may be: choose one of at most 40 characters."
                     : "Landmarks can be added to it later.")
            }
    }
}

final class AlertTests: XCTestCase {
    @MainActor private static func dialog(in windowsBefore: Int) -> Adw.MessageDialog? {
        let toplevels = toplevelWindows()
        guard toplevels.count == windowsBefore + 1 else { return nil }
        return toplevels[windowsBefore].cast(to: Adw.MessageDialog.self)
    }

    /// The view mounted with its alert open, the dialog, and how many windows there were before.
    @MainActor private static func opened() throws -> (NamingModel, PresentedView<Naming>, Adw.MessageDialog, Int) {
        let model = NamingModel()
        let mounted = PresentedView(Naming(model: model))
        let windowsBefore = toplevelWindows().count
        model.isNaming = true
        mounted.settle()
        return (model, mounted, try XCTUnwrap(dialog(in: windowsBefore)), windowsBefore)
    }

    func testAlertShowsTheFieldAndFollowsTheTypingThenAnswersWithTheButtonsAction() throws {
        try GtkTest.run {
            let (model, mounted, dialog, windowsBefore) = try Self.opened()
            XCTAssertEqual(dialog.heading, "New Collection")
            XCTAssertEqual(dialog.body, "A collection needs a name.")
            XCTAssertTrue(dialog.isModal)
            XCTAssertEqual(dialog.transientFor?.raw, mounted.window.window.raw)
            XCTAssertEqual(dialog.closeResponse, "response-0", "Escape answers Cancel")
            XCTAssertEqual(dialog.defaultResponse, "response-1", "Enter answers Create")
            XCTAssertFalse(dialog.responseEnabled("response-1"))
            let field = try XCTUnwrap(dialog.extraChild.flatMap { findWidget("GtkEntry", in: $0)?.cast(to: Gtk.Entry.self) })
            field.emitSignal("activate")
            XCTAssertEqual(model.created, [], "Enter does nothing while Create is disabled")

            field.text = "Deserts"   // as typing does
            XCTAssertEqual(model.name, "Deserts")
            mounted.settle()
            XCTAssertEqual(dialog.body, "Landmarks can be added to it later.")
            XCTAssertTrue(dialog.responseEnabled("response-1"))

            // Enter in the field answers Create at once, not after the
            // default button's quarter-second pressed look.
            field.emitSignal("activate")
            XCTAssertEqual(model.created, ["Deserts"])
            XCTAssertFalse(model.isNaming)
            mounted.settle()
            XCTAssertEqual(toplevelWindows().count, windowsBefore)
        }
    }

    func testEscapeAnswersWithTheCancelButtonAndTheAlertOpensAgainFresh() throws {
        try GtkTest.run {
            let (model, mounted, dialog, windowsBefore) = try Self.opened()
            dialog.close()   // Escape, or the window manager's close
            XCTAssertEqual(model.cancelled, 1)
            XCTAssertFalse(model.isNaming)
            mounted.settle()
            XCTAssertEqual(toplevelWindows().count, windowsBefore)

            model.isNaming = true
            mounted.settle()
            XCTAssertNotNil(Self.dialog(in: windowsBefore))
            model.isNaming = false
            mounted.settle()
            XCTAssertEqual(toplevelWindows().count, windowsBefore, "closing from the model closes it")
            XCTAssertEqual(model.created, [])
        }
    }

    func testTheAlertKeepsItsSizeAsItsMessageChangesSoItsButtonsStayPut() throws {
        try GtkTest.run {
            let (_, mounted, dialog, _) = try Self.opened()
            let field = try XCTUnwrap(dialog.extraChild.flatMap { findWidget("GtkEntry", in: $0)?.cast(to: Gtk.Entry.self) })
            /// The dialog's height once it is drawn and still.
            @MainActor func settledHeight() -> Int {
                mounted.settle()
                var last: Int32 = -1
                XCTAssertTrue(GtkTest.iterate(until: {
                    GtkTest.waitForFrames(2, of: dialog)
                    defer { last = dialog.height }
                    return dialog.height > 0 && dialog.height == last
                }))
                return Int(dialog.height)
            }
            let first = settledHeight()
            field.text = String(repeating: "Long name ", count: 12)   // a message of several lines
            let grown = settledHeight()
            XCTAssertGreaterThanOrEqual(grown, first)
            field.text = ""   // the short message again
            XCTAssertEqual(settledHeight(), grown, "a shorter message leaves the alert as tall as it was")
            field.text = String(repeating: "Long name ", count: 12)
            XCTAssertEqual(settledHeight(), grown, "and the long one again does not move it")
        }
    }
}
