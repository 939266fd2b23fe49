import GtkBridge
import Gtk

// Finding widgets through the generated classes, so a test reads as the
// typed API it tests (`label.selectable`, `button.tooltipText`) rather than
// through GTK's C functions.

extension Gtk.Widget {
    /// Every widget below this one that is a `type`, depth first.
    @MainActor
    public func descendants<T: Gtk.Widget>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var child = firstChild
        while let current = child {
            if let typed = current.cast(to: type) { found.append(typed) }
            found += current.descendants(type)
            child = current.nextSibling
        }
        return found
    }

    /// The first label below this one whose text is `text`.
    @MainActor
    public func label(showing text: String) -> Gtk.Label? {
        descendants(Gtk.Label.self).first { $0.label == text }
    }
}
