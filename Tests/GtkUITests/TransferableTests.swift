@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

@testable import GtkUI
@_spi(Bindings) import Gtk

/// A type of the app's own, made transferable as SwiftUI code writes it: by
/// key path and by closure, with no builder attribute.
private struct Trail: Transferable {
    var name: String
    var picture: String

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.name)
        ProxyRepresentation { Image(resource: $0.picture) }
        ProxyRepresentation { "\($0.name), again" }
    }
}

@Observable @MainActor
private final class Chosen {
    var name = "Lonesome Ridge"
}

private struct DraggedTrail: View {
    let chosen: Chosen

    var body: some View {
        Text(chosen.name).draggable(Trail(name: chosen.name, picture: "/trails/ridge.png"))
    }
}

/// What a value becomes when it leaves the app, and the drag that carries it.
final class TransferableTests: XCTestCase {
    func testAProxiedValueIsItsTextAndItsPictureTheFirstOfEachKindWinning() {
        let content = GtkTest.run { Trail(name: "Lonesome Ridge", picture: "/trails/ridge.png").transferredContent }
        XCTAssertEqual(content, TransferredContent(text: "Lonesome Ridge", pictureResource: "/trails/ridge.png"))
        XCTAssertEqual(GtkTest.run { "plain".transferredContent }, TransferredContent(text: "plain"))
        XCTAssertEqual(GtkTest.run { Image(file: "/tmp/a.png").transferredContent }, TransferredContent(pictureFile: "/tmp/a.png"))
        XCTAssertTrue(GtkTest.run { Image(systemName: "star").transferredContent.isEmpty }, "an icon is no picture to hand over")
    }

    /// The dragged trail's picture is in no resource bundle: the drag
    /// carries its text alone (GDK would abort on loading it).
    func testADragStartedAfterAnUpdateCarriesTheNewestPayload() throws {
        try GtkTest.run {
            let chosen = Chosen()
            let mounted = PresentedView(DraggedTrail(chosen: chosen), width: 300, height: 100)
            let label = try XCTUnwrap(findWidget("GtkLabel", in: mounted.host.widget))
            chosen.name = "Twin Lake Loop"
            mounted.settle()
            let source = try XCTUnwrap(Self.dragSource(of: label), "the dragged view's widget has a drag source")
            XCTAssertEqual(source.preparedText(), "Twin Lake Loop", "a drag starts with the newest content")
        }
    }

    /// The `GtkDragSource` among the controllers of `widget` or an ancestor.
    @MainActor private static func dragSource(of widget: Gtk.Widget) -> Gtk.DragSource? {
        var current: Gtk.Widget? = widget
        while let candidate = current {
            let controllers = candidate.observeControllers().map(listItems(of:)) ?? []
            if let source = controllers.lazy.compactMap({ $0.cast(to: Gtk.DragSource.self) }).first { return source }
            current = candidate.parent
        }
        return nil
    }
}
