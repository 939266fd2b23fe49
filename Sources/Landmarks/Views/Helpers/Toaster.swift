import GtkBridge
import GtkUI
import Observation
@_spi(Bindings) import Gtk

/// Shows messages at the bottom of the window (GtkUI's `Toast`), for errors the
/// user should know about but that need no decision. A toast has room for a
/// short line, so a longer message shows its `title` with a Details button
/// that opens the whole text in a dialog. GtkUI's `ToastOverlay` shows them
/// as plain text (what it shows can quote
/// paths and catalogue values: an `&` or `<` shows as itself). The dialog's
/// body is plain text.
@Observable @MainActor
final class Toaster {
    @ObservationIgnored private var presenter: ToastPresenter?
    /// Messages shown so far, newest last (tests read them); the last
    /// `historyLength` only.
    private(set) var history: [String] = []
    static let historyLength = 100
    /// The toasts on screen or waiting their turn, by the text they show: a
    /// toast asked for again while one showing the same text is still there
    /// is not queued behind it (a message repeated a thousand times is one
    /// toast, not hours of them); its Details give the newest message.
    @ObservationIgnored private var shown: [String: PendingToast] = [:]

    private final class PendingToast {
        var message: String
        init(message: String) { self.message = message }
    }
    /// The toast offering the latest change back, while it shows, and what
    /// its Undo does.
    @ObservationIgnored private var undoToast: Toast?
    @ObservationIgnored private var latestUndo: (@MainActor () -> Void)?
    /// Seconds an Undo toast stays after the latest change it offers back.
    static let undoTimeout: UInt32 = 10
    /// The dialog opened by a toast's Details button, while it is open.
    @ObservationIgnored private(set) var detailsDialog: Gtk.Widget?

    /// Messages up to this many characters fit a toast whole.
    static let toastLength = 48

    /// Toasts asked for before there was an overlay to show them in.
    @ObservationIgnored private var waiting: [@MainActor (Toaster) -> Void] = []

    /// Shows toasts through `presenter` (the window's, from the environment)
    /// from now on, first those asked for before it was there. Attaching
    /// the same one again changes nothing.
    func attach(to presenter: ToastPresenter) {
        guard presenter.isAvailable, presenter != self.presenter else { return }
        self.presenter = presenter
        let early = waiting
        waiting = []
        for show in early { show(self) }
    }

    /// Shows `message`; when it is too long for a toast, `title` (a few
    /// words) is shown with a Details button instead.
    func show(_ message: String, title: String? = nil) {
        record(message)
        present(message, title: title)
    }

    private func present(_ message: String, title: String?) {
        guard let presenter else {
            keepForLater { $0.present(message, title: title) }
            return
        }
        let fits = message.count <= Self.toastLength
        let visible = fits ? message : title ?? message.excerpt(Self.toastLength - 1)
        if let pending = shown[visible] {
            pending.message = message
            return
        }
        let pending = PendingToast(message: message)
        let toast = fits
            ? Toast(text: message, timeout: 8)
            : Toast(text: visible, timeout: 12, button: (tr("Details"), { [weak self, pending] in
                self?.showDetails(title: title ?? tr("Details"), message: pending.message)
            }))
        shown[visible] = pending
        toast.onDismissed { [weak self] in self?.shown[visible] = nil }
        presenter.show(toast)
    }

    /// Shows `message` (a short one) with an Undo button that runs `undo`:
    /// what a person could lose by a slip is offered back. As in GNOME's
    /// apps, Undo takes back the latest change: while the toast of the change
    /// before still shows, it is changed in place to say the new one, and its
    /// time starts again, so a quick second change never waits behind it.
    ///
    /// A shown toast is never dismissed and replaced: one toast says the
    /// latest change, however fast they come.
    func show(_ message: String, undo: @escaping @MainActor () -> Void) {
        record(message)
        present(message, undo: undo)
    }

    private func present(_ message: String, undo: @escaping @MainActor () -> Void) {
        guard let presenter else {
            keepForLater { $0.present(message, undo: undo) }
            return
        }
        latestUndo = undo
        if let toast = undoToast {
            toast.text = message
            toast.restartTimeout()
            return
        }
        let toast = Toast(text: message, timeout: Self.undoTimeout, button: (tr("Undo"), { [weak self] in
            self?.runLatestUndo()
        }))
        undoToast = toast
        presenter.show(toast)
        toast.onDismissed { [weak self, weak toast] in
            guard let self, self.undoToast === toast else { return }
            self.undoToast = nil
            self.latestUndo = nil
        }
    }

    /// The Undo button: the toast is on its way out (it dismisses itself
    /// after the click), so a change made from now on gets a toast of its own.
    private func runLatestUndo() {
        let undo = latestUndo
        undoToast = nil
        latestUndo = nil
        undo?()
    }

    /// Keeps a toast for the overlay to come; the newest `historyLength` only.
    private func keepForLater(_ show: @escaping @MainActor (Toaster) -> Void) {
        waiting.append(show)
        if waiting.count > Self.historyLength { waiting.removeFirst(waiting.count - Self.historyLength) }
    }

    private func record(_ message: String) {
        history.append(message)
        if history.count > Self.historyLength { history.removeFirst(history.count - Self.historyLength) }
    }

    /// The whole message in a dialog over the window.
    private func showDetails(title: String, message: String) {
        detailsDialog = presenter?.presentMessage(heading: title, body: message, closeLabel: tr("Close")) { [weak self] in
            self?.detailsDialog = nil
        }
    }
}

/// Gives the toaster the window's toasts (`\.toasts`) as a tab first shows,
/// so toasts asked for anywhere — a model's error, a favorite's Undo —
/// show above the tabs' bottom bar.
struct ToasterAttachment: ViewModifier {
    let toaster: Toaster
    @Environment(\.toasts) private var toasts

    func body(content: Content) -> some View {
        content.onAppear { toaster.attach(to: toasts) }
    }
}

extension View {
    /// Attaches `toaster` to the toasts of the part of the window this view is in.
    func showsToasts(of toaster: Toaster) -> some View {
        modifier(ToasterAttachment(toaster: toaster))
    }
}
