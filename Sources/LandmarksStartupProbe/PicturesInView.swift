// PicturesInView: how many pictures in view still show their placeholder —
// the start-up benchmark's test for "the Featured tab is fully drawn".
@_spi(Bindings) import GtkBridge
import CGtk

@MainActor
enum PicturesInView {
    /// Mapped images under `root`, inside its bounds, still showing the
    /// `image-placeholder` style (their picture not decoded yet).
    static func placeholders(under root: UnsafeMutablePointer<GtkWidget>) -> Int {
        let width = Float(gtk_widget_get_width(root)), height = Float(gtk_widget_get_height(root))
        var count = 0
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            guard gtk_widget_get_mapped(widget) != 0 else { return }
            if gtk_widget_has_css_class(widget, "image-placeholder") != 0 {
                var bounds = graphene_rect_t()
                if gtk_widget_compute_bounds(widget, root, &bounds) != 0,
                   bounds.origin.x < width, bounds.origin.y < height,
                   bounds.origin.x + bounds.size.width > 0, bounds.origin.y + bounds.size.height > 0 {
                    count += 1
                }
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(root)
        return count
    }
}
