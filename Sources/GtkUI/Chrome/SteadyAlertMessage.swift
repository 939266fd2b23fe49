import Adw
import Gtk
import GtkBridge

/// An alert whose message changes as the user types (what is wrong with the
/// name typed) keeps its size: libadwaita 1.2's message dialog fits itself
/// to its message, so its buttons jumped with each new message. The message
/// label keeps the largest width and height it has had while the alert is
/// open, its text at the top; a longer message can still grow it, once.
@MainActor
final class SteadyAlertMessage {
    private let label: Gtk.Label?
    private var firstLayout: TickCallbackID?

    init(in dialog: Adw.MessageDialog) {
        label = dialog.body.flatMap { Self.label(showing: $0, in: dialog) }
        label?.yalign = 0
        firstLayout = label?.addTickCallback { [weak self] _ in
            guard let self, let label = self.label else { return false }
            guard label.width > 0 else { return true }
            self.firstLayout = nil
            self.hold()
            return false
        }
    }

    /// Holds the size the message has now, if it is more than held before.
    func hold() {
        guard let label, label.width > 0 else { return }
        let width = max(Int(label.widthRequest), Int(label.width))
        if width > Int(label.widthRequest) { label.widthRequest = Int32(width) }
        let height = label.preferredHeight(forWidth: width)
        if height > Int(label.heightRequest) { label.heightRequest = Int32(height) }
    }

    /// The dialog's message: the label showing its text.
    private static func label(showing text: String, in widget: Gtk.Widget) -> Gtk.Label? {
        var child = widget.firstChild
        while let current = child {
            if let label = current.cast(to: Gtk.Label.self), label.label == text { return label }
            if let found = label(showing: text, in: current) { return found }
            child = current.nextSibling
        }
        return nil
    }
}
