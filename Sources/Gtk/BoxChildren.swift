import CGtk
@_spi(Bindings) import GtkBridge

/// Makes a `GtkBox`'s children exactly `children`, in order, moving and
/// inserting as few widgets as it can and never re-creating one.
///
/// A widget that asked to leave with an animation (`departs(_:with:)`) is
/// not removed at once when it is no longer wanted: it is handed its
/// departure and stays where it is until the departure says it is done,
/// while the wanted children are placed round it.
@MainActor
public enum BoxChildren {
    /// How a widget leaves: it plays its way out, then calls `finished`.
    public typealias Departure = @MainActor (_ finished: @escaping @MainActor () -> Void) -> Void

    private static var departures: [UnsafeMutableRawPointer: Departure] = [:]
    private static var leaving: Set<UnsafeMutableRawPointer> = []

    /// Asks that `widget`, when next taken out of a box, leave by `departure`.
    /// An ask no box takes up by the end of the main loop's turn is dropped
    /// (the widget went with its container, say).
    public static func departs(_ widget: Gtk.Widget, with departure: @escaping Departure) {
        let key = UnsafeMutableRawPointer(widget.widget)
        departures[key] = departure
        MainLoopPost.post { departures[key] = nil }
    }

    /// Whether `widget` is playing its way out of a box.
    public static func isLeaving(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        leaving.contains(UnsafeMutableRawPointer(widget))
    }

    public static func reconcile(_ box: Gtk.Widget, _ children: [Gtk.Widget]) {
        let boxPointer: UnsafeMutablePointer<GtkBox> = box.pointer()
        let wanted = Set(children.map { UnsafeMutableRawPointer($0.widget) })
        // Remove what is no longer wanted, or let it leave as it asked.
        var child = gtk_widget_get_first_child(box.widget)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            let key = UnsafeMutableRawPointer(current)
            guard !wanted.contains(key), !leaving.contains(key) else { continue }
            if let departure = departures.removeValue(forKey: key) {
                leave(current, from: box, by: departure)
            } else {
                gtk_box_remove(boxPointer, current)
            }
        }
        // Insert and order, passing over what is leaving.
        var previous: UnsafeMutablePointer<GtkWidget>? = nil
        for child in children {
            let widget = child.widget
            if gtk_widget_get_parent(widget) == box.widget {
                var before = gtk_widget_get_prev_sibling(widget)
                while let sibling = before, leaving.contains(UnsafeMutableRawPointer(sibling)) {
                    before = gtk_widget_get_prev_sibling(sibling)
                }
                if before != previous {
                    gtk_box_reorder_child_after(boxPointer, widget, previous)
                }
            } else {
                if gtk_widget_get_parent(widget) != nil { gtk_widget_unparent(widget) }
                gtk_box_insert_child_after(boxPointer, widget, previous)
            }
            previous = widget
        }
    }

    private static func leave(_ widget: UnsafeMutablePointer<GtkWidget>, from box: Gtk.Widget, by departure: Departure) {
        let key = UnsafeMutableRawPointer(widget)
        leaving.insert(key)
        g_object_ref(widget)
        let boxWidget = box.widget
        g_object_ref(boxWidget)
        departure {
            guard leaving.remove(key) != nil else { return }
            if gtk_widget_get_parent(widget) == boxWidget {
                gtk_box_remove(UnsafeMutableRawPointer(boxWidget).assumingMemoryBound(to: GtkBox.self), widget)
            }
            g_object_unref(widget)
            g_object_unref(boxWidget)
        }
    }
}
