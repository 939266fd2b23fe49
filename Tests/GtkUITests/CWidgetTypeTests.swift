// The C widgets under GtkUIWidgets tested as GObject types, through C:
// their registration and their dispose, which the typed API cannot reach.
@_spi(Bindings) import GtkBridge
import CGtkWidgets
import GtkTestSupport
import XCTest

@_spi(Bindings) import Gtk

/// The C widgets are ordinary GObject types: registered once, final (they
/// cannot be subclassed into a dispose that recurses), and named as GTK
/// inspectors and CSS see them.
final class CWidgetTypeTests: XCTestCase {
    func testTheCWidgetsAreFinalTypesRegisteredOnce() {
        GtkTest.run {
            for (type, name) in [(cgtk_recycler_get_type(), "CgtkRecycler"), (cgtk_recycler_row_get_type(), "CgtkRecyclerRow"),
                                 (cgtk_aspect_bin_get_type(), "CgtkAspectBin")] {
                XCTAssertEqual(String(cString: g_type_name(type)), name)
                XCTAssertEqual(g_type_from_name(name), type, "one registration")
                XCTAssertNotEqual(g_type_test_flags(type, G_TYPE_FLAG_FINAL.rawValue), 0, "\(name) is final")
                XCTAssertNotEqual(g_type_is_a(type, gtk_widget_get_type()), 0)
            }
        }
    }

    func testARecyclerWithRowsAndAnAspectBinWithAChildAreDisposedCleanly() {
        GtkTest.run {
            let window = TestWindow(width: 300, height: 300)
            let recycler = Gtk.Widget(taking: cgtk_recycler_new(GTK_ORIENTATION_VERTICAL, 0))
            cgtk_recycler_set_n_items(recycler.widget, 3)
            for index in 0..<3 {
                cgtk_recycler_place(recycler.widget, cgtk_recycler_row_new(gtk_label_new("row \(index)")), Int32(index))
            }
            window.present(recycler)
            GtkTest.settle(until: { recycler.isMapped })
            XCTAssertEqual(cgtk_recycler_get_n_items(recycler.widget), 3)
            XCTAssertGreaterThan(cgtk_recycler_get_stride(recycler.widget), 0)
            // Under G_DEBUG=fatal-criticals a dispose that fails to unparent, or
            // chains to the wrong class, aborts here.
            window.destroy()
            var bin: Gtk.Widget? = Gtk.Widget(taking: cgtk_aspect_bin_new(1.5))
            cgtk_aspect_bin_set_child(bin!.widget, gtk_label_new("inside"))
            XCTAssertNotNil(gtk_widget_get_first_child(bin!.widget))
            bin = nil  // the last reference: disposed with its child
            GtkTest.drain()
        }
    }
}
