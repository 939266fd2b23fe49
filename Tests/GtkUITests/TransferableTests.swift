@_spi(Bindings) import GtkBridge
import CGtk
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
            let label = try XCTUnwrap(findWidget("GtkLabel", in: mounted.host.widget.widget))
            chosen.name = "Twin Lake Loop"
            mounted.settle()
            let source = try XCTUnwrap(Self.dragSource(of: label), "the dragged view's widget has a drag source")
            let made = try XCTUnwrap(Self.prepare(source), "a drag starts with content")
            defer { g_object_unref(made) }
            var value = GValue()
            g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
            defer { g_value_unset(&value) }
            XCTAssertNotEqual(gdk_content_provider_get_value(made.assumingMemoryBound(to: GdkContentProvider.self), &value, nil), 0)
            XCTAssertEqual(g_value_get_string(&value).map { String(cString: $0) }, "Twin Lake Loop")
        }
    }

    /// What the drag source's "prepare" answers, as GTK asks it when a drag
    /// starts (a reference of the caller's).
    @MainActor private static func prepare(_ source: OpaquePointer) -> UnsafeMutableRawPointer? {
        let double = GType(15 << G_TYPE_FUNDAMENTAL_SHIFT)  // G_TYPE_DOUBLE
        var arguments = [GValue(), GValue(), GValue()]
        g_value_init(&arguments[0], gtk_drag_source_get_type())
        g_value_set_object(&arguments[0], UnsafeMutableRawPointer(source))
        g_value_init(&arguments[1], double)
        g_value_set_double(&arguments[1], 1)
        g_value_init(&arguments[2], double)
        g_value_set_double(&arguments[2], 1)
        var result = GValue()
        g_value_init(&result, gdk_content_provider_get_type())
        g_signal_emitv(&arguments, g_signal_lookup("prepare", gtk_drag_source_get_type()), 0, &result)
        let provider = g_value_dup_object(&result)
        g_value_unset(&result)
        for index in arguments.indices { g_value_unset(&arguments[index]) }
        return provider
    }

    /// The `GtkDragSource` among the controllers of `widget` or an ancestor.
    @MainActor private static func dragSource(of widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current {
            let controllers = gtk_widget_observe_controllers(candidate)!
            defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
            for index in 0..<g_list_model_get_n_items(controllers) {
                let item = g_list_model_get_item(controllers, index)!
                defer { g_object_unref(item) }
                if g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), gtk_drag_source_get_type()) != 0 {
                    return OpaquePointer(item)
                }
            }
            current = gtk_widget_get_parent(candidate)
        }
        return nil
    }
}
