// PicturesInView: whether the first screen is whole — the start-up
// benchmark's test for "the Featured tab is fully drawn": a category row's
// items in view (they are what bench/first-screen.c shows under the
// carousel), and no picture in view still showing its placeholder.
//
// It runs after every frame until the screen is whole, and its instructions
// count in the probe's start-up (the C screen needs no such test), so it
// walks the window's widgets once per frame, with its style classes as C
// strings made once.
@_spi(Bindings) import GtkBridge
import CGtk

@MainActor
enum PicturesInView {
    /// Whether a category item is in view under `root` and no picture in
    /// view shows its placeholder.
    static func firstScreenIsWhole(under root: UnsafeMutablePointer<GtkWidget>) -> Bool {
        "category-item".withCString { item in
            "image-placeholder".withCString { placeholder in
                var walk = Walk(root: root, item: item, placeholder: placeholder)
                walk.visit(root)
                return walk.items > 0 && walk.placeholders == 0
            }
        }
    }

    /// Counts, among mapped widgets under `root` inside its bounds, category
    /// items and images still showing the `image-placeholder` style (their
    /// picture not decoded yet).
    private struct Walk {
        let root: UnsafeMutablePointer<GtkWidget>
        let item: UnsafePointer<CChar>
        let placeholder: UnsafePointer<CChar>
        let width: Float
        let height: Float
        var items = 0
        var placeholders = 0

        init(root: UnsafeMutablePointer<GtkWidget>, item: UnsafePointer<CChar>, placeholder: UnsafePointer<CChar>) {
            self.root = root
            self.item = item
            self.placeholder = placeholder
            width = Float(gtk_widget_get_width(root))
            height = Float(gtk_widget_get_height(root))
        }

        mutating func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            // What is not drawn is not seen: unmapped, or transparent (a window's content before its first screen shows).
            guard gtk_widget_get_mapped(widget) != 0, gtk_widget_get_opacity(widget) > 0 else { return }
            if gtk_widget_has_css_class(widget, item) != 0, isInView(widget) { items += 1 }
            if gtk_widget_has_css_class(widget, placeholder) != 0, isInView(widget) { placeholders += 1 }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }

        private func isInView(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
            var bounds = graphene_rect_t()
            return gtk_widget_compute_bounds(widget, root, &bounds) != 0
                && bounds.origin.x < width && bounds.origin.y < height
                && bounds.origin.x + bounds.size.width > 0 && bounds.origin.y + bounds.size.height > 0
        }
    }
}
