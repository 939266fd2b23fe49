import CGtk

@MainActor
extension Widget {
    /// A `GtkBox` that takes all the room it is given: the plain container
    /// hosts, pages and panes are built on.
    public static func fillingBox(_ orientation: GtkOrientation = GTK_ORIENTATION_VERTICAL, spacing: Int32 = 0) -> Widget {
        let box = Widget(taking: gtk_box_new(orientation, spacing))
        box.setExpand(horizontal: true, vertical: true)
        return box
    }
}
