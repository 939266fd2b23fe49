import Gtk
@_spi(Bindings) import GtkBridge

/// A window's first screen drawn once, whole. Its content stays transparent,
/// and takes no input, through the first frame, in which it is laid out and
/// its pictures are asked for; it shows once the pictures of the app's own
/// resources among them are decoded (off the main thread, as always), so the
/// first screen a person sees has its pictures, drawn in one frame, instead
/// of placeholders and then a frame as each batch of pictures arrives.
///
/// Pictures from the user's own files are not waited for (their size is not
/// the app's to bound); `safetyLimit` shows the content whatever is still
/// decoding. Does not delay the window itself, its title or its size.
@MainActor
final class FirstScreenCurtain {
    /// The longest the content waits for its pictures, in milliseconds.
    static let safetyLimit: UInt32 = 5_000

    private let content: Gtk.Widget
    private var realize: SignalConnection?
    private var afterPaint: SignalConnection?
    private var limit: MainLoopTimeout?
    private var isLifted = false

    /// Hides `content` of `window` until its first screen's pictures are
    /// decoded. Call before the window is presented. The curtain keeps
    /// itself until it lifts (its handlers hold it), then lets go of everything.
    init(covering content: Gtk.Widget, in window: Gtk.Window) {
        self.content = content
        content.opacity = 0
        content.canTarget = false
        realize = window.onRealize { window in self.watchFirstFrame(of: window) }
        limit = MainLoopTimeout(milliseconds: Self.safetyLimit) { self.lift() }
    }

    private func watchFirstFrame(of window: Gtk.Widget) {
        guard let clock = window.frameClock else { return lift() }
        afterPaint = clock.connect("after-paint") {
            guard self.afterPaint != nil else { return }
            self.afterPaint?.disconnect()
            self.afterPaint = nil
            TextureLoader.whenResourcesDecoded { self.lift() }
        }
    }

    /// Shows the content; the frame it asks for draws the whole screen.
    private func lift() {
        guard !isLifted else { return }
        isLifted = true
        realize?.disconnect()
        realize = nil
        afterPaint?.disconnect()
        afterPaint = nil
        limit?.cancel()
        limit = nil
        content.opacity = 1
        content.canTarget = true
    }
}
