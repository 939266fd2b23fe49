import CGtk
@_spi(Bindings) import GtkBridge

/// What assistive technologies read for a widget: its name, description and
/// states. GTK's accessible calls are variadic, so the generated bindings do
/// not have them; these go through CGtk's small C shims.
extension Gtk.Widget {
    /// Wraps a widget returned by a `gtk_…_new` function.
    @_spi(Bindings) public convenience init(taking widget: UnsafeMutablePointer<GtkWidget>) {
        self.init(taking: UnsafeMutableRawPointer(widget))
    }

    @_spi(Bindings) public var widget: UnsafeMutablePointer<GtkWidget> { pointer() }

    @_spi(Bindings) public var accessible: OpaquePointer { opaque }

    /// The name assistive technologies read for this widget.
    public func setAccessibleLabel(_ label: String) {
        cgtk_accessible_set_label(accessible, label)
    }

    /// A new widget of GType `type` that assistive technologies see as a
    /// plain container (GTK's generic role, which can only be given at
    /// construction): for a composite control whose inner button is what a
    /// screen reader should meet. The reference is floating, for `init(taking:)`.
    @_spi(Bindings) public static func newPresentedThroughChildren(_ type: GType) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(cgtk_widget_new_generic_role(type))
    }

    /// Takes back a name given with `setAccessibleLabel`, so the widget is
    /// named by what labels it (its label child) alone: GTK 4.8 says both,
    /// one after the other, when a widget has both.
    public func resetAccessibleLabel() {
        cgtk_accessible_reset_label(accessible)
    }

    /// Names the widget by `label`'s name: a part that takes the focus
    /// inside a widget that is named (a text editor's view in its scroller).
    public func setAccessibleLabelledBy(_ label: Gtk.Widget) {
        cgtk_accessible_set_labelled_by(accessible, label.accessible)
    }

    /// Takes back what GTK names the widget by (its label child, for a
    /// button showing text), so a name given with `setAccessibleLabel` is
    /// said alone rather than followed by that text.
    public func resetAccessibleLabelledBy() {
        cgtk_accessible_reset_labelled_by(accessible)
    }

    /// The selected state assistive technologies read (a page control's
    /// current dot, a list's selected row): GTK's accessible state calls are
    /// variadic, so generated bindings do not have them.
    public func setAccessibleSelected(_ selected: Bool) {
        cgtk_accessible_set_selected(accessible, selected ? 1 : 0)
    }

    /// What assistive technologies read after the name: what the widget
    /// shows, in words (a graph's range, a picker's choice).
    public func setAccessibleDescription(_ description: String) {
        cgtk_accessible_set_description(accessible, description)
    }

    /// Leaves the widget, and what it holds, out of the accessible tree (a
    /// part that shows what another part already says).
    public func setAccessibleHidden(_ hidden: Bool) {
        cgtk_accessible_set_hidden(accessible, hidden ? 1 : 0)
    }

    /// Takes the description away again: nothing is read after the name.
    public func resetAccessibleDescription() {
        gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
    }

    /// The pressed state assistive technologies read: the chosen button of a
    /// set made of plain buttons, as a pressed toggle button would be.
    public func setAccessiblePressed(_ pressed: Bool) {
        cgtk_accessible_set_pressed(accessible, pressed ? 1 : 0)
    }
}
