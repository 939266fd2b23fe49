// landmarks-startup-probe: the `landmarks` app started exactly as its own
// executable starts it, with a probe on its main window that prints the
// monotonic time (µs, `CLOCK_MONOTONIC`) of the window's first presented
// frame, then that of the first frame showing the first screen whole (a
// category row's items in view, every picture in view decoded: what
// bench/first-screen.c shows), and quits. `tools/bench-startup.py` (make bench) runs it; the app itself
// carries no benchmark code.
@_spi(Bindings) import GtkBridge
import Glibc
import Landmarks

// It exits with the app still built, as the C screen does: taking the view
// graph down is no part of a start-up, and would count in its instructions.
MainActor.assumeIsolated {
    let application = LandmarksApplication()
    FirstFrameProbe.watchMainWindow()
    exit(application.run())
}
