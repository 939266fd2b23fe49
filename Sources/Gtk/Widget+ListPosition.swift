import CGtk
@_spi(Bindings) import GtkBridge

@MainActor
extension Gtk.Widget {
    /// The place assistive technologies read for a list item ("3 of 12"):
    /// `position` counts from 1. GTK's accessible property calls are
    /// variadic, so generated bindings do not have them.
    public func setAccessiblePosition(_ position: Int, of size: Int) {
        cgtk_accessible_set_position(accessible, Int32(clamping: position), Int32(clamping: size))
    }
}
