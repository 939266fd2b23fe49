import CGtk
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest
@_spi(Bindings) import Gtk

final class OwnershipTests: XCTestCase {
    func testFloatingWidgetIsSunkAndFinalizedOnceWhenItsOwnerGoesAway() {
        GtkTest.run {
            let counter = FinalizationCounter()
            do {
                let raw = gtk_label_new("floating")!
                XCTAssertTrue(cgtk_object_is_floating(raw) != 0)
                let label = Gtk.Widget(taking: raw)
                XCTAssertFalse(cgtk_object_is_floating(label.raw) != 0, "the handle sinks the floating reference")
                XCTAssertEqual(cgtk_object_ref_count(label.raw), 1)
                counter.watch(label)
                XCTAssertEqual(counter.finalized, 0)
            }
            XCTAssertEqual(counter.finalized, 1)
        }
    }

    func testWidgetInsideAContainerOutlivesItsHandleUntilTheContainerGoes() {
        GtkTest.run {
            let counter = FinalizationCounter()
            var box: Gtk.Widget? = Gtk.Widget(taking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            do {
                let label = Gtk.Widget(taking: gtk_label_new("child"))
                counter.watch(label)
                gtk_box_append(box!.pointer(), label.widget)
            }
            XCTAssertEqual(counter.finalized, 0, "the box holds its own reference")
            box = nil
            XCTAssertEqual(counter.finalized, 1)
        }
    }

    func testHandleCountReturnsToItsStartWhenHandlesDie() {
        GtkTest.run {
            let before = BridgeCounters.handles.current
            do {
                let handles = (0..<10).map { _ in Gtk.Widget(taking: gtk_button_new()) }
                XCTAssertEqual(BridgeCounters.handles.current, before + handles.count)
            }
            XCTAssertEqual(BridgeCounters.handles.current, before)
        }
    }

    /// A new controller is adopted (one reference, the handle's); a widget
    /// takes over the reference it is given, so `addController` gives it one
    /// of its own: both go exactly when their owners do.
    func testAnAdoptedControllerOnAWidgetIsFinalizedWithItOnce() {
        GtkTest.run {
            let counter = FinalizationCounter()
            var label: Gtk.Widget? = Gtk.Widget(taking: gtk_label_new("x"))
            do {
                let keys = Gtk.EventControllerKey()
                counter.watch(keys)
                label!.addController(keys)
            }
            XCTAssertEqual(counter.finalized, 0, "the widget holds the controller")
            counter.watch(label!)
            label = nil
            XCTAssertEqual(counter.finalized, 2, "the widget, and its controller with it")
        }
    }
}
