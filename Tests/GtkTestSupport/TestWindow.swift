import CGtk
@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk

/// A plain `GtkWindow` to present widgets in, so they are realized, allocated
/// and painted as on screen; destroyed when the test ends (a `TestFixture`),
/// or earlier by `destroy()`.
@MainActor
public final class TestWindow: TestFixture {
    public let window: Gtk.Widget
    private var isDestroyed = false

    public init(width: Int32 = 400, height: Int32 = 300) {
        window = Gtk.Widget(taking: gtk_window_new())
        gtk_window_set_default_size(window.pointer(), width, height)
        TestFixtures.made(self)
    }

    public func tearDown() { destroy() }

    /// Shows `child` as the window's content and waits until it is drawn.
    @discardableResult
    public func present(_ child: Gtk.Widget, timeout: Double = 5) -> Bool {
        gtk_window_set_child(window.pointer(), child.widget)
        gtk_window_present(window.pointer())
        return GtkTest.iterate(until: { child.isMapped && child.width > 0 }, timeout: timeout)
    }

    /// Destroys the window; a second call does nothing.
    public func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        TestFixtures.tornDown(self)
        gtk_window_destroy(window.pointer())
        GtkTest.drain()
    }
}
