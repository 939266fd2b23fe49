import CGtk

/// A plain area that fills the space it is given; colour or gradient it with
/// a style class.
public struct Rectangle: WidgetRepresentable, Equatable {
    public init() {}

    public func makeWidget(context: Context) -> Widget {
        let box = Widget(taking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        box.setExpand(horizontal: true, vertical: true)
        return box
    }

    public func updateWidget(_ widget: Widget, context: Context) {}
}
