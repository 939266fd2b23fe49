import CGtk
import Dispatch
@_spi(Bindings) import GtkBridge
import GtkTestSupport
import XCTest

final class MainLoopTests: XCTestCase {
    func testMainActorTaskStartedInsideTheRunningGLibLoopRuns() {
        GtkTest.run {
            let loop = g_main_loop_new(nil, 0)!
            defer { g_main_loop_unref(loop) }
            var ran = false
            var timedOut = false
            // Starts the task from inside the loop, as a signal handler would.
            let start: GSourceFunc = { data in
                let loop = OpaquePointer(data!)
                Task { @MainActor in
                    ranFlag = true
                    g_main_loop_quit(loop)
                }
                return 0
            }
            ranFlag = false
            g_idle_add(start, UnsafeMutableRawPointer(loop))
            let stop: GSourceFunc = { data in
                timedOutFlag = true
                g_main_loop_quit(OpaquePointer(data!))
                return 0
            }
            timedOutFlag = false
            let timeout = g_timeout_add(5000, stop, UnsafeMutableRawPointer(loop))
            g_main_loop_run(loop)
            ran = ranFlag
            timedOut = timedOutFlag
            if !timedOut { g_source_remove(timeout) }
            XCTAssertTrue(ran)
            XCTAssertFalse(timedOut)
        }
    }

    func testDispatchMainAsyncRunsInsideTheGLibLoop() {
        GtkTest.run {
            var ran = false
            DispatchQueue.main.async { MainActor.assumeIsolated { ranFlag = true } }
            ranFlag = false
            GtkTest.settle(until: { ranFlag })
            ran = ranFlag
            XCTAssertTrue(ran)
            // Draining clears the queue's eventfd, or the GLib source would
            // fire on every iteration and spin the CPU: over an idle interval
            // it runs only for work other code queued (a few times at most),
            // where a spinning source would run thousands of times.
            let before = MainLoopBridge.dispatchCount
            // Watching an idle interval is the point here.
            GtkTest.assertStaysTrue(for: 0.2, "the bridge's source does not spin") {
                MainLoopBridge.dispatchCount - before < 20
            }
        }
    }

    func testIdleCoalescerRunsOncePerTurnHoweverOftenScheduled() {
        GtkTest.run {
            var runs = 0
            let coalescer = IdleCoalescer { runs += 1 }
            coalescer.schedule()
            coalescer.schedule()
            coalescer.schedule()
            XCTAssertTrue(coalescer.isScheduled)
            GtkTest.drain()
            XCTAssertEqual(runs, 1)
            coalescer.schedule()
            GtkTest.drain()
            XCTAssertEqual(runs, 2)
        }
    }

    func testIdleCoalescerThatDiesFirstCancelsItsPendingRun() {
        GtkTest.run {
            var runs = 0
            var coalescer: IdleCoalescer? = IdleCoalescer { runs += 1 }
            coalescer?.schedule()
            coalescer = nil
            GtkTest.drain()
            XCTAssertEqual(runs, 0)
        }
    }
}

@MainActor private var ranFlag = false
@MainActor private var timedOutFlag = false
