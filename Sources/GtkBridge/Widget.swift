import CGtk

/// An owned `GtkWidget` with typed access and the calls every widget shares.
///
/// Subclass-specific calls go through `pointer(as:)` (derivable types) or
/// `opaque` (final types) in the wrappers that need them.
@MainActor
open class Widget: GObjectHandle {
    /// Wraps a widget returned by a `gtk_…_new` function.
    @_spi(Bindings) public convenience init(taking widget: UnsafeMutablePointer<GtkWidget>) {
        self.init(taking: UnsafeMutableRawPointer(widget))
    }

    @_spi(Bindings) public var widget: UnsafeMutablePointer<GtkWidget> { pointer() }

    open override class var gType: GType { gtk_widget_get_type() }
    @_spi(Bindings) open override class func make(taking pointer: UnsafeMutableRawPointer) -> GObjectHandle { Widget(taking: pointer) }
    @_spi(Bindings) open override class func make(adopting pointer: UnsafeMutableRawPointer) -> GObjectHandle { Widget(adopting: pointer) }

    @_spi(Bindings) public var accessible: OpaquePointer { opaque }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }

    /// Adds or removes `name` so that its presence matches `present`.
    public func setCSSClass(_ name: String, _ present: Bool) {
        if present { addCSSClass(name) } else { removeCSSClass(name) }
    }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }
    public var isRealized: Bool { gtk_widget_get_realized(widget) != 0 }

    public var width: Int { Int(gtk_widget_get_width(widget)) }
    public var height: Int { Int(gtk_widget_get_height(widget)) }

    /// The height the widget would like at `width` (its natural height
    /// for that width, as a wrapping label measures it).
    public func preferredHeight(forWidth width: Int) -> Int {
        var natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, Int32(width), nil, &natural, nil, nil)
        return Int(natural)
    }

    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

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
    public func setAccessibleLabelledBy(_ label: Widget) {
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

    /// Sets `GtkWidget:hexpand` and `vexpand`.
    public func setExpand(horizontal: Bool? = nil, vertical: Bool? = nil) {
        if let horizontal { gtk_widget_set_hexpand(widget, horizontal ? 1 : 0) }
        if let vertical { gtk_widget_set_vexpand(widget, vertical ? 1 : 0) }
    }

    /// Margins in logical pixels.
    public func setMargins(top: Int32? = nil, bottom: Int32? = nil, start: Int32? = nil, end: Int32? = nil) {
        if let top { gtk_widget_set_margin_top(widget, top) }
        if let bottom { gtk_widget_set_margin_bottom(widget, bottom) }
        if let start { gtk_widget_set_margin_start(widget, start) }
        if let end { gtk_widget_set_margin_end(widget, end) }
    }

    /// Lays the widget out again at once, in the allocation it has: for a
    /// widget that works out where its children sit only as it is allocated
    /// (libadwaita 1.2's carousel after a reorder).
    public func allocateAgain() {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        gtk_widget_size_allocate(widget, &allocation, -1)
    }

    /// The minimum size GTK must give the widget, in logical pixels (-1: natural).
    public func setSizeRequest(width: Int32 = -1, height: Int32 = -1) {
        gtk_widget_set_size_request(widget, width, height)
    }

    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Attaches an event controller. GTK takes over the reference it is
    /// given (`transfer full`), so it gets one of its own: the handle keeps
    /// the reference it owns (make the controller with `init(adopting:)`).
    public func addController(_ controller: GObjectHandle) {
        g_object_ref(controller.raw)
        gtk_widget_add_controller(widget, controller.opaque)
    }
}
