import GtkBridge
import Gtk

extension Gtk.Button {
    /// Shows the theme's icon `name` as the whole button, named `label` for
    /// assistive technologies. GTK 4.8 labels a button made with an icon name
    /// by its hidden image, which has no name but its type: a screen reader
    /// said "GtkImage Zoom In push button". That link is undone after every
    /// change of icon (which makes it again), so the button is `label` alone.
    public func showIcon(_ name: String, label: String) {
        if iconName != name { iconName = name }
        resetAccessibleLabelledBy()
        setAccessibleLabel(label)
    }
}
