import Gtk
import GtkBridge
import GtkUIWidgets

/// Toasts at the bottom of a view's content, one at a time, drawn as
/// libadwaita draws them (`CgtkToastBox`, CSS name `toast`) and sliding in
/// and out with a `Gtk.Revealer`.
///
/// GtkUI's own, in place of libadwaita 1.2's `AdwToastOverlay`: that one
/// frees a toast's bookkeeping when its hide animation ends, and a toast
/// dismissed while it slides in (an Undo pressed at once, favorites toggled
/// every tenth of a second) was freed before its show animation ended,
/// which then wrote to freed memory: the app crashed. Here a toast is a
/// Swift object the overlay holds while it shows; nothing outlives it.
///
/// A toast stays `timeout` seconds, longer while the pointer is over it or
/// the focus in it, as libadwaita's do; its button runs its action and
/// dismisses it; its close button and Escape (with the focus in it) dismiss
/// it. Its buttons are named once for screen readers. At most
/// `maximumWaiting` wait their turn: a person acting faster than toasts can
/// be read (each stays seconds) is shown the latest, not an hour's queue,
/// and the oldest waiting one is dropped.
@MainActor
public final class ToastOverlay {
    /// The overlay: the content, and the toast over its bottom edge.
    public let widget = Gtk.Overlay()
    private let revealer = Gtk.Revealer()
    /// The toast shown, until it has slid out; then the next waiting one.
    public private(set) var shown: Toast?
    public private(set) var waiting: [Toast] = []
    /// How long a toast takes to slide in or out.
    static let transitionMilliseconds: UInt32 = 300
    /// How many toasts wait behind the one shown, at most.
    public static let maximumWaiting = 3

    public init(content: Gtk.Widget) {
        widget.child = content
        widget.overflow = .hidden   // a toast slides in from under the edge
        revealer.transitionType = .slideUp
        revealer.transitionDuration = Self.transitionMilliseconds
        revealer.halign = .center
        revealer.valign = .end
        revealer.canTarget = false
        widget.addOverlay(revealer)
        revealer.onNotifyChildRevealed { [weak self] in self?.revealChanged() }
    }

    /// Shows `toast` once every toast shown before it has gone.
    public func show(_ toast: Toast) {
        guard toast !== shown, !waiting.contains(where: { $0 === toast }), !toast.isDismissed else { return }
        toast.overlay = self
        waiting.append(toast)
        while waiting.count > Self.maximumWaiting { waiting[0].dismiss() }
        showNext()
    }

    private func showNext() {
        guard shown == nil, !revealer.childRevealed, !waiting.isEmpty else { return }
        let toast = waiting.removeFirst()
        shown = toast
        revealer.child = toast.box
        revealer.canTarget = true
        revealer.revealChild = true
        toast.startTimeout()
    }

    /// Called by a toast that is dismissed: it slides out, or leaves the queue.
    func dismiss(_ toast: Toast) {
        if toast === shown {
            revealer.revealChild = false
            revealer.canTarget = false
            // Unmapped, a revealer ends its transition at once, with no notify.
            if !widget.isMapped { revealChanged() }
        } else {
            waiting.removeAll { $0 === toast }
        }
    }

    private func revealChanged() {
        guard !revealer.revealChild, !revealer.childRevealed || !widget.isMapped else { return }
        let gone = shown
        shown = nil
        revealer.child = nil
        gone?.didLeave()
        showNext()
    }
}

/// One toast: a line of text, and an optional button.
@MainActor
public final class Toast {
    let box = ToastBox()
    private let label = Gtk.Label(nil)
    private let timeout: UInt32
    private var timer: MainLoopTimeout?
    private var isHeld = 0
    fileprivate weak var overlay: ToastOverlay?
    /// Whether it was dismissed (it may still be sliding out).
    public private(set) var isDismissed = false
    private var dismissedHandlers: [@MainActor () -> Void] = []

    /// A toast saying `text` (as written) for `timeout` seconds; with
    /// `button`, it offers that button, which runs `action` and dismisses it.
    public init(text: String, timeout: UInt32, button: (label: String, action: @MainActor () -> Void)? = nil) {
        self.timeout = timeout
        label.label = text
        label.ellipsize = .end
        label.xalign = 0
        label.singleLineMode = true
        label.addCSSClass("heading")
        label.setMargins(start: 6, end: 6)
        label.hexpand = true
        box.append(label)
        if let button {
            let action = Gtk.Button(label: button.label)
            action.useUnderline = true
            action.valign = .center
            action.focusOnClick = false
            action.resetAccessibleLabelledBy()   // named by its text once, not "Undo Undo"
            action.setAccessibleLabel(button.label.replacingOccurrences(of: "_", with: ""))
            action.onClicked { [weak self] _ in
                button.action()
                self?.dismiss()
            }
            box.append(action)
        }
        let close = Gtk.Button()
        close.showIcon("window-close-symbolic", label: tr("Close"))
        close.valign = .center
        close.focusOnClick = false
        close.addCSSClass("circular")
        close.addCSSClass("flat")
        close.onClicked { [weak self] _ in self?.dismiss() }
        box.append(close)
        holdWhileUsed()
    }

    /// What the toast says.
    public var text: String {
        get { label.label ?? "" }
        set { if label.label != newValue { label.label = newValue } }
    }

    /// Runs `handler` once the toast is dismissed, however it goes.
    public func onDismissed(_ handler: @escaping @MainActor () -> Void) {
        dismissedHandlers.append(handler)
    }

    /// Takes the toast away: it slides out, or never shows if it was waiting.
    public func dismiss() {
        guard !isDismissed else { return }
        isDismissed = true
        timer?.cancel()
        timer = nil
        let handlers = dismissedHandlers
        dismissedHandlers = []
        for handler in handlers { handler() }
        overlay?.dismiss(self)
    }

    /// Starts its time again, as a change it now says would.
    public func restartTimeout() {
        guard overlay?.shown === self else { return }
        startTimeout()
    }

    fileprivate func startTimeout() {
        timer?.cancel()
        guard timeout > 0, isHeld == 0 else { return }
        timer = MainLoopTimeout(milliseconds: UInt32(clamping: UInt64(timeout) * 1000)) { [weak self] in self?.dismiss() }
    }

    fileprivate func didLeave() {
        timer?.cancel()
        timer = nil
    }

    /// The pointer over it or the focus in it holds its time.
    private func holdWhileUsed() {
        let motion = Gtk.EventControllerMotion()
        motion.onEnter { [weak self] _, _, _ in self?.hold(true) }
        motion.onLeave { [weak self] _ in self?.hold(false) }
        box.addController(motion)
        let focus = Gtk.EventControllerFocus()
        focus.onEnter { [weak self] _ in self?.hold(true) }
        focus.onLeave { [weak self] _ in self?.hold(false) }
        box.addController(focus)
        let keys = Gtk.EventControllerKey()
        keys.onKeyPressed { [weak self] _, key, _, _ in
            guard key == 0xff1b else { return false }   // Escape
            self?.dismiss()
            return true
        }
        box.addController(keys)
    }

    private func hold(_ held: Bool) {
        isHeld = max(0, isHeld + (held ? 1 : -1))
        if isHeld > 0 {
            timer?.cancel()
            timer = nil
        } else if !isDismissed, overlay?.shown === self {
            startTimeout()
        }
    }
}
