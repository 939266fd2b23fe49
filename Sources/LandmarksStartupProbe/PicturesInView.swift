// PicturesInView: whether the first screen is whole — the start-up
// benchmark's test for "the Featured tab is fully drawn": a category row's
// items in view (they are what bench/first-screen.c shows under the
// carousel), and no picture in view still showing its placeholder.
@_spi(Bindings) import GtkBridge
import CGtk

@MainActor
enum PicturesInView {
    /// Whether a category item is in view under `root` and no picture in
    /// view shows its placeholder.
    static func firstScreenIsWhole(under root: UnsafeMutablePointer<GtkWidget>) -> Bool {
        count(under: root, styleClass: "category-item") > 0 && placeholders(under: root) == 0
    }

    /// Mapped images under `root`, inside its bounds, still showing the
    /// `image-placeholder` style (their picture not decoded yet).
    static func placeholders(under root: UnsafeMutablePointer<GtkWidget>) -> Int {
        count(under: root, styleClass: "image-placeholder")
    }

    /// Mapped, visible widgets under `root` with `styleClass`, inside its bounds.
    static func count(under root: UnsafeMutablePointer<GtkWidget>, styleClass: String) -> Int {
        let width = Float(gtk_widget_get_width(root)), height = Float(gtk_widget_get_height(root))
        var count = 0
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            // What is not drawn is not seen: unmapped, or transparent (a window's content before its first screen shows).
            guard gtk_widget_get_mapped(widget) != 0, gtk_widget_get_opacity(widget) > 0 else { return }
            if gtk_widget_has_css_class(widget, styleClass) != 0 {
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
