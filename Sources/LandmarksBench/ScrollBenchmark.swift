// ScrollBenchmark: what scrolling the List tab costs — rows built, pictures
// decoded on the main thread (none, by design) and off it — shown as counts in
// `landmarks-bench` after the update-cost lines. Not part of the app's behaviour.
@_spi(Bindings) import GtkBridge
import CGtk
import CGtkWidgets
import GtkUI

@testable import Landmarks

@MainActor
enum ScrollBenchmark {
    /// Scrolls the first vertical list under `root` down a page at a time,
    /// `pages` times, letting each frame draw; returns one line of counts.
    static func run(in root: UnsafeMutablePointer<GtkWidget>, pages: Int) -> String {
        guard let recycler = firstWidget(in: root, where: {
                  String(cString: cgtk_object_type_name($0)) == "CgtkRecycler"
                      && gtk_widget_has_css_class($0, "navigation-sidebar") != 0 }),
              let scrolled = gtk_widget_get_ancestor(recycler, gtk_scrolled_window_get_type()) else {
            return "  scrolling: no list to scroll"
        }
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
        let rowsBefore = ListStatistics.rowsSetUp
        let mainThreadBefore = TextureCache.decodeCount, backgroundBefore = TextureLoader.backgroundDecodes
        var maxRowWidgets = 0
        for _ in 0..<pages {
            let value = gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment)
            gtk_adjustment_set_value(adjustment, value)
            UpdateCostBenchmark.spin(seconds: 0.02)   // a frame or so, to place rows and draw
            var rows = 0
            var child = gtk_widget_get_first_child(recycler)
            while let current = child { rows += 1; child = gtk_widget_get_next_sibling(current) }
            maxRowWidgets = max(maxRowWidgets, rows)
        }
        let rowsShown = Int(gtk_adjustment_get_value(adjustment) / Double(max(1, cgtk_recycler_get_stride(recycler))))
        return "  scrolling the List tab \(pages) pages (to row \(rowsShown) of \(cgtk_recycler_get_n_items(recycler))): "
            + "rows built \(ListStatistics.rowsSetUp - rowsBefore), at most \(maxRowWidgets) row widgets, "
            + "pictures decoded on the main thread \(TextureCache.decodeCount - mainThreadBefore), "
            + "off it \(TextureLoader.backgroundDecodes - backgroundBefore)"
    }

    static func firstWidget(
        in widget: UnsafeMutablePointer<GtkWidget>, where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool
    ) -> UnsafeMutablePointer<GtkWidget>? {
        if matches(widget) { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = firstWidget(in: current, where: matches) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
