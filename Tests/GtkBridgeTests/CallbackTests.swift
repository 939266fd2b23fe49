import CGtk
import GtkBridge
import GtkTestSupport
import XCTest

/// The typed C callbacks GtkBridge offers besides signals — a drawing area's
/// draw function, a main-loop timeout, an animation target — each run their
/// Swift handler on the main actor and free it when GTK is done with it.
final class CallbackTests: XCTestCase {
    func testADrawFunctionPaintsTheAreaAndIsFreedWithIt() {
        GtkTest.run {
            let boxes = BridgeCounters.signalBoxes.current
            var area: Widget? = Widget(taking: gtk_drawing_area_new())
            var sizes: [(Int32, Int32)] = []
            area!.setDrawFunction { cairo, width, height in
                sizes.append((width, height))
                cairo_set_source_rgb(cairo, 1, 0, 0)
                cairo_paint(cairo)
            }
            XCTAssertEqual(BridgeCounters.signalBoxes.current, boxes + 1)
            var window: TestWindow? = TestWindow(width: 120, height: 80)
            window?.present(area!)
            XCTAssertTrue(GtkTest.iterate(until: { !sizes.isEmpty }), "GTK asked the area to draw")
            XCTAssertEqual(sizes.last?.0, gtk_widget_get_width(area!.widget))
            window?.destroy()
            window = nil  // the window's last reference: it lets go of the area
            area = nil
            XCTAssertTrue(GtkTest.iterate(until: { BridgeCounters.signalBoxes.current == boxes }),
                          "the handler went with the area")
        }
    }

    func testATimeoutFiresOnceAfterItsDelayAndFreesItsHandler() {
        GtkTest.run {
            let boxes = BridgeCounters.signalBoxes.current
            var fired = 0
            let start = g_get_monotonic_time()
            let timeout = MainLoopTimeout(milliseconds: 40) { fired += 1 }
            XCTAssertTrue(timeout.isPending)
            XCTAssertTrue(GtkTest.iterate(until: { fired == 1 }))
            XCTAssertGreaterThanOrEqual(g_get_monotonic_time() - start, 40_000, "not before its delay")
            XCTAssertFalse(timeout.isPending)
            GtkTest.drain()
            XCTAssertEqual(fired, 1, "once")
            XCTAssertEqual(BridgeCounters.signalBoxes.current, boxes)
            timeout.cancel()  // after firing: nothing happens
        }
    }

    func testACancelledOrDroppedTimeoutNeverFires() {
        GtkTest.run {
            let boxes = BridgeCounters.signalBoxes.current
            var fired: [String] = []
            let cancelled = MainLoopTimeout(milliseconds: 20) { fired.append("cancelled") }
            cancelled.cancel()
            XCTAssertEqual(BridgeCounters.signalBoxes.current, boxes, "cancelling freed the handler")
            var dropped: MainLoopTimeout? = MainLoopTimeout(milliseconds: 20) { fired.append("dropped") }
            XCTAssertTrue(dropped?.isPending == true)
            dropped = nil
            let later = MainLoopTimeout(milliseconds: 60) {}
            GtkTest.iterate(until: { !later.isPending })
            XCTAssertEqual(fired, [])
        }
    }

    func testAnAnimationTargetReceivesTheAnimationsValues() {
        GtkTest.run {
            let area = Widget(taking: gtk_drawing_area_new())
            let window = TestWindow(width: 50, height: 50)
            window.present(area)
            var values: [Double] = []
            let target = AnimationTarget.callback { values.append($0) }
            let animation = GObjectHandle(taking: UnsafeMutableRawPointer(adw_timed_animation_new(area.widget, 0, 1, 50, target)!))
            var done = false
            animation.connect("done") { done = true }
            adw_animation_play(animation.pointer())
            XCTAssertTrue(GtkTest.iterate(until: { done }))
            XCTAssertEqual(values.last, 1, "ends at the animation's value")
            XCTAssertFalse(values.isEmpty)
            window.destroy()
        }
    }
}
