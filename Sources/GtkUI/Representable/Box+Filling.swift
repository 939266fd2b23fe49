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

extension Gtk.Box {
    /// Holds exactly `children`, and expands on each axis where one of them
    /// does: a box that wraps a view for a modifier takes the room its
    /// content takes, no more.
    @MainActor
    func hold(_ children: [Gtk.Widget]) {
        BoxChildren.reconcile(self, children)
        hexpand = children.contains { $0.computeExpand(orientation: .horizontal) }
        vexpand = children.contains { $0.computeExpand(orientation: .vertical) }
    }
}
