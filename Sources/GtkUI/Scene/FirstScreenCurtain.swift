import Dispatch
import Gtk
@_spi(Bindings) import GtkBridge

/// A window's first screen drawn once, whole. The first frame lays the
/// content out, which asks for its pictures (decoded off the main thread, as
/// always); after that layout the main thread waits, `layoutWait` at most,
/// for the pictures of the app's own resources and hands them to their
/// views, so the first frame draws the whole screen. When they take longer,
/// the content stays transparent, and takes no input, through the first
/// frame, and shows once they are decoded: either way the first screen a
/// person sees has its pictures, drawn in one frame, instead of placeholders
/// and then a frame as each batch of pictures arrives.
///
/// Pictures from the user's own files are not waited for (their size is not
/// the app's to bound); `safetyLimit` shows the content whatever is still
/// decoding. Does not delay the window itself, its title or its size.
@MainActor
final class FirstScreenCurtain {
    /// The longest the content waits for its pictures, in milliseconds.
    static let safetyLimit: UInt32 = 5_000
    /// The longest the first frame waits for the pictures, in milliseconds.
    static var layoutWait = 100

    private let content: Gtk.Widget
    private var realize: SignalConnection?
    private var afterLayout: SignalConnection?
    private var afterPaint: SignalConnection?
    private var layoutDeadline: DispatchTime?
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
        // After GTK's own layout, in which the content asked for its pictures;
        // the textures handed over ask for another layout in the same frame.
        afterLayout = clock.connect("layout", after: true) { self.firstFrameLaidOut() }
        afterPaint = clock.connect("after-paint") {
            guard self.afterPaint != nil else { return }
            self.afterPaint?.disconnect()
            self.afterPaint = nil
            self.afterLayout?.disconnect()
            self.afterLayout = nil
            TextureLoader.whenResourcesDecoded { self.lift() }
        }
    }

    private func firstFrameLaidOut() {
        guard !isLifted else { return }
        let deadline = layoutDeadline ?? .now() + .milliseconds(Self.layoutWait)
        layoutDeadline = deadline
        if TextureLoader.finishResourceDecodes(waitingUntil: deadline) { lift() }
    }

    /// Shows the content; the frame it asks for draws the whole screen.
    private func lift() {
        guard !isLifted else { return }
        isLifted = true
        realize?.disconnect()
        realize = nil
        afterLayout?.disconnect()
        afterLayout = nil
        afterPaint?.disconnect()
        afterPaint = nil
        limit?.cancel()
        limit = nil
        content.opacity = 1
        content.canTarget = true
    }
}
