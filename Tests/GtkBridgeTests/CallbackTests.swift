import CGtk
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Adw
import GtkTestSupport
import Synchronization
import XCTest
@_spi(Bindings) import Gtk

/// The typed C callbacks GtkBridge offers besides signals — a drawing area's
/// draw function, a main-loop timeout, an animation target — each run their
/// Swift handler on the main actor and free it when GTK is done with it.
final class CallbackTests: XCTestCase {
    func testADrawFunctionPaintsTheAreaAndIsFreedWithIt() {
        GtkTest.run {
            let boxes = BridgeCounters.signalBoxes.current
            var area: Gtk.DrawingArea? = Gtk.DrawingArea()
            var sizes: [(Double, Double)] = []
            area!.setDrawFunction { context, width, height in
                sizes.append((width, height))
                context.paint(RGBColor(red: 1, green: 0, blue: 0))
            }
            XCTAssertEqual(BridgeCounters.signalBoxes.current, boxes + 1)
            var window: TestWindow? = TestWindow(width: 120, height: 80)
            window?.present(area!)
            XCTAssertTrue(GtkTest.iterate(until: { !sizes.isEmpty }), "GTK asked the area to draw")
            XCTAssertEqual(sizes.last?.0, Double(area!.width))
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
            GtkTest.settle(until: { !later.isPending })
            XCTAssertEqual(fired, [])
        }
    }

    func testAnAnimationTargetReceivesTheAnimationsValues() {
        GtkTest.run {
            let area = Gtk.DrawingArea()
            let window = TestWindow(width: 50, height: 50)
            window.present(area)
            var values: [Double] = []
            let target = AnimationTarget.callback { values.append($0) }
            let animation = Adw.TimedAnimation(area, from: 0, to: 1, duration: 50, target: Adw.AnimationTarget.wrap(target, adopting: true)!)
            var done = false
            animation.connect("done") { done = true }
            animation.play()
            XCTAssertTrue(GtkTest.iterate(until: { done }))
            XCTAssertEqual(values.last, 1, "ends at the animation's value")
            XCTAssertFalse(values.isEmpty)
        }
    }

    func testASpringDeliversItsValuesToTheEndAndSaysWhenItIsDone() {
        GtkTest.run {
            let area = Gtk.DrawingArea()
            let window = TestWindow(width: 50, height: 50)
            window.present(area)
            var values: [Double] = []
            var done = 0
            let spring = SpringAnimation(widget: area, dampingRatio: 0.5, stiffness: 500) { values.append($0) } onDone: { done += 1 }
            spring.play()
            XCTAssertTrue(GtkTest.iterate(until: { done == 1 }))
            XCTAssertEqual(values.last ?? 0, 1, accuracy: 0.001, "settles at 1")
            XCTAssertGreaterThan(values.max() ?? 0, 1, "an under-damped spring overshoots on the way")

            var skipped: [Double] = []
            var skippedDone = 0
            let second = SpringAnimation(widget: area, dampingRatio: 1, stiffness: 100) { skipped.append($0) } onDone: { skippedDone += 1 }
            second.play()
            second.skip()
            XCTAssertEqual(skippedDone, 1, "skipping ends it at once")
            XCTAssertEqual(skipped.last, 1)
        }
    }

    func testTheGraphicsContextFillsPathsAndPaintsLayers() throws {
        try GtkTest.run {
            let area = Gtk.DrawingArea()
            area.contentWidth = 40
            area.contentHeight = 20
            area.setDrawFunction { context, width, height in
                context.paint(RGBColor(red: 1, green: 1, blue: 1))
                context.beginPath()
                context.move(to: 0, 0)
                context.line(to: width / 2, 0)
                context.line(to: width / 2, height)
                context.line(to: 0, height)
                context.closePath()
                context.fill(RGBColor(red: 0, green: 0, blue: 1))
                context.drawLayer(opacity: 0.5) {
                    context.beginPath()
                    context.arc(centerX: width * 0.75, centerY: height / 2, radius: 8, from: 0, to: 2 * .pi)
                    context.fill(RGBColor(red: 1, green: 0, blue: 0))
                }
            }
            let window = TestWindow(width: 40, height: 20)
            window.present(area)
            GtkTest.waitForFrames(of: area)
            let image = try WidgetRenderer.render(area)
            XCTAssertTrue(image.pixel(x: 5, y: 10).isClose(to: .init(red: 0, green: 0, blue: 255), tolerance: 2), "the filled path")
            XCTAssertTrue(image.pixel(x: 30, y: 10).isClose(to: .init(red: 255, green: 128, blue: 128), tolerance: 3),
                          "the layer at half opacity over white")
            XCTAssertTrue(image.pixel(x: 38, y: 1).isClose(to: .init(red: 255, green: 255, blue: 255), tolerance: 2), "the painted ground")
        }
    }

    func testArrowKeysAreNamedFromTheMainBlockAndTheKeypad() {
        XCTAssertEqual(ArrowKey(keyval: UInt32(GDK_KEY_Left)), .left)
        XCTAssertEqual(ArrowKey(keyval: UInt32(GDK_KEY_KP_Right)), .right)
        XCTAssertEqual(ArrowKey(keyval: UInt32(GDK_KEY_Down)), .down)
        XCTAssertNil(ArrowKey(keyval: UInt32(GDK_KEY_Return)))
    }

    func testWorkPostedFromAnotherThreadRunsOnTheMainThread() {
        GtkTest.run {
            final class Answer: Sendable { let ranOnMain = Mutex<Bool?>(nil) }
            let answer = Answer()
            let thread = Thread {
                MainLoopPost.post { answer.ranOnMain.withLock { $0 = Thread.isMainThread } }
            }
            thread.start()
            XCTAssertTrue(GtkTest.iterate(until: { answer.ranOnMain.withLock { $0 } != nil }))
            XCTAssertEqual(answer.ranOnMain.withLock { $0 }, true)
        }
    }

    func testAnAttachedObjectLivesAsLongAsItsGObject() {
        GtkTest.run {
            final class Note { let text: String; init(_ text: String) { self.text = text } }
            var widget: Gtk.Widget? = Gtk.DrawingArea()
            weak var note: Note?
            do {
                let made = Note("kept")
                note = made
                widget?.setAttached(made, forKey: "note")
            }
            XCTAssertEqual((widget?.attached(forKey: "note") as? Note)?.text, "kept")
            XCTAssertNotNil(note, "the object holds it")
            widget?.setAttached(Note("replaced"), forKey: "note")
            XCTAssertNil(note, "setting the key again lets the old one go")
            weak var last = widget?.attached(forKey: "note") as? Note
            widget = nil
            XCTAssertNil(last, "finalizing the object lets it go")
        }
    }
}
