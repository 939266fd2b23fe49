import CGtk
@_spi(Bindings) import GtkBridge
import Gtk

extension Adw {
    /// Toasts over an `Adw.ToastOverlay`, one at a time: the next is given to
    /// the overlay only once the one before has finished leaving.
    ///
    /// libadwaita 1.2 frees a toast's bookkeeping when its hide animation
    /// ends, and a toast shown while another is still leaving slides in for
    /// 0.5 s instead of 0.3 s; dismissed (by its button, its close button or
    /// Escape) within 0.2 s of appearing, such a toast is freed while its
    /// show animation still runs, and the end of that animation writes to
    /// freed memory: a crash, at once or when the window closes. Toasts added
    /// faster than that — a favorite pressed every tenth of a second — met
    /// it every time. Given the overlay one toast at a time, no toast ever
    /// appears beside a leaving one, and a toast is never freed before it has
    /// finished appearing.
    ///
    /// What it does not do: priorities (libadwaita's high priority, which
    /// puts the shown toast back in the queue, is the other path to the same
    /// crash), or decide what a toast says.
    @MainActor
    public final class ToastQueue {
        public let overlay: Adw.ToastOverlay
        /// The toast the overlay shows, until it is dismissed.
        public private(set) var current: Adw.Toast?
        /// Toasts added while another showed or left, first first.
        public private(set) var waiting: [Adw.Toast] = []
        /// The shown toast's `dismissed` handler, by the toast's address.
        private var dismissals: [UnsafeMutableRawPointer: SignalConnection] = [:]
        private var watchingDeparture = false

        public init(overlay: Adw.ToastOverlay) {
            self.overlay = overlay
            // Unmapping the overlay ends every animation at once: what waited
            // for one to end can show when the overlay is back.
            overlay.onMap { [weak self] _ in self?.showNext() }
        }

        /// Shows `toast` once every toast added before it has gone.
        public func add(_ toast: Adw.Toast) {
            guard toast !== current, !waiting.contains(where: { $0 === toast }) else { return }
            waiting.append(toast)
            showNext()
        }

        /// Starts the shown toast's timeout again (libadwaita does so when a
        /// shown toast is added again); a waiting toast keeps its place.
        public func restartTimeout(of toast: Adw.Toast) {
            if toast === current { overlay.addToast(toast: toast) }
        }

        /// Takes a toast that has not shown yet out of the queue.
        public func removeWaiting(_ toast: Adw.Toast) {
            waiting.removeAll { $0 === toast }
        }

        /// Whether a toast is on screen: shown, or still leaving.
        public var isShowingAnyToast: Bool {
            var child = gtk_widget_get_first_child(overlay.widget)
            while let widget = child {
                if String(cString: cgtk_object_type_name(UnsafeMutableRawPointer(widget))) == "AdwToastWidget" {
                    return true
                }
                child = gtk_widget_get_next_sibling(widget)
            }
            return false
        }

        private func showNext() {
            guard current == nil, !waiting.isEmpty else { return }
            guard !isShowingAnyToast else {
                watchDeparture()
                return
            }
            let toast = waiting.removeFirst()
            current = toast
            // Connected before the overlay connects its own, so this runs
            // first: the toast starts leaving right after.
            dismissals[toast.raw] = toast.onDismissed { [weak self] dismissed in
                self?.didDismiss(dismissed.raw)
            }
            overlay.addToast(toast: toast)
        }

        /// `toast`: the dismissed toast's address (the signal hands over a
        /// wrapper of its own).
        private func didDismiss(_ toast: UnsafeMutableRawPointer) {
            dismissals.removeValue(forKey: toast)?.disconnect()
            if toast == current?.raw { current = nil }
            watchDeparture()
        }

        /// Looks at each frame until no toast is on screen, then shows the next.
        private func watchDeparture() {
            guard !watchingDeparture, !waiting.isEmpty else { return }
            watchingDeparture = true
            overlay.addTickCallback { [weak self] _ in
                guard let self else { return false }
                guard !self.isShowingAnyToast || self.waiting.isEmpty else { return true }
                self.watchingDeparture = false
                self.showNext()
                return false
            }
        }
    }
}
