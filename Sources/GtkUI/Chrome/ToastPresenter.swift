import Adw
import Gtk
import GtkBridge

/// Shows toasts in the part of the window a view is in, read from the
/// environment as SwiftUI's actions are (`@Environment(\.toasts)`, then
/// `toasts("Saved")` or `toasts.show(toast)`). A `TabView` hosts its
/// tabs' toasts above its bottom switcher bar, so a toast never covers the
/// tabs. Outside one (no overlay to show them in), `isAvailable` is false
/// and what is shown is written to the log instead.
@MainActor
public struct ToastPresenter: @MainActor Equatable {
    let overlay: ToastOverlay?

    /// Toasts shown over `overlay` — for a host that builds its own.
    nonisolated public init(overlay: ToastOverlay?) {
        self.overlay = overlay
    }

    /// Whether toasts shown here reach the screen.
    public var isAvailable: Bool { overlay != nil }

    /// Shows `toast` once those shown before it have gone.
    public func show(_ toast: Toast) {
        guard let overlay else {
            Log.message("No toast overlay here; the toast said: \(toast.text)", domain: "GtkUI")
            return
        }
        overlay.show(toast)
    }

    /// Shows `text` for `timeout` seconds.
    public func callAsFunction(_ text: String, timeout: UInt32 = 5) {
        show(Toast(text: text, timeout: timeout))
    }

    /// A message too long for a toast, in a dialog over the toasts' window
    /// with one button that closes it; nil when there is no window.
    @discardableResult
    public func presentMessage(
        heading: String, body: String, closeLabel: String, onClose: @escaping @MainActor () -> Void = {}
    ) -> Gtk.Widget? {
        guard let overlay else { return nil }
        return Adw.MessageDialog.present(over: overlay.widget, heading: heading, body: body, closeLabel: closeLabel, onClose: onClose)
    }

    public static func == (lhs: ToastPresenter, rhs: ToastPresenter) -> Bool {
        lhs.overlay === rhs.overlay
    }
}

private struct ToastPresenterKey: EnvironmentKey {
    static var defaultValue: ToastPresenter { ToastPresenter(overlay: nil) }
}

extension EnvironmentValues {
    /// Where this part of the window shows its toasts.
    public var toasts: ToastPresenter {
        get { self[ToastPresenterKey.self] }
        set { self[ToastPresenterKey.self] = newValue }
    }
}
