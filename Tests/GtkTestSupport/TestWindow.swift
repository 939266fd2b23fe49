@_spi(Bindings) import GtkBridge
@_spi(Bindings) import Gtk

/// A plain `GtkWindow` to present widgets in, so they are realized, allocated
/// and painted as on screen; destroyed when the test ends (a `TestFixture`),
/// or earlier by `destroy()`.
@MainActor
public final class TestWindow: TestFixture {
    public let window: Gtk.Window
    private var isDestroyed = false

    public init(width: Int32 = 400, height: Int32 = 300) {
        window = Gtk.Window()
        window.setDefaultSize(width: width, height: height)
        TestFixtures.made(self)
    }

    public func tearDown() { destroy() }

    /// Shows `child` as the window's content and waits until it is drawn.
    @discardableResult
    public func present(_ child: Gtk.Widget, timeout: Double = 5) -> Bool {
        window.child = child
        window.present()
        return GtkTest.iterate(until: { child.isMapped && child.width > 0 }, timeout: timeout)
    }

    /// Destroys the window; a second call does nothing.
    public func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        TestFixtures.tornDown(self)
        window.destroy()
        GtkTest.drain()
    }
}
