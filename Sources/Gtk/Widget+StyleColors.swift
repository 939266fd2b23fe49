import CGtk
@_spi(Bindings) import GtkBridge

/// The colours a widget's style gives it, for drawing code that paints in
/// them (a shape in the text colour, in a colour the stylesheet names).
/// GTK 4.8 answers these through the widget's style context; both follow
/// the widget's classes and state, and dark mode.
@MainActor
extension Gtk.Widget {
    /// The widget's text colour (CSS `color`, what `currentColor` is).
    public var styleForegroundColor: RGBColor {
        var rgba = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &rgba)
        return RGBColor(rgba)
    }

    /// The colour the display's stylesheets define as `name`
    /// (`@define-color`; libadwaita's palette and roles, such as `blue_3`
    /// or `accent_color`), or nil when none does.
    public func styleColor(named name: String) -> RGBColor? {
        var rgba = GdkRGBA()
        guard gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), name, &rgba) != 0 else { return nil }
        return RGBColor(rgba)
    }
}

extension RGBColor {
    init(_ rgba: GdkRGBA) {
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }
}
