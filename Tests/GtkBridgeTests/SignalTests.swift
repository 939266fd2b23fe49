import CGtk
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest
@_spi(Bindings) import Gtk

final class SignalTests: XCTestCase {
    func testConnectedHandlerFiresOncePerEmission() {
        GtkTest.run {
            let button = Gtk.Widget(taking: gtk_button_new())
            var clicks = 0
            button.connect("clicked") { clicks += 1 }
            cgtk_signal_emit(button.raw, "clicked")
            cgtk_signal_emit(button.raw, "clicked")
            XCTAssertEqual(clicks, 2)
        }
    }

    func testBlockedHandlerDoesNotFireAndFiresAgainAfterUnblock() {
        GtkTest.run {
            let button = Gtk.Widget(taking: gtk_button_new())
            var clicks = 0
            let connection = button.connect("clicked") { clicks += 1 }
            connection.whileBlocked { cgtk_signal_emit(button.raw, "clicked") }
            XCTAssertEqual(clicks, 0)
            cgtk_signal_emit(button.raw, "clicked")
            XCTAssertEqual(clicks, 1)
        }
    }

    func testDisconnectedHandlerDoesNotFireAndItsBoxIsFreed() {
        GtkTest.run {
            let boxes = BridgeCounters.signalBoxes.current
            let button = Gtk.Widget(taking: gtk_button_new())
            var clicks = 0
            let connection = button.connect("clicked") { clicks += 1 }
            XCTAssertEqual(BridgeCounters.signalBoxes.current, boxes + 1)
            connection.disconnect()
            XCTAssertFalse(connection.isConnected)
            cgtk_signal_emit(button.raw, "clicked")
            XCTAssertEqual(clicks, 0)
            XCTAssertEqual(BridgeCounters.signalBoxes.current, boxes)
        }
    }

    func testWidgetFinalizedFirstFreesTheBoxAndLeavesTheTokenHarmless() {
        GtkTest.run {
            let boxes = BridgeCounters.signalBoxes.current
            var button: Gtk.Widget? = Gtk.Widget(taking: gtk_button_new())
            let connection = button!.connect("clicked") {}
            XCTAssertEqual(BridgeCounters.signalBoxes.current, boxes + 1)
            button = nil
            XCTAssertEqual(BridgeCounters.signalBoxes.current, boxes, "GLib's destroy notify freed the box")
            XCTAssertFalse(connection.isConnected)
            connection.block()
            connection.unblock()
            connection.disconnect()
        }
    }

    func testTypedShapesDeliverTheirArguments() {
        GtkTest.run {
            let carousel = Gtk.Widget(taking: adw_carousel_new())
            for _ in 0..<3 { adw_carousel_append(carousel.opaque, gtk_label_new("page")) }
            var pages: [UInt32] = []
            carousel.connectIndex("page-changed") { pages.append($0) }
            cgtk_signal_emit_uint(carousel.raw, "page-changed", 2)
            XCTAssertEqual(pages, [2])

            let adjustment = GObjectHandle(taking: gtk_adjustment_new(0, 0, 10, 1, 1, 0))
            var notified = 0
            adjustment.connectNotify("value") { notified += 1 }
            gtk_adjustment_set_value(adjustment.pointer(), 4)
            XCTAssertEqual(notified, 1)

            let window = Gtk.Widget(taking: gtk_window_new())
            var asked = 0
            window.connectBoolean("close-request") { asked += 1; return true }
            gtk_window_present(window.pointer())
            GtkTest.settle(until: { window.isMapped })
            gtk_window_close(window.pointer())
            XCTAssertEqual(asked, 1)
            XCTAssertTrue(window.isVisible, "the handler stopped the close")
            gtk_window_destroy(window.pointer())
        }
    }

    func testThousandCreateConnectDestroyCyclesLeaveNothingAlive() {
        GtkTest.run {
            let boxes = BridgeCounters.signalBoxes.current
            let handles = BridgeCounters.handles.current
            let counter = FinalizationCounter()
            var fired = 0
            for index in 0..<1000 {
                let button = Gtk.Widget(taking: gtk_button_new())
                counter.watch(button)
                let clicked = button.connect("clicked") { fired += 1 }
                button.connectNotify("sensitive") {}
                if index.isMultiple(of: 2) { clicked.disconnect() }
                cgtk_signal_emit(button.raw, "clicked")
            }
            XCTAssertEqual(fired, 500)
            XCTAssertEqual(counter.finalized, 1000)
            XCTAssertEqual(BridgeCounters.signalBoxes.current, boxes)
            XCTAssertEqual(BridgeCounters.handles.current, handles)
        }
    }
}
