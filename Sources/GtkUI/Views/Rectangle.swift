import Gtk

/// A plain area that fills the space it is given; colour or gradient it with
/// a style class.
public struct Rectangle: WidgetRepresentable, Equatable {
    public init() {}

    public func makeWidget(context: Context) -> Gtk.Box {
        let box = Gtk.Box(orientation: .horizontal, spacing: 0)
        box.setExpand(horizontal: true, vertical: true)
        return box
    }

    public func updateWidget(_ box: Gtk.Box, context: Context) {}
}
