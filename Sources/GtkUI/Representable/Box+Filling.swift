import Gtk
import GtkBridge

extension Gtk.Box {
    /// A vertical box that takes all the room it is given: the plain
    /// container hosts, pages and panes are built on.
    @MainActor
    static func filling() -> Gtk.Box {
        let box = Gtk.Box(orientation: .vertical, spacing: 0)
        box.setExpand(horizontal: true, vertical: true)
        return box
    }
}
