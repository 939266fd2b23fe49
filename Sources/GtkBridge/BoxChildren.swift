import CGtk

/// Makes a `GtkBox`'s children exactly `children`, in order, moving and
/// inserting as few widgets as it can and never re-creating one.
@MainActor
public enum BoxChildren {
    public static func reconcile(_ box: Widget, _ children: [Widget]) {
        let boxPointer: UnsafeMutablePointer<GtkBox> = box.pointer()
        let wanted = Set(children.map { UnsafeMutableRawPointer($0.widget) })
        // Remove what is no longer wanted.
        var child = gtk_widget_get_first_child(box.widget)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            if !wanted.contains(UnsafeMutableRawPointer(current)) { gtk_box_remove(boxPointer, current) }
        }
        // Insert and order.
        var previous: UnsafeMutablePointer<GtkWidget>? = nil
        for child in children {
            let widget = child.widget
            if gtk_widget_get_parent(widget) == box.widget {
                if gtk_widget_get_prev_sibling(widget) != previous {
                    gtk_box_reorder_child_after(boxPointer, widget, previous)
                }
            } else {
                if gtk_widget_get_parent(widget) != nil { gtk_widget_unparent(widget) }
                gtk_box_insert_child_after(boxPointer, widget, previous)
            }
            previous = widget
        }
    }
}
