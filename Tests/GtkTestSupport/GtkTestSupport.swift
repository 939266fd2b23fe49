// GtkTestSupport: what GTK tests share — one-time GTK start-up, main-loop
// iteration, counting finalizations, and windows to present widgets in.
//
// Tests run on the process main thread (XCTest on Linux does), under Xvfb and a
// session bus; `GtkTest.run` asserts main-actor isolation for the test body.
// It holds no app logic and no mocks: every helper drives real GTK objects.
import CGtk
@_spi(Bindings) import GtkBridge
import XCTest
@_spi(Bindings) import Gtk

public enum GtkTest {
    /// Initialises GTK and libadwaita once per process.
    @MainActor
    public static func initialize() {
        guard !initialized else { return }
        initialized = true
        adw_init()
        MainLoopBridge.install()
    }
    @MainActor private static var initialized = false

    /// Runs `body` on the main actor after making sure GTK is initialised.
    public static func run<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
        try MainActor.assumeIsolated {
            initialize()
            return try body()
        }
    }

    /// Iterates the default main context until `condition` holds, and fails
    /// the test, saying what did not happen, when `timeout` seconds pass
    /// first. Returns whether the condition held.
    @MainActor @discardableResult
    public static func settle(
        until condition: () -> Bool, timeout: Double = 5, _ what: @autoclosure () -> String = "the condition to hold",
        file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let held = iterate(until: condition, timeout: timeout)
        if !held { XCTFail("timed out after \(timeout) s waiting for \(what())", file: file, line: line) }
        return held
    }

    /// Iterates the default main context until `condition` holds or `timeout`
    /// seconds pass; returns whether the condition held, for the caller to
    /// assert (`settle(until:)` fails by itself).
    @MainActor
    public static func iterate(until condition: () -> Bool, timeout: Double = 5) -> Bool {
        let deadline = g_get_monotonic_time() + Int(timeout * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            g_main_context_iteration(nil, 0)
            if !condition() { g_usleep(200) }
        }
        return true
    }

    /// Runs the main-loop sources that are ready, without blocking; stops after
    /// `limit` iterations so a source that is always ready cannot hang a test.
    @MainActor
    public static func drain(limit: Int = 200) {
        var iterations = 0
        while iterations < limit, g_main_context_iteration(nil, 0) != 0 { iterations += 1 }
    }

    /// Waits until the window showing `widget` has drawn `count` more frames
    /// (asking for them), so what a change queued — placing rows, layout,
    /// drawing — has happened. Fails loudly when no frame comes in `timeout`
    /// seconds, instead of guessing a duration.
    @MainActor @discardableResult
    public static func waitForFrames(
        _ count: Int = 2, of widget: Gtk.Widget, timeout: Double = 5,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        guard let clock = gtk_widget_get_frame_clock(widget.widget) else {
            drain()
            return true
        }
        let target = gdk_frame_clock_get_frame_counter(clock) + count
        let drawn = iterate(until: {
            if gdk_frame_clock_get_frame_counter(clock) < target { widget.queueDraw() }
            return gdk_frame_clock_get_frame_counter(clock) >= target
        }, timeout: timeout)
        if !drawn { XCTFail("no frame was drawn in \(timeout) s", file: file, line: line) }
        drain()
        return drawn
    }


    /// Runs the main loop for `seconds`, checking `condition` at every turn,
    /// and fails the moment it stops holding. The one fixed interval a test
    /// may take: for what must *not* happen (an older query written back, a
    /// drag that opens what it started on), where no event says "it is over".
    /// Name the interval, and why that long, at the call.
    @MainActor @discardableResult
    public static func assertStaysTrue(
        for seconds: Double, _ message: String, file: StaticString = #filePath, line: UInt = #line,
        _ condition: () -> Bool
    ) -> Bool {
        let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
        while g_get_monotonic_time() < deadline {
            guard condition() else {
                XCTFail("stopped holding within \(seconds) s: \(message)", file: file, line: line)
                return false
            }
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(200) }
        }
        guard condition() else {
            XCTFail("stopped holding within \(seconds) s: \(message)", file: file, line: line)
            return false
        }
        return true
    }
}

/// Where the test binary and the package sources are.
public enum TestPaths {
    /// The SwiftPM build directory holding the test bundle and the built products.
    public static var buildDirectory: String {
        let link = g_file_read_link("/proc/self/exe", nil)!
        defer { g_free(link) }
        let directory = g_path_get_dirname(link)!
        defer { g_free(directory) }
        return String(cString: directory)
    }

    /// The package root, from this file's location in `Tests/GtkTestSupport/`.
    public static func packageRoot(file: String = #filePath) -> String {
        var path = file
        for _ in 0..<3 {
            let parent = g_path_get_dirname(path)!
            path = String(cString: parent)
            g_free(parent)
        }
        return path
    }
}

/// The bytes the C heap has in use now (glibc's `mallinfo2`), for a test
/// that a long run does not grow.
public func heapBytesInUse() -> Int {
    Int(cgtk_heap_in_use())
}
