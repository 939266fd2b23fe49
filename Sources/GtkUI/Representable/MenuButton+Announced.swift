@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk

extension Gtk.MenuButton {
    /// A menu button a screen reader meets once. In GTK 4.8 a `GtkMenuButton`
    /// is a button to assistive technologies and so is the toggle button
    /// inside it, both named: two buttons for one control. This one is a
    /// plain container (GTK's generic role, which is construct-only), and
    /// `announce(_:)` names the inner button, the one that takes the focus
    /// and the click.
    static func announcedOnce() -> Gtk.MenuButton {
        Gtk.MenuButton(taking: Gtk.Widget.newPresentedThroughChildren(Gtk.MenuButton.gType))
    }

    /// Names the control for assistive technologies: its inner button, by
    /// `name` alone. A button showing text is labelled by that text as well,
    /// which GTK 4.8 would say after the name given, so that link is undone
    /// (after each change of the text, which makes it again).
    func announce(_ name: String, description: String? = nil) {
        let inner = firstChild ?? self
        inner.resetAccessibleLabelledBy()
        inner.setAccessibleLabel(name)
        // An empty description is taken back, not set: GTK 4.8 would join it
        // to the tooltip as " Filter".
        if let description, !description.isEmpty {
            inner.setAccessibleDescription(description)
        } else if description != nil {
            inner.resetAccessibleDescription()
        }
    }
}
